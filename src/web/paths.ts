import type { MunicipalityAdminSection, SystemAdminSection } from './admin-sections';
import { withLanguage, type Language } from './i18n/language';

/**
 * Builders for every app URL. Components link with these, never with hand-written strings.
 * `paths` gives the Finnish (unprefixed) URLs; pages the voter or a candidate sees link with
 * `usePaths()` (i18n/hooks.ts), the same builders in the page language ("/sv/091/tulokset").
 */

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
  /** Moderointiperiaatteet: the published terms the review of candidates' answers follows. */
  moderationPolicy: () => '/moderointiperiaatteet',
  candidateSubmission: (code?: string) =>
    code ? `/candidate-submission/${segment(code)}` : '/candidate-submission',
  municipality: (municipalityId: string) => `/${segment(municipalityId)}`,
  questions: (municipalityId: string) => `/${segment(municipalityId)}/kysymykset`,
  results: (municipalityId: string) => `/${segment(municipalityId)}/tulokset`,
  /** "Tarkista vastauksesi": every statement with the answer given, before the results. */
  review: (municipalityId: string) => `/${segment(municipalityId)}/tarkista`,
  /** The comparison of chosen candidates, e.g. `/837/vertailu?ehdokkaat=12,34` (public ids). */
  compare: (municipalityId: string, candidateIds: readonly number[] = []) =>
    candidateIds.length === 0
      ? `/${segment(municipalityId)}/vertailu`
      : `/${segment(municipalityId)}/vertailu?ehdokkaat=${candidateIds.map(String).join(',')}`,
  valueMap: (municipalityId: string) => `/${segment(municipalityId)}/kartta`,
  municipalityAdmin: (municipalityId: string) => `/${segment(municipalityId)}/admin`,
  admin: () => '/admin',
  /** A super-admin section, e.g. `adminSection('kayttajat')` → `/admin/kayttajat`. */
  adminSection: (section: SystemAdminSection) => `/admin/${section}`,
  /** A municipality's admin section, e.g. `/091/admin/kysymykset`. */
  municipalityAdminSection: (municipalityId: string, section: MunicipalityAdminSection) =>
    `/${segment(municipalityId)}/admin/${section}`,
  /** Printable letters with access codes for official candidates without email. */
  officialLetters: (municipalityId: string) =>
    `/${segment(municipalityId)}/admin/ehdokaslista/kirjeet`,
  /** Printable questionnaires: the official candidates `ids`, or all of them. */
  paperQuestionnaires: (municipalityId: string, ids: number[] | null = null) =>
    `/${segment(municipalityId)}/admin/ehdokaslista/lomakkeet${ids ? `?ehdokkaat=${ids.join(',')}` : ''}`,
  /** "Syötä paperilomakkeelta" for one official candidate. */
  paperEntry: (municipalityId: string, officialId: number) =>
    `/${segment(municipalityId)}/admin/ehdokaslista/paperilomake/${String(officialId)}`,
} as const;

/** The builders whose pages exist in Swedish too (under /sv); the rest are Finnish only. */
const TRANSLATED = [
  'home',
  'privacy',
  'accessibility',
  'moderationPolicy',
  'candidateSubmission',
  'municipality',
  'questions',
  'results',
  'review',
  'compare',
  'valueMap',
] as const satisfies readonly (keyof typeof paths)[];

export type Paths = typeof paths;

/** `paths` in `language`: the translated pages get the language prefix, the others stay. */
let swedishPaths: Paths | undefined;

export function pathsIn(language: Language): Paths {
  if (language === 'fi') return paths;
  swedishPaths ??= prefixed(language);
  return swedishPaths;
}

function prefixed(language: Language): Paths {
  const localized: Record<string, unknown> = { ...paths };
  for (const name of TRANSLATED) {
    const build = paths[name] as (...args: never[]) => string;
    localized[name] = (...args: never[]) => withLanguage(build(...args), language);
  }
  return localized as Paths;
}
