import { RootErrorBoundary, RouteErrorBoundary } from './components/error-screen';
import { BaseLayout } from './components/layout/base-layout';
import { PageLoading } from './components/page-loading';
import type { Language } from './i18n/language';
import { createAppRouter as createRouter, type AppRoute } from './lib/app-router';
import { page } from './lib/lazy-page';

/**
 * The pages a voter or a candidate sees, in Finnish at "/…" and in Swedish under "/sv/…" with
 * the same path segments (docs/decisions/0028-web-i18n-with-lingui.md).
 */
function publicPages(language: Language): AppRoute[] {
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
 * (FinnishOnlyArea in i18n/catalogs.ts, docs/i18n.md).
 */
const signIn = page('fi', ['auth']);
const finnishOnlyPages: AppRoute[] = [
  { path: 'login/*', lazy: signIn(() => import('./routes/login-route')) },
  { path: 'asennus', lazy: signIn(() => import('./routes/setup-route')) },
  // The admin's route table is a chunk of its own (admin-routes.tsx), loaded with the admin.
  { path: 'admin/*', routes: () => import('./admin-routes').then((m) => m.systemAdminRoutes) },
  {
    path: ':municipalityId/admin/*',
    routes: () => import('./admin-routes').then((m) => m.municipalityAdminRoutes),
  },
];

/**
 * Every page is its own chunk, loaded on first visit. Route patterns are listed in docs/product.md;
 * build links with `paths` (paths.ts).
 */
export const routes: AppRoute[] = [
  {
    Component: BaseLayout,
    errorElement: <RootErrorBoundary />,
    children: [
      {
        // Pathless: errors and the first page load show inside the layout, header still usable.
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
  return createRouter(routes);
}
