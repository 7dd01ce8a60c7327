import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OfficialCandidateInput } from '#core/official-schemas';
import type {
  OfficialCandidatePageResponse,
  OfficialCandidateResponse,
} from '#server/features/official-candidates/official-candidates.schemas';
import { apiFetch } from '#web/lib/api';
import { adminKeys } from './keys';
import { pageQueryOptions } from './page-query';

// Virallinen ehdokaslista, one municipality: `/api/admin/municipalities/{id}/official-candidates`
// (the list, a candidate added by hand, a correction).

export type OfficialCandidate = OfficialCandidateResponse;

export interface OfficialListQuery {
  search: string;
  page: number;
}

export const officialPath = (municipalityId: string) =>
  `/api/admin/municipalities/${encodeURIComponent(municipalityId)}/official-candidates`;

export const officialCandidatesQueryOptions = (municipalityId: string, query: OfficialListQuery) =>
  pageQueryOptions<OfficialCandidatePageResponse>(
    adminKeys.officialList(municipalityId, query),
    officialPath(municipalityId),
    query,
  );

export function useOfficialCandidates(municipalityId: string, query: OfficialListQuery) {
  return useQuery(officialCandidatesQueryOptions(municipalityId, query));
}

/** Adds a candidate (no id) or corrects one; every official list is read again afterwards. */
export function useSaveOfficialCandidate(municipalityId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: OfficialCandidateInput }) =>
      apiFetch<OfficialCandidate>(
        id === null
          ? officialPath(municipalityId)
          : `${officialPath(municipalityId)}/${String(id)}`,
        { method: id === null ? 'POST' : 'PUT', json: input },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.officialLists() }),
  });
}
