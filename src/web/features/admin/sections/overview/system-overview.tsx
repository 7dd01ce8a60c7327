import { AdminSection } from '../../components/admin-section';
import { systemNavItems } from '../../components/admin-sections';
import { useAdminContext } from '../../hooks/use-admin-context';
import { MunicipalityLinks } from './municipality-links';
import { SectionLinks } from './section-links';

/**
 * /admin. A super admin sees the system sections and every municipality; a municipal admin sees
 * only the municipalities they manage.
 */
export function SystemOverview() {
  const { viewer } = useAdminContext();

  if (!viewer.isSuperAdmin) {
    return (
      <AdminSection
        title="Ylläpito"
        intro={<p>Valitse kunta, jonka vaalikonetta haluat hoitaa.</p>}
      >
        <h2 id="own-municipalities">Omat kuntasi</h2>
        <MunicipalityLinks headingId="own-municipalities" />
      </AdminSection>
    );
  }

  return (
    <AdminSection
      title="Yleiskatsaus"
      intro={
        <p>
          Pääkäyttäjänä hoidat koko vaalikonetta. Kuntakohtaiset asiat, kuten kysymykset, ehdokkaat
          ja pääsykoodit, löytyvät kunkin kunnan omalta ylläpitosivulta.
        </p>
      }
    >
      <h2 id="system-sections">Koko vaalikone</h2>
      <SectionLinks items={systemNavItems().slice(1)} headingId="system-sections" />
      <h2 id="municipality-admin-pages">Kuntien ylläpito</h2>
      <MunicipalityLinks headingId="municipality-admin-pages" />
    </AdminSection>
  );
}
