import type { Language } from '../i18n/language';

interface Named {
  name: string;
  name_sv?: string | null;
}

/** The municipality's name in the page language: the Swedish one where it has one. */
export function municipalityName(municipality: Named, language: Language): string {
  return language === 'sv' && municipality.name_sv ? municipality.name_sv : municipality.name;
}

interface WithLanguageStatus {
  /** Official language status: fi, sv, or bilingual with the majority language first. */
  language?: 'fi' | 'fi-sv' | 'sv' | 'sv-fi';
}

/**
 * The language a link to the municipality opens in: Swedish for a Swedish-speaking one (its
 * voters read Swedish), otherwise the page language.
 */
export function municipalityLinkLanguage(
  municipality: WithLanguageStatus,
  language: Language,
): Language {
  return municipality.language === 'sv' ? 'sv' : language;
}

/** A bilingual municipality's intro page offers the other language too. */
export function isBilingual(municipality: WithLanguageStatus): boolean {
  return municipality.language === 'fi-sv' || municipality.language === 'sv-fi';
}
