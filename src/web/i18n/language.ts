/**
 * The page language. Finnish is the default and its URLs have no prefix ("/091/kysymykset");
 * Swedish pages are the same paths under "/sv" ("/sv/091/kysymykset"). The path segments stay
 * Finnish in both languages (docs/decisions/0028-web-i18n-with-lingui.md).
 */

export const LANGUAGES = ['fi', 'sv'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'fi';

const SV_PREFIX = '/sv';

export function isLanguage(value: unknown): value is Language {
  return value === 'fi' || value === 'sv';
}

/** The language of an app path: "/sv" and "/sv/…" are Swedish, everything else Finnish. */
export function languageOfPath(pathname: string): Language {
  return pathname === SV_PREFIX || pathname.startsWith(`${SV_PREFIX}/`) ? 'sv' : 'fi';
}

/** The path without its language prefix: "/sv/091" → "/091", "/sv" → "/". */
export function withoutLanguage(pathname: string): string {
  if (languageOfPath(pathname) === 'fi') return pathname;
  const rest = pathname.slice(SV_PREFIX.length);
  return rest === '' ? '/' : rest;
}

/**
 * An unprefixed app URL (path, optional query and hash) in `language`:
 * "/091/tulokset?nakyma=puolueet" → "/sv/091/tulokset?nakyma=puolueet", "/" → "/sv".
 */
export function withLanguage(url: string, language: Language): string {
  if (language === 'fi') return url;
  if (url === '/' || url.startsWith('/?') || url.startsWith('/#'))
    return `${SV_PREFIX}${url.slice(1)}`;
  return `${SV_PREFIX}${url}`;
}

/** `<html lang>` and Intl locale of each language (Finland-Swedish for Swedish). */
export const LOCALE: Record<Language, string> = { fi: 'fi-FI', sv: 'sv-FI' };
