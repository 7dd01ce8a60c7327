import { sectionsOf, type AdminScope } from '#web/admin-sections';
import { paths } from '#web/paths';
import type { MessageId } from '#web/i18n/catalogs';

export interface AdminNavItem {
  label: MessageId;
  to: string;
  /** One line on the overview page about what the section is for. */
  description: MessageId;
  /** Only the exact path marks it current (the overview). */
  end?: boolean;
}

/** The sections of `scope` the navigation lists, from the sections table, linked under `base`. */
function listed(scope: AdminScope, base: string): AdminNavItem[] {
  return sectionsOf(scope).flatMap((row) => {
    const description = row.scope[scope];
    return row.label && description
      ? [{ label: row.label, description, to: `${base}/${row.segment}` }]
      : [];
  });
}

const OVERVIEW = 'admin.overview.title';

/** The super admin's navigation under /admin. */
export function systemNavItems(): AdminNavItem[] {
  return [
    { label: OVERVIEW, to: paths.admin(), description: 'admin.nav.overview.aboutAll', end: true },
    ...listed('system', paths.admin()),
  ];
}

/** A municipality's navigation under /{municipalityId}/admin. */
export function municipalityNavItems(municipalityId: string): AdminNavItem[] {
  const base = paths.municipalityAdmin(municipalityId);
  return [
    { label: OVERVIEW, to: base, description: 'admin.nav.overview.about', end: true },
    ...listed('municipality', base),
  ];
}
