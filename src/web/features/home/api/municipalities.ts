import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';

/** One item of `GET /api/municipalities` (participating, non-hidden; sorted by name). */
export interface MunicipalitySummary {
  municipality_id: string;
  name: string;
  name_sv: string | null;
  is_custom: boolean;
}

export const municipalitiesQueryOptions = queryOptions({
  queryKey: ['municipalities'],
  queryFn: ({ signal }) => apiFetch<MunicipalitySummary[]>('/api/municipalities', { signal }),
});

export function useMunicipalities() {
  return useQuery(municipalitiesQueryOptions);
}
