import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { StatisticsRange } from '#core/statistics';
import { apiFetch, withQuery } from '#web/lib/api';
import { adminKeys } from './keys';

// Tilastot: `/api/admin/municipalities/{id}/statistics` (one municipality) and
// `/api/admin/statistics` (super admin: all municipalities plus perMunicipality); the same paths
// with `.csv` give every figure as a CSV file for Excel.

// Response types come from the server (import type only; nothing of the server is bundled).
import type {
  MunicipalitySummary,
  OverallStatistics,
  Statistics,
} from '#server/features/statistics/statistics.service';

export type { OverallStatistics, Statistics };
export type MunicipalityStatisticsSummary = MunicipalitySummary;

/** The statistics path of one municipality, or of all of them when `municipalityId` is null. */
function statisticsPath(municipalityId: string | null, range: StatisticsRange, csv = false) {
  const base = municipalityId
    ? `/api/admin/municipalities/${encodeURIComponent(municipalityId)}/statistics`
    : '/api/admin/statistics';
  return withQuery(`${base}${csv ? '.csv' : ''}`, { from: range.from, to: range.to });
}

/** The address of the CSV file with the same figures as the page. */
export function statisticsCsvUrl(municipalityId: string | null, range: StatisticsRange) {
  return statisticsPath(municipalityId, range, true);
}

export const statisticsQueryOptions = (municipalityId: string | null, range: StatisticsRange) =>
  queryOptions({
    queryKey: adminKeys.statistics(municipalityId, range),
    queryFn: ({ signal }) =>
      apiFetch<Statistics | OverallStatistics>(statisticsPath(municipalityId, range), { signal }),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export function useStatistics(municipalityId: string | null, range: StatisticsRange) {
  return useQuery(statisticsQueryOptions(municipalityId, range));
}

export function hasPerMunicipality(s: Statistics | OverallStatistics): s is OverallStatistics {
  return 'perMunicipality' in s;
}
