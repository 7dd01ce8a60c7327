import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';

export interface MunicipalityQuestion {
  id: number;
  text: string;
  category: string;
  weight: 2 | 3;
  type: 'social' | 'economic' | 'none';
}

/** `GET /api/municipalities/{id}`: weights and custom texts already applied; 404 when unknown. */
export interface MunicipalityDetails {
  municipality_id: string;
  name: string;
  questions: MunicipalityQuestion[];
}

export const municipalityQueryOptions = (municipalityId: string) =>
  queryOptions({
    queryKey: ['municipalities', municipalityId],
    queryFn: ({ signal }) =>
      apiFetch<MunicipalityDetails>(`/api/municipalities/${encodeURIComponent(municipalityId)}`, {
        signal,
      }),
    staleTime: 5 * 60_000,
  });

export function useMunicipality(municipalityId: string) {
  return useQuery(municipalityQueryOptions(municipalityId));
}
