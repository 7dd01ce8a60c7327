import { createBrowserRouter, type RouteObject } from 'react-router';
import { RootErrorBoundary, RouteErrorBoundary } from './components/error-screen';
import { BaseLayout } from './components/layout/base-layout';
import { PageLoading } from './components/page-loading';
import { lazyPage } from './lib/lazy-page';

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
      { path: 'kunnat', lazy: lazyPage(() => import('./routes/admin/municipalities-route')) },
      { path: 'kayttajat', lazy: lazyPage(() => import('./routes/admin/users-route')) },
      { path: 'asetukset', lazy: lazyPage(() => import('./routes/admin/settings-route')) },
      { path: 'tilastot', lazy: lazyPage(() => import('./routes/admin/statistics-route')) },
      { path: 'loki', lazy: lazyPage(() => import('./routes/admin/audit-log-route')) },
    ],
  },
  sectionNotFound(),
];

/** /{municipalityId}/admin/*: the same shell for one municipality (the route checks access). */
const municipalityAdminSections: RouteObject[] = [
  { index: true, lazy: lazyPage(() => import('./routes/admin/municipality-overview-route')) },
  { path: 'kysymykset', lazy: lazyPage(() => import('./routes/admin/questions-admin-route')) },
  { path: 'ehdokkaat', lazy: lazyPage(() => import('./routes/admin/candidates-route')) },
  { path: 'paasykoodit', lazy: lazyPage(() => import('./routes/admin/access-codes-route')) },
  { path: 'hakemukset', lazy: lazyPage(() => import('./routes/admin/submissions-route')) },
  { path: 'tilastot', lazy: lazyPage(() => import('./routes/admin/statistics-route')) },
  { path: 'loki', lazy: lazyPage(() => import('./routes/admin/audit-log-route')) },
  sectionNotFound(),
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
          { index: true, lazy: lazyPage(() => import('./routes/home-route')) },
          { path: 'login/*', lazy: lazyPage(() => import('./routes/login-route')) },
          { path: 'tietosuoja', lazy: lazyPage(() => import('./routes/privacy-route')) },
          { path: 'saavutettavuus', lazy: lazyPage(() => import('./routes/accessibility-route')) },
          { path: 'asennus', lazy: lazyPage(() => import('./routes/setup-route')) },
          {
            path: 'candidate-submission/:code?',
            lazy: lazyPage(() => import('./routes/candidate-submission-route')),
          },
          {
            path: 'admin',
            lazy: lazyPage(() => import('./routes/admin-route')),
            children: systemAdminSections,
          },
          { path: ':municipalityId', lazy: lazyPage(() => import('./routes/municipality-route')) },
          {
            path: ':municipalityId/kysymykset',
            lazy: lazyPage(() => import('./routes/questions-route')),
          },
          {
            path: ':municipalityId/tulokset',
            lazy: lazyPage(() => import('./routes/results-route')),
          },
          {
            path: ':municipalityId/admin',
            lazy: lazyPage(() => import('./routes/municipality-admin-route')),
            children: municipalityAdminSections,
          },
          { path: '*', lazy: lazyPage(() => import('./routes/not-found-route')) },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
