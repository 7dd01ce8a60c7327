import { setupI18n, type I18n, type Messages } from '@lingui/core';
import type candidateFi from '../locales/fi/candidate.json';
import type adminFi from '../locales/fi/admin.json';
import type adminSettingsFi from '../locales/fi/admin-settings.json';
import type adminMunicipalitiesFi from '../locales/fi/admin-municipalities.json';
import type adminUsersFi from '../locales/fi/admin-users.json';
import type adminStatisticsFi from '../locales/fi/admin-statistics.json';
import type adminAuditLogFi from '../locales/fi/admin-audit-log.json';
import type adminAccessCodesFi from '../locales/fi/admin-access-codes.json';
import type adminSubmissionsFi from '../locales/fi/admin-submissions.json';
import type adminCandidatesFi from '../locales/fi/admin-candidates.json';
import type adminQuestionsFi from '../locales/fi/admin-questions.json';
import type adminOfficialFi from '../locales/fi/admin-official.json';
import type authFi from '../locales/fi/auth.json';
import type commonFi from '../locales/fi/common.json';
import type compareFi from '../locales/fi/compare.json';
import type homeFi from '../locales/fi/home.json';
import type legalFi from '../locales/fi/legal.json';
import type mapFi from '../locales/fi/map.json';
import type partiesFi from '../locales/fi/parties.json';
import type matchingFi from '../locales/fi/matching.json';
import type resultsFi from '../locales/fi/results.json';
import type searchFi from '../locales/fi/search.json';
import type selkoFi from '../locales/fi/selko.json';
import type voterFi from '../locales/fi/voter.json';
import type { AdminCatalogArea } from '../admin-sections';
import type { Language } from './language';

/**
 * Message catalogs: one JSON file per language and area, src/web/locales/{fi,sv}/{area}.json,
 * ICU MessageFormat, compiled to Lingui's runtime form at build time (scripts/vite-lingui.ts).
 * Each file is its own chunk, loaded when a page of that area opens in that language, so a
 * Finnish voter downloads no Swedish and no admin texts. See docs/i18n.md.
 *
 * The voter's and the candidate's areas, in Finnish and Swedish:
 */
export const TRANSLATED_AREAS = [
  'common',
  'home',
  'voter',
  'results',
  'search',
  'compare',
  'parties',
  'map',
  'matching',
  'candidate',
  'legal',
] as const;

/**
 * The Finnish-only areas: a Finnish file only, and their pages always load Finnish. The voter's
 * plain-language texts (selko, loaded only when chosen), sign-in and setup (auth), the admin
 * shell (admin) and each admin section's areas (ADMIN_SECTIONS in admin-sections.ts). Their
 * loaders are a chunk of their own (finnish-only-loaders.ts). To translate one, add its Swedish
 * file with every key and take it out of the Finnish-only loader globs; see docs/i18n.md.
 */
export type FinnishOnlyArea = 'selko' | 'auth' | 'admin' | AdminCatalogArea;
export type CatalogArea = (typeof TRANSLATED_AREAS)[number] | FinnishOnlyArea;

/** Every message id, from the Finnish catalogs (the key test keeps the Swedish ones equal). */
export type MessageId =
  | keyof typeof commonFi
  | keyof typeof homeFi
  | keyof typeof voterFi
  | keyof typeof resultsFi
  | keyof typeof searchFi
  | keyof typeof compareFi
  | keyof typeof partiesFi
  | keyof typeof mapFi
  | keyof typeof matchingFi
  | keyof typeof candidateFi
  | keyof typeof legalFi
  | keyof typeof selkoFi
  | keyof typeof authFi
  | keyof typeof adminFi
  | keyof typeof adminQuestionsFi
  | keyof typeof adminCandidatesFi
  | keyof typeof adminSubmissionsFi
  | keyof typeof adminAccessCodesFi
  | keyof typeof adminAuditLogFi
  | keyof typeof adminStatisticsFi
  | keyof typeof adminUsersFi
  | keyof typeof adminMunicipalitiesFi
  | keyof typeof adminSettingsFi
  | keyof typeof adminOfficialFi;

type Loaders = Record<string, () => Promise<{ default: Messages }>>;

/**
 * The voter and candidate catalogs. The Finnish-only ones (auth, admin*) have their loaders in a
 * chunk of their own (finnish-only-loaders.ts), so the entry chunk every voter downloads does not
 * grow with the admin's areas.
 */
const loaders: Loaders = import.meta.glob<{ default: Messages }>([
  '../locales/*/*.json',
  '!../locales/*/selko.json',
  '!../locales/*/auth.json',
  '!../locales/*/admin*.json',
]);
const finnishOnlyLoaders = () =>
  import('./finnish-only-loaders').then((module): Loaders => module.loaders);

/** One Lingui instance per language, each activated once; the page language picks one. */
const instances: Record<Language, I18n> = {
  fi: setupI18n({ locale: 'fi', locales: ['fi-FI'], messages: { fi: {} } }),
  sv: setupI18n({ locale: 'sv', locales: ['sv-FI'], messages: { sv: {} } }),
};

const loading = new Map<string, Promise<void>>();

export function i18nFor(language: Language): I18n {
  return instances[language];
}

function loadArea(language: Language, area: CatalogArea): Promise<void> {
  const key = `${language}/${area}`;
  let promise = loading.get(key);
  if (!promise) {
    const file = `../locales/${key}.json`;
    promise = (async () => {
      // Not among the voter's loaders: a Finnish-only area (or no area at all), whose loaders are
      // a chunk of their own.
      const loader = loaders[file] ?? (await finnishOnlyLoaders())[file];
      if (!loader) {
        throw new Error(`No message catalog ${key}`);
      }
      const module = await loader();
      instances[language].load(language, module.default);
    })();
    promise.catch(() => loading.delete(key));
    loading.set(key, promise);
  }
  return promise;
}

/** Loads the common catalog and `areas` of `language` (each only once). */
export async function loadCatalogs(
  language: Language,
  areas: readonly CatalogArea[] = [],
): Promise<void> {
  await Promise.all(['common' as const, ...areas].map((area) => loadArea(language, area)));
}
