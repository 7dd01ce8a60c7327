import fi from 'hyphen/fi/index.js';
import sv from 'hyphen/sv/index.js';
import type { Language } from '#core/language';

/**
 * Finnish display text with soft hyphens (U+00AD) at syllable boundaries, from the Finnish
 * TeX hyphenation patterns (the `hyphen` package). Browsers draw a hyphen only where a line
 * actually breaks and screen readers skip the character, so "Terveyskeskuksessa" breaks as
 * "Terveys-" / "keskuksessa" at 320 px with the largest text instead of in mid-syllable.
 * Chromium has no Finnish dictionary for `hyphens: auto`, so this is done on the server.
 * Words shorter than 8 letters are left alone: they fit on any line.
 */
export function hyphenateFi(text: string): string {
  return hyphenate(text, 'fi');
}

/**
 * As hyphenateFi, in the text's own language: Swedish texts with the Swedish patterns (Swedish
 * compounds such as "närståendevårdarna" are as long as Finnish ones).
 */
export function hyphenate(text: string, lang: Language): string {
  const key = lang === 'fi' ? text : `sv\u0000${text}`;
  const cached = cache.get(key);
  if (cached !== undefined) return cached;
  const result = (lang === 'fi' ? fi : sv).hyphenateSync(text, {
    hyphenChar: SOFT_HYPHEN,
    minWordLength: 8,
  });
  // The statements are few (25 defaults and each municipality's own texts): a small cache
  // spares the work on every request; it is emptied when it grows past any real need.
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(key, result);
  return result;
}

export const SOFT_HYPHEN = '\u00ad';
const CACHE_LIMIT = 5000;
const cache = new Map<string, string>();
