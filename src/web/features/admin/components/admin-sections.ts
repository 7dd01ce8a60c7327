import { paths, type MunicipalityAdminSection, type SystemAdminSection } from '#web/paths';

export interface AdminNavItem {
  label: string;
  to: string;
  /** One line on the overview page about what the section is for. */
  description: string;
  /** Only the exact path marks it current (the overview). */
  end?: boolean;
}

const SYSTEM: Record<SystemAdminSection, { label: string; description: string }> = {
  kunnat: {
    label: 'Kunnat',
    description: 'Lisää ja poista mukana olevia kuntia, piilota kunta tai anna sille oma nimi.',
  },
  kayttajat: {
    label: 'Käyttäjät',
    description: 'Kutsu ylläpitäjiä ja muuta heidän oikeuksiaan.',
  },
  asetukset: {
    label: 'Asetukset',
    description: 'Esittelytila, vaalien nimi ja päivä sekä tietosuojan yhteystiedot.',
  },
  tilastot: { label: 'Tilastot', description: 'Käynnit ja tulokset kaikista kunnista.' },
  loki: { label: 'Muutosloki', description: 'Kuka muutti mitä ja milloin.' },
};

const MUNICIPALITY: Record<MunicipalityAdminSection, { label: string; description: string }> = {
  kysymykset: {
    label: 'Kysymykset',
    description: 'Kysymysten painotukset ja kunnan omat kysymystekstit.',
  },
  ehdokkaat: { label: 'Ehdokkaat', description: 'Ehdokkaiden tiedot: muokkaus ja poisto.' },
  paasykoodit: {
    label: 'Pääsykoodit',
    description: 'Luo ehdokkaille pääsykoodeja ja lähetä ne sähköpostilla.',
  },
  hakemukset: {
    label: 'Hakemukset',
    description: 'Ehdokkaiden lähettämät tiedot: hyväksy tai hylkää.',
  },
  tilastot: { label: 'Tilastot', description: 'Kunnan käynnit ja tulokset.' },
  loki: { label: 'Muutosloki', description: 'Kunnan tietoihin tehdyt muutokset.' },
};

const OVERVIEW = 'Yleiskatsaus';

/** The super admin's navigation under /admin. */
export function systemNavItems(): AdminNavItem[] {
  return [
    { label: OVERVIEW, to: paths.admin(), description: 'Ylläpidon etusivu.', end: true },
    ...(Object.keys(SYSTEM) as SystemAdminSection[]).map((section) => ({
      ...SYSTEM[section],
      to: paths.adminSection(section),
    })),
  ];
}

/** A municipality's navigation under /{municipalityId}/admin. */
export function municipalityNavItems(municipalityId: string): AdminNavItem[] {
  return [
    {
      label: OVERVIEW,
      to: paths.municipalityAdmin(municipalityId),
      description: 'Kunnan ylläpidon etusivu.',
      end: true,
    },
    ...(Object.keys(MUNICIPALITY) as MunicipalityAdminSection[]).map((section) => ({
      ...MUNICIPALITY[section],
      to: paths.municipalityAdminSection(municipalityId, section),
    })),
  ];
}
