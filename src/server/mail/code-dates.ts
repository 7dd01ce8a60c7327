import type { Language } from '#core/language';

// The one sentence about dates that every text to a candidate (code email, reminder, letter)
// gives, saying what the code really does (src/server/shared/domain/access-codes.ts, answeringMode):
// the first answers until the code expires, never after the answering deadline; corrections with
// the same code until the deadline, or with no deadline until the code expires.

const format = (lang: Language, date: Date, time: boolean) =>
  new Intl.DateTimeFormat(lang === 'sv' ? 'sv-FI' : 'fi-FI', {
    timeZone: 'Europe/Helsinki',
    dateStyle: 'long',
    ...(time ? { timeStyle: 'short' as const } : {}),
  }).format(date);

/** A date and time as the candidate's texts give it ("5. joulukuuta 2026 klo 16.00"). */
export const codeDateTime = (lang: Language, date: Date) => format(lang, date, true);

/**
 * One date where one matters: the deadline when the code lasts until then; the code's expiry
 * when there is no deadline; both only when the code expires before the deadline.
 */
export function codeDatesText(lang: Language, expires: Date, deadline: Date | null): string {
  if (lang === 'sv') {
    if (deadline && expires >= deadline) {
      return `Svara senast ${format('sv', deadline, true)}. Du kan rätta dina svar med samma kod fram till dess.`;
    }
    if (deadline) {
      return `Koden gäller till ${format('sv', expires, true)}: skicka dina svar senast då. Därefter kan du rätta dem med samma kod till ${format('sv', deadline, true)}.`;
    }
    return `Koden gäller till ${format('sv', expires, true)}. Du kan skicka och rätta dina svar med samma kod fram till dess.`;
  }
  if (deadline && expires >= deadline) {
    return `Vastaa viimeistään ${format('fi', deadline, true)}. Voit korjata vastauksiasi samalla koodilla siihen asti.`;
  }
  if (deadline) {
    return `Koodi on voimassa ${format('fi', expires, true)} asti: lähetä vastauksesi siihen mennessä. Sen jälkeen voit korjata niitä samalla koodilla ${format('fi', deadline, true)} asti.`;
  }
  return `Koodi on voimassa ${format('fi', expires, true)} asti. Voit lähettää ja korjata vastauksiasi samalla koodilla siihen asti.`;
}
