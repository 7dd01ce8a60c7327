import { paths, type MunicipalityAdminSection, type SystemAdminSection } from '#web/paths';
import type { MessageId } from '#web/i18n/catalogs';

export interface AdminNavItem {
  label: MessageId;
  to: string;
  /** One line on the overview page about what the section is for. */
  description: MessageId;
  /** Only the exact path marks it current (the overview). */
  end?: boolean;
}

type SectionTexts = Pick<AdminNavItem, 'label' | 'description'>;

const SYSTEM: Record<SystemAdminSection, SectionTexts> = {
  kunnat: { label: 'admin.nav.municipalities', description: 'admin.nav.municipalities.about' },
  ehdokaslista: { label: 'admin.nav.officialList', description: 'admin.nav.officialList.aboutAll' },
  kayttajat: { label: 'admin.nav.users', description: 'admin.nav.users.about' },
  asetukset: { label: 'admin.nav.settings', description: 'admin.nav.settings.about' },
  tilastot: { label: 'admin.nav.statistics', description: 'admin.nav.statistics.aboutAll' },
  loki: { label: 'admin.nav.auditLog', description: 'admin.nav.auditLog.aboutAll' },
};

const MUNICIPALITY: Record<MunicipalityAdminSection, SectionTexts> = {
  kysymykset: { label: 'admin.nav.questions', description: 'admin.nav.questions.about' },
  ehdokaslista: { label: 'admin.nav.officialList', description: 'admin.nav.officialList.about' },
  ehdokkaat: { label: 'admin.nav.candidates', description: 'admin.nav.candidates.about' },
  paasykoodit: { label: 'admin.nav.accessCodes', description: 'admin.nav.accessCodes.about' },
  hakemukset: { label: 'admin.nav.submissions', description: 'admin.nav.submissions.about' },
  tilastot: { label: 'admin.nav.statistics', description: 'admin.nav.statistics.about' },
  loki: { label: 'admin.nav.auditLog', description: 'admin.nav.auditLog.about' },
};

const OVERVIEW = 'admin.overview.title';

/** The super admin's navigation under /admin. */
export function systemNavItems(): AdminNavItem[] {
  return [
    { label: OVERVIEW, to: paths.admin(), description: 'admin.nav.overview.aboutAll', end: true },
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
      description: 'admin.nav.overview.about',
      end: true,
    },
    ...(Object.keys(MUNICIPALITY) as MunicipalityAdminSection[]).map((section) => ({
      ...MUNICIPALITY[section],
      to: paths.municipalityAdminSection(municipalityId, section),
    })),
  ];
}
