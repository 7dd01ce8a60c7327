import { AdminSection } from '../../components/admin-section';
import { municipalityNavItems } from '../../components/admin-sections';
import { useAdminContext } from '../../hooks/use-admin-context';
import { MunicipalityLinks } from './municipality-links';
import { ProgressTable } from './progress-table';
import { SectionLinks } from './section-links';
import { useT } from '#web/i18n/hooks';

/** /{municipalityId}/admin: the municipality's sections; other municipalities if there are any. */
export function MunicipalityOverview() {
  const t = useT();
  const { viewer, municipalityId } = useAdminContext();
  if (municipalityId === null) return null;
  const hasOthers = !viewer.isSuperAdmin && viewer.municipalities.length > 1;

  return (
    <AdminSection
      title={t('admin.overview.title')}
      intro={<p>{t('admin.overview.municipalityIntro')}</p>}
    >
      <h2 id="municipality-sections">{t('admin.overview.municipalitySections')}</h2>
      <SectionLinks
        items={municipalityNavItems(municipalityId).slice(1)}
        headingId="municipality-sections"
      />
      <h2>{t('admin.progress.headingOne')}</h2>
      <ProgressTable municipalityId={municipalityId} />
      {hasOthers && (
        <>
          <h2 id="own-municipalities">{t('admin.overview.ownMunicipalities')}</h2>
          <MunicipalityLinks headingId="own-municipalities" />
        </>
      )}
    </AdminSection>
  );
}
