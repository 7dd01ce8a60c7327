import type { MailKind, MailMessage } from './mailer';

// Finnish email templates. Plain text first (read aloud well by screen readers); the HTML part
// is the same text with a clickable link.

const SIGNATURE = '\n\nYstävällisin terveisin\nEläkeläisten vaalikone';

function escapeHtml(s: string) {
  return s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}

function withLink(
  kind: MailKind,
  to: string,
  subject: string,
  paragraphs: string[],
  link: string,
  linkText: string,
): MailMessage {
  const text = `${paragraphs.join('\n\n')}\n\n${linkText}:\n${link}${SIGNATURE}`;
  const html =
    paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('') +
    `<p><a href="${escapeHtml(link)}">${escapeHtml(linkText)}</a></p>` +
    `<p>Ystävällisin terveisin<br>Eläkeläisten vaalikone</p>`;
  return { kind, to, subject, text, html };
}

export function passwordResetMail(to: string, link: string, validMinutes: number): MailMessage {
  return withLink(
    'password_reset',
    to,
    'Salasanan vaihtaminen – Eläkeläisten vaalikone',
    [
      'Hei,',
      'Joku (toivottavasti sinä) pyysi salasanan vaihtamista Eläkeläisten vaalikoneen ylläpitoon.',
      `Linkki toimii kerran ja vanhenee ${validMinutes} minuutin kuluttua. Jos et pyytänyt vaihtoa, voit jättää tämän viestin huomiotta: salasanasi pysyy ennallaan.`,
    ],
    link,
    'Vaihda salasana tästä',
  );
}

export function invitationMail(
  to: string,
  link: string,
  organizationName: string,
  inviter: string,
  validDays: number,
  /** The address already has an account: it accepts by signing in, with no new password. */
  existingAccount = false,
): MailMessage {
  return withLink(
    'invitation',
    to,
    'Kutsu Eläkeläisten vaalikoneen ylläpitäjäksi',
    [
      'Hei,',
      `${inviter} kutsui sinut ylläpitäjäksi Eläkeläisten vaalikoneeseen (${organizationName}).`,
      existingAccount
        ? `Sinulla on jo tunnus tällä sähköpostiosoitteella. Hyväksy kutsu alla olevasta linkistä kirjautumalla sisään nykyisellä salasanallasi. Kutsu on voimassa ${validDays} päivää.`
        : `Hyväksy kutsu ja aseta itsellesi salasana alla olevasta linkistä. Kutsu on voimassa ${validDays} päivää.`,
    ],
    link,
    'Hyväksy kutsu',
  );
}

export function accessCodeMail(
  to: string,
  link: string,
  code: string,
  municipalityName: string,
  expires: Date,
): MailMessage {
  const until = new Intl.DateTimeFormat('fi-FI', {
    timeZone: 'Europe/Helsinki',
    dateStyle: 'long',
  }).format(expires);
  const message = withLink(
    'access_code',
    to,
    `Ehdokkaan pääsykoodi: ${municipalityName} – Eläkeläisten vaalikone`,
    [
      'Hei,',
      `Sinut on kutsuttu vastaamaan Eläkeläisten vaalikoneeseen ehdokkaana (${municipalityName}).`,
      `Pääsykoodisi on ${code}. Koodi on voimassa ${until} asti, ja sillä voi lähettää vastaukset kerran.`,
      'Lomakkeella täytetään perustiedot, valokuva (vapaaehtoinen) ja vastaukset 25 väittämään. Voit keskeyttää ja jatkaa myöhemmin samalla laitteella.',
    ],
    link,
    'Avaa ehdokaslomake',
  );
  return { ...message, accessCode: code };
}

export function submissionDecisionMail(
  to: string,
  approved: boolean,
  municipalityName: string,
  notes: string | null,
): MailMessage {
  const paragraphs = approved
    ? [
        'Hei,',
        `Ehdokastietosi on hyväksytty Eläkeläisten vaalikoneeseen (${municipalityName}). Ne näkyvät nyt äänestäjille.`,
      ]
    : [
        'Hei,',
        `Ehdokastietojasi ei hyväksytty Eläkeläisten vaalikoneeseen (${municipalityName}).`,
        ...(notes ? [`Ylläpidon perustelu: ${notes}`] : []),
        'Jos haluat lähettää tiedot uudelleen, pyydä uusi pääsykoodi vaalikoneen ylläpidolta.',
      ];
  const text = `${paragraphs.join('\n\n')}${SIGNATURE}`;
  return {
    kind: 'submission_decision',
    to,
    subject: approved ? 'Ehdokastietosi on hyväksytty' : 'Ehdokastietojasi ei hyväksytty',
    text,
    html: paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join(''),
  };
}
