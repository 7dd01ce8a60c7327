import type { StatisticsRange } from '#core/statistics';

/**
 * Every query key of the admin pages. A mutation hook in this folder invalidates exactly what
 * its change affects; components never build keys themselves. Public data (the voter pages'
 * municipalities, candidates and settings) is under `publicKeys` in src/web/lib/public-queries.
 */
export const adminKeys = {
  all: ['admin'] as const,
  municipalities: () => [...adminKeys.all, 'municipalities'] as const,
  /** `/api/admin/municipalities/{id}/questions`: Kysymykset and the statement texts of Hakemukset. */
  questions: (municipalityId: string) => [...adminKeys.all, 'questions', municipalityId] as const,
  candidates: (municipalityId: string) => [...adminKeys.all, 'candidates', municipalityId] as const,
  /** Virallinen ehdokaslista: every municipality's official list (an import may change many). */
  officialLists: () => [...adminKeys.all, 'official-list'] as const,
  officialList: (municipalityId: string, filters: object = {}) =>
    [...adminKeys.officialLists(), municipalityId, filters] as const,
  /** Printed letters: unused codes of official candidates without email. */
  letters: (municipalityId: string) => [...adminKeys.all, 'letters', municipalityId] as const,
  /** Printable questionnaires of official candidates (ids, or null for the whole list). */
  questionnaires: (municipalityId: string, ids: number[] | null) =>
    [...adminKeys.all, 'questionnaires', municipalityId, ids?.join(',') ?? 'all'] as const,
  /** "Syötä paperilomakkeelta": one official candidate's entry page. */
  paperEntry: (municipalityId: string, officialId: number) =>
    [...adminKeys.all, 'paper-entry', municipalityId, officialId] as const,
  /** Vastaustilanne on the overview. */
  progress: () => [...adminKeys.all, 'progress'] as const,
  accessCodes: (municipalityId: string) =>
    [...adminKeys.all, 'access-codes', municipalityId] as const,
  submissions: (municipalityId: string) =>
    [...adminKeys.all, 'submissions', municipalityId] as const,
  submission: (municipalityId: string, id: number) =>
    [...adminKeys.submissions(municipalityId), id] as const,
  statistics: (municipalityId: string | null, range: StatisticsRange) =>
    [
      ...adminKeys.all,
      'statistics',
      municipalityId ?? 'all',
      range.from ?? '',
      range.to ?? '',
    ] as const,
  auditLog: (filters: object) => [...adminKeys.all, 'audit-log', filters] as const,
  settings: () => [...adminKeys.all, 'settings'] as const,
  users: () => [...adminKeys.all, 'users'] as const,
};
