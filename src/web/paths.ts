/** Builders for every app URL. Components link with these, never with hand-written strings. */

const segment = (value: string) => encodeURIComponent(value);

export const paths = {
  home: () => '/',
  login: () => '/login',
  forgotPassword: () => '/login/unohtunut-salasana',
  newPassword: () => '/login/uusi-salasana',
  invitation: (invitationId: string) => `/login/kutsu/${segment(invitationId)}`,
  /** The first super admin's one-time setup link (the server prints it with a token). */
  setup: () => '/asennus',
  privacy: () => '/tietosuoja',
  accessibility: () => '/saavutettavuus',
  candidateSubmission: (code?: string) =>
    code ? `/candidate-submission/${segment(code)}` : '/candidate-submission',
  municipality: (municipalityId: string) => `/${segment(municipalityId)}`,
  questions: (municipalityId: string) => `/${segment(municipalityId)}/kysymykset`,
  results: (municipalityId: string) => `/${segment(municipalityId)}/tulokset`,
  municipalityAdmin: (municipalityId: string) => `/${segment(municipalityId)}/admin`,
  admin: () => '/admin',
  /** A super-admin section, e.g. `adminSection('kayttajat')` → `/admin/kayttajat`. */
  adminSection: (section: SystemAdminSection) => `/admin/${section}`,
  /** A municipality's admin section, e.g. `/091/admin/kysymykset`. */
  municipalityAdminSection: (municipalityId: string, section: MunicipalityAdminSection) =>
    `/${segment(municipalityId)}/admin/${section}`,
} as const;

/** URL segments of the super admin's sections under /admin (router.tsx uses the same). */
export const SYSTEM_ADMIN_SECTIONS = [
  'kunnat',
  'kayttajat',
  'asetukset',
  'tilastot',
  'loki',
] as const;
export type SystemAdminSection = (typeof SYSTEM_ADMIN_SECTIONS)[number];

/** URL segments of a municipality's admin sections under /{municipalityId}/admin. */
export const MUNICIPALITY_ADMIN_SECTIONS = [
  'kysymykset',
  'ehdokkaat',
  'paasykoodit',
  'hakemukset',
  'tilastot',
  'loki',
] as const;
export type MunicipalityAdminSection = (typeof MUNICIPALITY_ADMIN_SECTIONS)[number];
