import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { UpdateCandidateInput } from '#core/admin-schemas';
import type { ConsentKind } from '#core/consent';
import type {
  AdminCandidate,
  AdminCandidatePage,
} from '#server/features/candidates/candidates.schemas';
import type { UploadedPhoto } from '#server/features/uploads/uploads.schemas';
import { apiFetch } from '#web/lib/api';
import { publicKeys } from '#web/lib/public-queries';
import { adminKeys } from './keys';
import { pageQueryOptions } from './page-query';

// Ehdokkaat: `/api/admin/municipalities/{id}/candidates` and the photo upload.

export type { AdminCandidate } from '#server/features/candidates/candidates.schemas';

export interface CandidateListQuery {
  search: string;
  party: string;
  page: number;
}

const candidatesPath = (municipalityId: string) =>
  `/api/admin/municipalities/${encodeURIComponent(municipalityId)}/candidates`;

export const adminCandidatesQueryOptions = (municipalityId: string, query: CandidateListQuery) =>
  pageQueryOptions<AdminCandidatePage>(
    [...adminKeys.candidates(municipalityId), query],
    candidatesPath(municipalityId),
    query,
  );

export function useAdminCandidates(municipalityId: string, query: CandidateListQuery) {
  return useQuery(adminCandidatesQueryOptions(municipalityId, query));
}

/** After a change: this list, the voters' list and the candidate counts on Kunnat. */
function refreshCandidates(queryClient: QueryClient, municipalityId: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminKeys.candidates(municipalityId) }),
    queryClient.invalidateQueries({ queryKey: publicKeys.candidates(municipalityId) }),
    queryClient.invalidateQueries({ queryKey: adminKeys.municipalities() }),
  ]);
}

export function useUpdateCandidate(municipalityId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ candidateId, input }: { candidateId: number; input: UpdateCandidateInput }) =>
      apiFetch<AdminCandidate>(`${candidatesPath(municipalityId)}/${String(candidateId)}`, {
        method: 'PATCH',
        json: input,
      }),
    onSuccess: () => refreshCandidates(queryClient, municipalityId),
  });
}

export function useRemoveCandidate(municipalityId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (candidate: AdminCandidate) =>
      apiFetch<unknown>(`${candidatesPath(municipalityId)}/${String(candidate.id)}`, {
        method: 'DELETE',
      }),
    onSuccess: () => refreshCandidates(queryClient, municipalityId),
  });
}

/**
 * "Peru suostumus": an admin withdraws a candidate's consent on their request (after the
 * deadline). `publish` removes the candidate; `open_data` takes them out of open data.
 */
export function useWithdrawConsent(municipalityId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ candidateId, consent }: { candidateId: number; consent: ConsentKind }) =>
      apiFetch<unknown>(
        `${candidatesPath(municipalityId)}/${String(candidateId)}/withdraw-consent`,
        { method: 'POST', json: { consent } },
      ),
    onSuccess: () => refreshCandidates(queryClient, municipalityId),
  });
}

/** Uploads a photo with the admin's session; the answer's url goes into the candidate's image. */
export function uploadCandidatePhoto(municipalityId: string, file: File) {
  const body = new FormData();
  body.set('file', file);
  body.set('municipality_id', municipalityId);
  return apiFetch<UploadedPhoto>('/api/uploads/candidate-photo', { method: 'POST', body });
}
