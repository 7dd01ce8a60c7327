import { AdminSection } from '../../components/admin-section';
import { systemNavItems } from '../../components/admin-sections';
import { useAdminContext } from '../../hooks/use-admin-context';
import { MunicipalityLinks } from './municipality-links';
import { ProgressTable } from './progress-table';
import { SectionLinks } from './section-links';
import { useT } from '#web/i18n/hooks';

function Progress() {
  const t = useT();
  return (
    <>
      <h2>{t('admin.progress.heading')}</h2>
      <p>{t('admin.progress.intro')}</p>
      <ProgressTable />
    </>
  );
}

/**
 * /admin. A super admin sees the system sections and every municipality; a municipal admin sees
 * only the municipalities they manage.
 */
export function SystemOverview() {
  const t = useT();
  const { viewer } = useAdminContext();

  if (!viewer.isSuperAdmin) {
    return (
      <AdminSection title={t('admin.area')} intro={<p>{t('admin.overview.chooseMunicipality')}</p>}>
        <h2 id="own-municipalities">{t('admin.overview.ownMunicipalities')}</h2>
        <MunicipalityLinks headingId="own-municipalities" />
        <Progress />
      </AdminSection>
    );
  }

  return (
    <AdminSection
      title={t('admin.overview.title')}
      intro={<p>{t('admin.overview.systemIntro')}</p>}
    >
      <h2 id="system-sections">{t('admin.overview.systemSections')}</h2>
      <SectionLinks items={systemNavItems().slice(1)} headingId="system-sections" />
      <h2 id="municipality-admin-pages">{t('admin.overview.municipalityPages')}</h2>
      <MunicipalityLinks headingId="municipality-admin-pages" />
      <Progress />
      <h2 id="backup">{t('admin.overview.backupTitle')}</h2>
      <p>{t('admin.overview.backupIntro')}</p>
      {/* A plain download: the server streams the file (GET /api/admin/backup, super admins). */}
      <p>
        <a className="button" href="/api/admin/backup" download>
          {t('admin.overview.backupDownload')}
        </a>
      </p>
    </AdminSection>
  );
}
