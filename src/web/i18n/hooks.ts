import type { I18n } from '@lingui/core';
import { createContext, useCallback, useContext } from 'react';
import { pathsIn, type Paths } from '../paths';
import { i18nFor, type MessageId } from './catalogs';
import { DEFAULT_LANGUAGE, LOCALE, type Language } from './language';

interface LanguageState {
  language: Language;
  /** The Lingui instance of `language`, its catalogs loaded by the pages (router.tsx). */
  i18n: I18n;
}

/**
 * The page language, from the URL (LanguageProvider). Without a provider (a component rendered
 * on its own in a test) it is Finnish.
 */
export const LanguageContext = createContext<LanguageState>({
  language: DEFAULT_LANGUAGE,
  i18n: i18nFor(DEFAULT_LANGUAGE),
});

export function useLanguage(): Language {
  return useContext(LanguageContext).language;
}

/** The Intl locale of the page language ("fi-FI", "sv-FI") for dates and numbers. */
export function useLocale(): string {
  return LOCALE[useLanguage()];
}

/** `paths` in the page language: links keep the reader in their language. */
export function usePaths(): Paths {
  return pathsIn(useLanguage());
}

export type MessageValues = Record<string, string | number>;
export type Translate = (id: MessageId, values?: MessageValues) => string;

/**
 * `t(id, values?)`: the message in the page language, e.g. `t('results.count', { count: 3 })`
 * for "{count, plural, one {# ehdokas} other {# ehdokasta}}". Ids are written out in full (the
 * catalog test looks for them in the code).
 */
export function useT(): Translate {
  const { i18n } = useContext(LanguageContext);
  return useCallback((id: MessageId, values?: MessageValues) => i18n._(id, values), [i18n]);
}
