import type { MessageId } from './i18n/catalogs';
import type { lazyPage } from './lib/lazy-page';

/*
 * The admin's sections, one row each: the URL segment, which admin it belongs to, the navigation
 * label, the message catalog areas its page loads (Finnish only) and its lazy route module. This
 * one table feeds the routes (admin-routes.tsx), the navigation and overview links
 * (features/admin/components/admin-sections.ts), the section types of `paths` (paths.ts) and the
 * catalog areas (i18n/catalogs.ts). A new admin page is its own folder and one row here
 * (docs/contributing.md).
 *
 * Only the admin's chunks import this at run time: its loaders must not reach a voter's entry
 * chunk (paths.ts and catalogs.ts take types from it).
 */

interface AdminSectionRow {
  /** The path under /admin or /{municipalityId}/admin. */
  segment: string;
  /**
   * The admin(s) the section belongs to: the super admin's (`system`) and a municipality's, each
   * with the one line the overview page says about it there (`null`: a page the navigation does
   * not list, reached from its section).
   */
  scope: { system?: MessageId | null; municipality?: MessageId | null };
  /** The navigation label (none for a page the navigation does not list). */
  label?: MessageId;
  /** Its Finnish-only catalog areas (src/web/locales/fi/{area}.json), loaded with the page. */
  catalog: readonly string[];
  load: Parameters<typeof lazyPage>[0];
}

export const ADMIN_SECTIONS = [
  {
    segment: 'kysymykset',
    scope: { municipality: 'admin.nav.questions.about' },
    label: 'admin.nav.questions',
    catalog: ['admin-questions'],
    load: () => import('./routes/admin/questions-admin-route'),
  },
  {
    segment: 'kunnat',
    scope: { system: 'admin.nav.municipalities.about' },
    label: 'admin.nav.municipalities',
    catalog: ['admin-municipalities'],
    load: () => import('./routes/admin/municipalities-route'),
  },
  {
    segment: 'ehdokaslista',
    scope: {
      system: 'admin.nav.officialList.aboutAll',
      municipality: 'admin.nav.officialList.about',
    },
    label: 'admin.nav.officialList',
    // The official list also makes codes, with the code form's texts.
    catalog: ['admin-official', 'admin-access-codes'],
    load: () => import('./routes/admin/official-list-route'),
  },
  {
    segment: 'ehdokaslista/kirjeet',
    scope: { municipality: null },
    catalog: ['admin-official'],
    load: () => import('./routes/admin/letters-route'),
  },
  {
    segment: 'ehdokaslista/lomakkeet',
    scope: { municipality: null },
    catalog: ['admin-official'],
    load: () => import('./routes/admin/questionnaires-route'),
  },
  {
    segment: 'ehdokaslista/paperilomake/:officialId',
    scope: { municipality: null },
    catalog: ['admin-official'],
    load: () => import('./routes/admin/paper-entry-route'),
  },
  {
    segment: 'kayttajat',
    scope: { system: 'admin.nav.users.about' },
    label: 'admin.nav.users',
    catalog: ['admin-users'],
    load: () => import('./routes/admin/users-route'),
  },
  {
    segment: 'asetukset',
    scope: { system: 'admin.nav.settings.about' },
    label: 'admin.nav.settings',
    catalog: ['admin-settings'],
    load: () => import('./routes/admin/settings-route'),
  },
  {
    segment: 'ehdokkaat',
    scope: { municipality: 'admin.nav.candidates.about' },
    label: 'admin.nav.candidates',
    catalog: ['admin-candidates'],
    load: () => import('./routes/admin/candidates-route'),
  },
  {
    segment: 'paasykoodit',
    scope: { municipality: 'admin.nav.accessCodes.about' },
    label: 'admin.nav.accessCodes',
    catalog: ['admin-access-codes'],
    load: () => import('./routes/admin/access-codes-route'),
  },
  {
    segment: 'hakemukset',
    scope: { municipality: 'admin.nav.submissions.about' },
    label: 'admin.nav.submissions',
    catalog: ['admin-submissions'],
    load: () => import('./routes/admin/submissions-route'),
  },
  {
    segment: 'tilastot',
    scope: {
      system: 'admin.nav.statistics.aboutAll',
      municipality: 'admin.nav.statistics.about',
    },
    label: 'admin.nav.statistics',
    catalog: ['admin-statistics'],
    load: () => import('./routes/admin/statistics-route'),
  },
  {
    segment: 'loki',
    scope: { system: 'admin.nav.auditLog.aboutAll', municipality: 'admin.nav.auditLog.about' },
    label: 'admin.nav.auditLog',
    catalog: ['admin-audit-log'],
    load: () => import('./routes/admin/audit-log-route'),
  },
] as const satisfies readonly AdminSectionRow[];

export type AdminScope = 'system' | 'municipality';
type Row = (typeof ADMIN_SECTIONS)[number];
/** The sections of `scope` that the navigation lists (and `paths` links to). */
type ListedIn<Scope extends AdminScope> = Extract<Row, { scope: Record<Scope, MessageId> }>;

export type SystemAdminSection = ListedIn<'system'>['segment'];
export type MunicipalityAdminSection = ListedIn<'municipality'>['segment'];
/** The admin's catalog areas (CatalogArea in i18n/catalogs.ts). */
export type AdminCatalogArea = Row['catalog'][number];

/** The rows of `scope`, in table order (the navigation's order). */
export const sectionsOf = (scope: AdminScope) =>
  ADMIN_SECTIONS.filter((row) => scope in row.scope) as readonly AdminSectionRow[];
