import { sectionsOf, type AdminScope } from './admin-sections';
import type { CatalogArea } from './i18n/catalogs';
import type { AppRoute } from './lib/app-router';
import { lazyPage, page } from './lib/lazy-page';

/*
 * The admin's routes (Finnish only), made from the sections table (admin-sections.ts): a chunk of
 * its own, loaded when a URL under /admin or /{municipalityId}/admin opens (router.tsx), so that
 * a voter's entry chunk holds neither the table nor the list of files each section loads.
 */

/** Each section of `scope` at its segment, with its Finnish-only catalog areas. */
const sections = (scope: AdminScope): AppRoute[] =>
  sectionsOf(scope).map((row) => ({
    path: row.segment,
    lazy: page('fi', row.catalog as readonly CatalogArea[])(row.load),
  }));

/** An unknown section inside the admin shell. */
const sectionNotFound = (): AppRoute => ({
  path: '*',
  lazy: lazyPage(() => import('./routes/not-found-route')),
});

const adminShell = page('fi', ['auth', 'admin']);

/**
 * /admin and its sections: the admin shell (admin-route) with one lazy chunk per section. The
 * super admin's sections sit inside a layout route that shows "Ei käyttöoikeutta" to anyone else.
 */
export const systemAdminRoutes: AppRoute[] = [
  {
    path: 'admin',
    lazy: adminShell(() => import('./routes/admin-route')),
    children: [
      { index: true, lazy: lazyPage(() => import('./routes/admin/system-overview-route')) },
      {
        lazy: lazyPage(() => import('./routes/admin/super-admin-only-route')),
        children: sections('system'),
      },
      sectionNotFound(),
    ],
  },
];

/** /{municipalityId}/admin and its sections: the same shell (the route checks access). */
export const municipalityAdminRoutes: AppRoute[] = [
  {
    path: ':municipalityId/admin',
    lazy: adminShell(() => import('./routes/municipality-admin-route')),
    children: [
      { index: true, lazy: lazyPage(() => import('./routes/admin/municipality-overview-route')) },
      ...sections('municipality'),
      sectionNotFound(),
    ],
  },
];
