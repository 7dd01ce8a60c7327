import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { PageLoading } from '#web/components/page-loading';
import { paths } from '#web/paths';
import { useMunicipalityNames } from '../api/municipality-names';
import type { AdminContext, AdminViewer } from '../hooks/use-admin-context';
import { useSessionExpiry } from '../hooks/use-session-expiry';
import { AdminNav } from './admin-nav';
import { DemoModeNotice } from './demo-mode-notice';
import { municipalityNavItems, systemNavItems, type AdminNavItem } from './admin-sections';
import '#web/styles/admin.css';
import { useT } from '#web/i18n/hooks';

interface AdminShellProps {
  viewer: AdminViewer;
  /** Set under /{municipalityId}/admin; the caller has checked the viewer may manage it. */
  municipalityId?: string;
  /** Shown in the top bar, e.g. the "Kirjaudu ulos" button. */
  accountActions: ReactNode;
  refreshViewer: () => Promise<void>;
}

/**
 * The frame of every admin page: a bar saying where you are and who is signed in, the section
 * navigation, and the current section (a nested route) with the AdminContext. Each section brings
 * its own <h1> (see AdminSection), so focus lands on it after a page change.
 *
 * Under /admin a super admin gets the system sections; a municipal admin gets no navigation,
 * only the overview listing their municipalities.
 */
export function AdminShell({
  viewer,
  municipalityId,
  accountActions,
  refreshViewer,
}: AdminShellProps) {
  const t = useT();
  const { nameOf, isPending } = useMunicipalityNames();
  useSessionExpiry(refreshViewer);
  const municipalityName = municipalityId === undefined ? null : nameOf(municipalityId);
  const context: AdminContext = {
    viewer,
    municipalityId: municipalityId ?? null,
    municipalityName,
    nameOf,
    refreshViewer,
  };

  let navItems: AdminNavItem[] | null = null;
  if (municipalityId !== undefined) navItems = municipalityNavItems(municipalityId);
  else if (viewer.isSuperAdmin) navItems = systemNavItems();

  const canLeaveMunicipality =
    municipalityId !== undefined && (viewer.isSuperAdmin || viewer.municipalities.length > 1);
  const backLink = canLeaveMunicipality
    ? {
        to: paths.admin(),
        label: viewer.isSuperAdmin
          ? t('admin.shell.superAdmin')
          : t('admin.shell.allMunicipalities'),
      }
    : null;

  let area = t('admin.area');
  if (municipalityName !== null) area = t('admin.shell.municipality', { name: municipalityName });
  else if (viewer.isSuperAdmin) area = t('admin.shell.superAdmin');

  // Names first, so that headings and titles never flash a bare municipality number.
  if (isPending) return <PageLoading />;
  return (
    <div className="admin-shell">
      <div className="admin-bar">
        <div className="admin-bar__text">
          <p className="admin-bar__area">{area}</p>
          <p className="admin-bar__user">
            {t('admin.shell.signedInAs', { name: viewer.name || viewer.email })}
            {viewer.name && <span className="admin-bar__email"> ({viewer.email})</span>}
          </p>
        </div>
        <div className="admin-bar__actions">{accountActions}</div>
      </div>
      <DemoModeNotice isSuperAdmin={viewer.isSuperAdmin} />
      <div className={navItems ? 'admin-layout admin-layout--with-nav' : 'admin-layout'}>
        {navItems && <AdminNav items={navItems} backLink={backLink} />}
        <div className="admin-content">
          <Outlet context={context} />
        </div>
      </div>
    </div>
  );
}
