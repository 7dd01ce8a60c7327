/**
 * The languages the voter and candidate sides speak: Finnish (the default) and Swedish. The
 * admin pages are Finnish only.
 */
export const LANGUAGES = ['fi', 'sv'] as const;
export type Language = (typeof LANGUAGES)[number];

export function isLanguage(value: unknown): value is Language {
  return value === 'fi' || value === 'sv';
}

/** A text in the language asked for, and the language it is actually in. */
export interface LocalizedText {
  text: string;
  lang: Language;
}

let source: () => Language = () => 'fi';

/**
 * Where the language of validation messages comes from: Finnish unless set. The server sets it
 * to the language of the request being handled, a web page to the language it shows.
 */
export function setMessageLanguageSource(languageNow: () => Language): void {
  source = languageNow;
}

/**
 * A schema message in both languages, for zod's `error` option: zod asks for it when the issue
 * arises, so it comes in the language of that moment.
 */
export function bilingual(fi: string, sv: string): () => string {
  return () => (source() === 'sv' ? sv : fi);
}

/** The text of a bilingual message, now. */
export function inMessageLanguage(fi: string, sv: string): string {
  return source() === 'sv' ? sv : fi;
}
