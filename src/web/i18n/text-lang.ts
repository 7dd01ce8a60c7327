import { isLanguage, type Language } from './language';

/**
 * The `lang` attribute for a text from the API when it is not in the page language. A Swedish
 * answer marks each translated field with `<field>_lang` ("fi" where no Swedish text exists);
 * without the marker the text is taken to be in the page language.
 *
 * `<p lang={textLang(question, 'text', language)}>{question.text}</p>`
 */
export function textLang(record: object, field: string, language: Language): Language | undefined {
  const marker: unknown = (record as Record<string, unknown>)[`${field}_lang`];
  return isLanguage(marker) && marker !== language ? marker : undefined;
}

/** The same for a whole record whose texts are in one known language (a candidate's `language`). */
export function otherLanguage(value: unknown, language: Language): Language | undefined {
  return isLanguage(value) && value !== language ? value : undefined;
}
