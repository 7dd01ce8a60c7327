import { createBrowserRouter, type RouteObject } from 'react-router';
import { RootErrorBoundary, RouteErrorBoundary } from './components/error-screen';
import { BaseLayout } from './components/layout/base-layout';
import { PageLoading } from './components/page-loading';
import { lazyPage } from './lib/lazy-page';

/**
 * Every page is its own chunk, loaded on first visit. Route patterns follow SPEC.md section 2;
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
          {
            path: 'candidate-submission/:code?',
            lazy: lazyPage(() => import('./routes/candidate-submission-route')),
          },
          { path: 'admin', lazy: lazyPage(() => import('./routes/admin-route')) },
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
