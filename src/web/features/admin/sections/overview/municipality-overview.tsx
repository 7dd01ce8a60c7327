import { AdminSection } from '../../components/admin-section';
import { municipalityNavItems } from '../../components/admin-sections';
import { useAdminContext } from '../../hooks/use-admin-context';
import { MunicipalityLinks } from './municipality-links';
import { SectionLinks } from './section-links';

/** /{municipalityId}/admin: the municipality's sections; other municipalities if there are any. */
export function MunicipalityOverview() {
  const { viewer, municipalityId } = useAdminContext();
  if (municipalityId === null) return null;
  const hasOthers = !viewer.isSuperAdmin && viewer.municipalities.length > 1;

  return (
    <AdminSection
      title="Yleiskatsaus"
      intro={<p>Täällä hoidat kunnan vaalikonetta: kysymyksiä, ehdokkaita ja pääsykoodeja.</p>}
    >
      <h2 id="municipality-sections">Kunnan ylläpito</h2>
      <SectionLinks
        items={municipalityNavItems(municipalityId).slice(1)}
        headingId="municipality-sections"
      />
      {hasOthers && (
        <>
          <h2 id="own-municipalities">Omat kuntasi</h2>
          <MunicipalityLinks headingId="own-municipalities" />
        </>
      )}
    </AdminSection>
  );
}
