import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicCandidate } from '../../../../core/candidate';
import { apiFetch } from '../../../lib/api';

/** `GET /api/municipalities/{id}/candidates`: approved candidates, plus demo ones in demo mode. */
export const candidatesQueryOptions = (municipalityId: string) =>
  queryOptions({
    queryKey: ['municipalities', municipalityId, 'candidates'],
    queryFn: ({ signal }) =>
      apiFetch<PublicCandidate[]>(
        `/api/municipalities/${encodeURIComponent(municipalityId)}/candidates`,
        { signal },
      ),
  });

export function useCandidates(municipalityId: string) {
  return useQuery(candidatesQueryOptions(municipalityId));
}
