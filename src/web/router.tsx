import { createBrowserRouter, type RouteObject } from 'react-router';
import { RootErrorBoundary, RouteErrorBoundary } from './components/error-screen';
import { BaseLayout } from './components/layout/base-layout';
import { PageLoading } from './components/page-loading';
import type { CatalogArea } from './i18n/catalogs';
import type { Language } from './i18n/language';
import { lazyPage } from './lib/lazy-page';

/** A page in `language`: its code and its message catalogs load together (i18n/catalogs.ts). */
const page =
  (language: Language, areas: readonly CatalogArea[] = []) =>
  (load: Parameters<typeof lazyPage>[0]) =>
    lazyPage(load, { language, areas });

/** An admin section at `path`, with the texts of its Finnish-only catalog area(s). */
const section = (
  path: string,
  area: CatalogArea | readonly CatalogArea[],
  load: Parameters<typeof lazyPage>[0],
): RouteObject => ({ path, lazy: page('fi', typeof area === 'string' ? [area] : area)(load) });

/** The official list also makes codes, with the code form's texts (admin-access-codes). */
const OFFICIAL_LIST_AREAS: readonly CatalogArea[] = ['admin-official', 'admin-access-codes'];

/** The sections both admin shells end with: statistics and the audit log. */
const statisticsAndLog = (): RouteObject[] => [
  section('tilastot', 'admin-statistics', () => import('./routes/admin/statistics-route')),
  section('loki', 'admin-audit-log', () => import('./routes/admin/audit-log-route')),
];

/** An unknown section inside the admin shell. */
const sectionNotFound = (): RouteObject => ({
  path: '*',
  lazy: lazyPage(() => import('./routes/not-found-route')),
});

/**
 * /admin/*: the admin shell (admin-route) with one lazy chunk per section. The super admin's
 * sections sit inside a layout route that shows "Ei käyttöoikeutta" to anyone else.
 */
const systemAdminSections: RouteObject[] = [
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
const municipalityAdminSections: RouteObject[] = [
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

/**
 * The pages a voter or a candidate sees, in Finnish at "/…" and in Swedish under "/sv/…" with
 * the same path segments (docs/decisions/0028-web-i18n-with-lingui.md).
 */
function publicPages(language: Language): RouteObject[] {
  const common = page(language);
  const voter = page(language, ['voter']);
  const results = page(language, ['results']);
  const legal = page(language, ['legal']);
  return [
    { index: true, lazy: page(language, ['home'])(() => import('./routes/home-route')) },
    { path: 'tietosuoja', lazy: legal(() => import('./routes/privacy-route')) },
    { path: 'saavutettavuus', lazy: legal(() => import('./routes/accessibility-route')) },
    {
      path: 'moderointiperiaatteet',
      lazy: legal(() => import('./routes/moderation-policy-route')),
    },
    {
      path: 'candidate-submission/:code?',
      lazy: page(language, ['candidate'])(() => import('./routes/candidate-submission-route')),
    },
    { path: ':municipalityId', lazy: voter(() => import('./routes/municipality-route')) },
    { path: ':municipalityId/kysymykset', lazy: voter(() => import('./routes/questions-route')) },
    { path: ':municipalityId/tarkista', lazy: voter(() => import('./routes/review-route')) },
    { path: ':municipalityId/tulokset', lazy: results(() => import('./routes/results-route')) },
    {
      path: ':municipalityId/vertailu',
      lazy: page(language, ['results', 'compare'])(() => import('./routes/compare-route')),
    },
    {
      path: ':municipalityId/kartta',
      lazy: page(language, ['map'])(() => import('./routes/value-map-route')),
    },
    { path: '*', lazy: common(() => import('./routes/not-found-route')) },
  ];
}

/**
 * Sign-in, setup and the admin pages: Finnish only for now, from the Finnish-only catalog areas
 * (FINNISH_ONLY_AREAS in i18n/catalogs.ts, docs/i18n.md).
 */
const signIn = page('fi', ['auth']);
const adminShell = page('fi', ['auth', 'admin']);
const finnishOnlyPages: RouteObject[] = [
  { path: 'login/*', lazy: signIn(() => import('./routes/login-route')) },
  { path: 'asennus', lazy: signIn(() => import('./routes/setup-route')) },
  {
    path: 'admin',
    lazy: adminShell(() => import('./routes/admin-route')),
    children: systemAdminSections,
  },
  {
    path: ':municipalityId/admin',
    lazy: adminShell(() => import('./routes/municipality-admin-route')),
    children: municipalityAdminSections,
  },
];

/**
 * Every page is its own chunk, loaded on first visit. Route patterns are listed in docs/product.md;
 * build links with `paths` (paths.ts).
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: BaseLayout,
    errorElement: <RootErrorBoundary />,
    children: [
      {
        // Pathless: errors and the first page load show inside the layout, header still usable.
        id: 'pages',
        errorElement: <RouteErrorBoundary />,
        hydrateFallbackElement: <PageLoading />,
        children: [
          ...finnishOnlyPages,
          ...publicPages('fi'),
          { path: 'sv', children: publicPages('sv') },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
