import { ADMIN_SECTIONS } from '../admin-sections';
import { TRANSLATED_AREAS, type CatalogArea, type FinnishOnlyArea } from './catalogs';
import type { Language } from './language';

/*
 * Every catalog area as a list, for the catalog tests and the component tests' setup, which load
 * or check them all. The app itself never lists them: a page names the areas it loads, and this
 * file would bring the admin's sections table into the chunk that imported it.
 */

/** The Finnish-only areas (FinnishOnlyArea in catalogs.ts). */
export const FINNISH_ONLY_AREAS: readonly FinnishOnlyArea[] = [
  'selko',
  'auth',
  'admin',
  ...new Set(ADMIN_SECTIONS.flatMap((row) => row.catalog)),
];

export const CATALOG_AREAS: readonly CatalogArea[] = [...TRANSLATED_AREAS, ...FINNISH_ONLY_AREAS];

/** The areas a language has: every area in Finnish, the translated ones in Swedish. */
export const areasIn = (language: Language): readonly CatalogArea[] =>
  language === 'fi' ? CATALOG_AREAS : TRANSLATED_AREAS;
