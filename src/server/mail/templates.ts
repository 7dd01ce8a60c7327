import type { MailKind, MailMessage } from './mailer';

// Finnish email templates for admins (candidates' emails: candidate-templates.ts). Plain text first (read aloud well by screen readers); the HTML part
// is the same text with a clickable link.

const SIGNATURE = '\n\nYstävällisin terveisin\nEläkeläisten vaalikone';

export function escapeHtml(s: string) {
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
