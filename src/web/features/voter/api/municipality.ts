import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Question } from '../../../../core/questions';
import { apiFetch } from '../../../lib/api';

export type MunicipalityQuestion = Question;

/** `GET /api/municipalities/{id}`: weights and custom texts already applied; 404 when unknown. */
export interface MunicipalityDetails {
  municipality_id: string;
  name: string;
  name_sv?: string | null;
  is_custom?: boolean;
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
