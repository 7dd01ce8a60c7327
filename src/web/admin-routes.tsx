import type { CatalogArea } from './i18n/catalogs';
import type { AppRoute } from './lib/app-router';
import { lazyPage, page } from './lib/lazy-page';

/*
 * The admin's routes (Finnish only): a chunk of its own, loaded when a URL under /admin or
 * /{municipalityId}/admin opens (router.tsx), so that a voter's entry chunk neither holds this
 * table nor the list of files each section loads.
 */

/** An admin section at `path`, with the texts of its Finnish-only catalog area(s). */
const section = (
  path: string,
  area: CatalogArea | readonly CatalogArea[],
  load: Parameters<typeof lazyPage>[0],
): AppRoute => ({ path, lazy: page('fi', typeof area === 'string' ? [area] : area)(load) });

/** The official list also makes codes, with the code form's texts (admin-access-codes). */
const OFFICIAL_LIST_AREAS: readonly CatalogArea[] = ['admin-official', 'admin-access-codes'];

/** The sections both admin shells end with: statistics and the audit log. */
const statisticsAndLog = (): AppRoute[] => [
  section('tilastot', 'admin-statistics', () => import('./routes/admin/statistics-route')),
  section('loki', 'admin-audit-log', () => import('./routes/admin/audit-log-route')),
];

/** An unknown section inside the admin shell. */
const sectionNotFound = (): AppRoute => ({
  path: '*',
  lazy: lazyPage(() => import('./routes/not-found-route')),
});

/**
 * /admin/*: the admin shell (admin-route) with one lazy chunk per section. The super admin's
 * sections sit inside a layout route that shows "Ei käyttöoikeutta" to anyone else.
 */
const systemAdminSections: AppRoute[] = [
  { index: true, lazy: lazyPage(() => import('./routes/admin/system-overview-route')) },
  {
    lazy: lazyPage(() => import('./routes/admin/super-admin-only-route')),
    children: [
      section(
        'kunnat',
        'admin-municipalities',
        () => import('./routes/admin/municipalities-route'),
      ),
      section(
        'ehdokaslista',
        OFFICIAL_LIST_AREAS,
        () => import('./routes/admin/official-list-route'),
      ),
      section('kayttajat', 'admin-users', () => import('./routes/admin/users-route')),
      section('asetukset', 'admin-settings', () => import('./routes/admin/settings-route')),
      ...statisticsAndLog(),
    ],
  },
  sectionNotFound(),
];

/** /{municipalityId}/admin/*: the same shell for one municipality (the route checks access). */
const municipalityAdminSections: AppRoute[] = [
  { index: true, lazy: lazyPage(() => import('./routes/admin/municipality-overview-route')) },
  section('kysymykset', 'admin-questions', () => import('./routes/admin/questions-admin-route')),
  section('ehdokaslista', OFFICIAL_LIST_AREAS, () => import('./routes/admin/official-list-route')),
  section('ehdokaslista/kirjeet', 'admin-official', () => import('./routes/admin/letters-route')),
  section(
    'ehdokaslista/lomakkeet',
    'admin-official',
    () => import('./routes/admin/questionnaires-route'),
  ),
  section(
    'ehdokaslista/paperilomake/:officialId',
    'admin-official',
    () => import('./routes/admin/paper-entry-route'),
  ),
  section('ehdokkaat', 'admin-candidates', () => import('./routes/admin/candidates-route')),
  section('paasykoodit', 'admin-access-codes', () => import('./routes/admin/access-codes-route')),
  section('hakemukset', 'admin-submissions', () => import('./routes/admin/submissions-route')),
  ...statisticsAndLog(),
  sectionNotFound(),
];

const adminShell = page('fi', ['auth', 'admin']);

/** /admin and its sections. */
export const systemAdminRoutes: AppRoute[] = [
  {
    path: 'admin',
    lazy: adminShell(() => import('./routes/admin-route')),
    children: systemAdminSections,
  },
];

/** /{municipalityId}/admin and its sections. */
export const municipalityAdminRoutes: AppRoute[] = [
  {
    path: ':municipalityId/admin',
    lazy: adminShell(() => import('./routes/municipality-admin-route')),
    children: municipalityAdminSections,
  },
];
