import type { Language } from '../i18n/language';

interface Named {
  name: string;
  name_sv?: string | null;
}

/** The municipality's name in the page language: the Swedish one where it has one. */
export function municipalityName(municipality: Named, language: Language): string {
  return language === 'sv' && municipality.name_sv ? municipality.name_sv : municipality.name;
}
