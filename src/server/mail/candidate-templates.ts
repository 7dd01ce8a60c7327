import type { Language } from '#core/language';
import type { MunicipalityLanguage } from '#core/municipalities';
import type { MailMessage } from './mailer';
import { codeDateTime, codeDatesText } from './code-dates';
import { escapeHtml } from './templates';

// Emails to candidates, in Finnish, in Swedish or in both (docs/product.md, languages). Plain
// text first (read aloud well by screen readers); the HTML part is the same text with a
// clickable link, each language in an element with its own lang.

interface Part {
  subject: string;
  paragraphs: string[];
  link?: { href: string; text: string };
}

const SIGNATURE: Record<Language, [string, string]> = {
  fi: ['Ystävällisin terveisin', 'Eläkeläisten vaalikone'],
  sv: ['Med vänliga hälsningar', 'Pensionärernas valkompass'],
};

function partText(part: Part, lang: Language): string {
  const link = part.link ? `\n\n${part.link.text}:\n${part.link.href}` : '';
  return `${part.paragraphs.join('\n\n')}${link}\n\n${SIGNATURE[lang].join('\n')}`;
}

function partHtml(part: Part, lang: Language): string {
  const link = part.link
    ? `<p><a href="${escapeHtml(part.link.href)}">${escapeHtml(part.link.text)}</a></p>`
    : '';
  return (
    `<div lang="${lang}">` +
    part.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('') +
    link +
    `<p>${SIGNATURE[lang].map(escapeHtml).join('<br>')}</p></div>`
  );
}

/** One message of the parts, in the order given (the Finnish first in a bilingual one). */
function compose(kind: MailMessage['kind'], to: string, parts: [Language, Part][]): MailMessage {
  return {
    kind,
    to,
    subject: parts.map(([, part]) => part.subject).join(' | '),
    text: parts
      .map(([lang, part], i) => (i === 0 ? '' : 'På svenska:\n\n') + partText(part, lang))
      .join('\n\n----------\n\n'),
    html: parts.map(([lang, part]) => partHtml(part, lang)).join('<hr>'),
  };
}

/**
 * The languages of a municipality's access-code emails: Finnish for a Finnish-speaking one,
 * Swedish for a Swedish-speaking one, both (Finnish first) for a bilingual one.
 */
export function mailLanguages(status: MunicipalityLanguage): Language[] {
  if (status === 'fi') return ['fi'];
  if (status === 'sv') return ['sv'];
  return ['fi', 'sv'];
}

/** The candidate form's address for a code, in a language. */
export function candidateLink(publicUrl: string, code: string, lang: Language): string {
  return `${publicUrl}${lang === 'sv' ? '/sv' : ''}/candidate-submission/${code}`;
}

export interface AccessCodeMailInput {
  to: string;
  code: string;
  publicUrl: string;
  /** The municipality's name in Finnish and in Swedish. */
  names: { name: string; name_sv: string };
  expires: Date;
  /** The answering deadline, or null when none is set. */
  deadline: Date | null;
  languages: Language[];
  /** A reminder ("Muistuta") to a candidate who has not answered yet. */
  reminder?: boolean;
  /** Whom the candidate contacts (the organizer_contact setting); '' for none. */
  contact?: string;
}

function accessCodePart(input: AccessCodeMailInput, lang: Language): Part {
  const href = candidateLink(input.publicUrl, input.code, lang);
  const dates = codeDatesText(lang, input.expires, input.deadline);
  if (lang === 'sv') {
    const name = input.names.name_sv;
    return {
      subject: `${input.reminder ? 'Påminnelse: ' : ''}Kandidatens kod: ${name} – Pensionärernas valkompass`,
      paragraphs: [
        'Hej,',
        input.reminder
          ? `Det här är en påminnelse: du har inte ännu svarat i Pensionärernas valkompass som kandidat (${name}).`
          : `Du har blivit inbjuden att svara i Pensionärernas valkompass som kandidat (${name}).`,
        `Din kod är ${input.code}. ${dates}`,
        'I formuläret fyller du i dina grunduppgifter, ett fotografi (frivilligt) och dina svar på 25 påståenden. Du kan avbryta och fortsätta senare på samma enhet.',
        ...(input.contact ? [`Frågor: ${input.contact}`] : []),
      ],
      link: { href, text: 'Öppna kandidatformuläret' },
    };
  }
  const name = input.names.name;
  return {
    subject: `${input.reminder ? 'Muistutus: ' : ''}Ehdokkaan pääsykoodi: ${name} – Eläkeläisten vaalikone`,
    paragraphs: [
      'Hei,',
      input.reminder
        ? `Muistutamme, että et ole vielä vastannut Eläkeläisten vaalikoneeseen ehdokkaana (${name}).`
        : `Sinut on kutsuttu vastaamaan Eläkeläisten vaalikoneeseen ehdokkaana (${name}).`,
      `Pääsykoodisi on ${input.code}. ${dates}`,
      'Lomakkeella täytetään perustiedot, valokuva (vapaaehtoinen) ja vastaukset 25 väittämään. Voit keskeyttää ja jatkaa myöhemmin samalla laitteella.',
      ...(input.contact ? [`Kysyttävää: ${input.contact}`] : []),
    ],
    link: { href, text: 'Avaa ehdokaslomake' },
  };
}

/** The access code and the form's link, in the municipality's languages. */
export function accessCodeMail(input: AccessCodeMailInput): MailMessage {
  const parts = input.languages.map((lang): [Language, Part] => [
    lang,
    accessCodePart(input, lang),
  ]);
  return {
    ...compose(input.reminder ? 'reminder' : 'access_code', input.to, parts),
    accessCode: input.code,
  };
}

/** Approval or rejection, in the language the candidate filled in the form in. */
export function submissionDecisionMail(
  to: string,
  approved: boolean,
  names: { name: string; name_sv: string },
  notes: string | null,
  lang: Language,
  /**
   * Until when the same code still corrects (the deadline, else the code's expiry; null when
   * that has passed), and whom to contact (organizer_contact; '' for none).
   */
  after: { correctUntil: Date | null; contact: string } = { correctUntil: null, contact: '' },
): MailMessage {
  const until = after.correctUntil ? codeDateTime(lang, after.correctUntil) : null;
  const part: Part =
    lang === 'sv'
      ? approved
        ? {
            subject: 'Dina kandidatuppgifter har godkänts',
            paragraphs: [
              'Hej,',
              `Dina kandidatuppgifter har godkänts i Pensionärernas valkompass (${names.name_sv}). Nu ser väljarna dem.`,
              ...(until
                ? [
                    `Du kan rätta dina uppgifter med samma kod till ${until}. Rättelsen granskas innan väljarna ser den.`,
                  ]
                : []),
              ...(after.contact ? [`Frågor: ${after.contact}`] : []),
            ],
          }
        : {
            subject: 'Dina kandidatuppgifter godkändes inte',
            paragraphs: [
              'Hej,',
              `Dina kandidatuppgifter godkändes inte i Pensionärernas valkompass (${names.name_sv}).`,
              ...(notes ? [`Administratörens motivering: ${notes}`] : []),
              until
                ? `Du kan rätta uppgifterna och skicka dem på nytt med samma kod till ${until}.`
                : 'Om du vill skicka uppgifterna på nytt, be valkompassens administratör om en ny kod.',
              ...(after.contact ? [`Frågor: ${after.contact}`] : []),
            ],
          }
      : approved
        ? {
            subject: 'Ehdokastietosi on hyväksytty',
            paragraphs: [
              'Hei,',
              `Ehdokastietosi on hyväksytty Eläkeläisten vaalikoneeseen (${names.name}). Ne näkyvät nyt äänestäjille.`,
              ...(until
                ? [
                    `Voit korjata tietojasi samalla pääsykoodilla ${until} asti. Korjaus tarkistetaan ennen kuin se näkyy äänestäjille.`,
                  ]
                : []),
              ...(after.contact ? [`Kysyttävää: ${after.contact}`] : []),
            ],
          }
        : {
            subject: 'Ehdokastietojasi ei hyväksytty',
            paragraphs: [
              'Hei,',
              `Ehdokastietojasi ei hyväksytty Eläkeläisten vaalikoneeseen (${names.name}).`,
              ...(notes ? [`Ylläpidon perustelu: ${notes}`] : []),
              until
                ? `Voit korjata tiedot ja lähettää ne uudelleen samalla pääsykoodilla ${until} asti.`
                : 'Jos haluat lähettää tiedot uudelleen, pyydä uusi pääsykoodi vaalikoneen ylläpidolta.',
              ...(after.contact ? [`Kysyttävää: ${after.contact}`] : []),
            ],
          };
  return compose('submission_decision', to, [[lang, part]]);
}
