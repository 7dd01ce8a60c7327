import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { UpdateCandidateInput } from '../../../../core/admin-schemas';
import { apiFetch } from '../../../lib/api';

// Ehdokkaat: `/api/admin/municipalities/{id}/candidates` and the photo upload.

export interface AdminCandidate {
  id: number;
  name: string;
  age: number;
  party: string;
  profession: string;
  image: string | null;
  answers: (number | null)[];
  answer_justifications: string[];
  municipality_id: string;
  voting_number: number | null;
}

export interface CandidatePage {
  items: AdminCandidate[];
  total: number;
  page: number;
  page_size: number;
  parties: string[];
}

export interface CandidateListQuery {
  search: string;
  party: string;
  page: number;
}

export const CANDIDATE_PAGE_SIZE = 20;

const candidatesPath = (municipalityId: string) =>
  `/api/admin/municipalities/${encodeURIComponent(municipalityId)}/candidates`;

export const adminCandidatesKey = (municipalityId: string) =>
  ['admin', 'candidates', municipalityId] as const;

export const adminCandidatesQueryOptions = (municipalityId: string, query: CandidateListQuery) =>
  queryOptions({
    queryKey: [...adminCandidatesKey(municipalityId), query],
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({
        page: String(query.page),
        page_size: String(CANDIDATE_PAGE_SIZE),
      });
      if (query.search) params.set('search', query.search);
      if (query.party) params.set('party', query.party);
      return apiFetch<CandidatePage>(`${candidatesPath(municipalityId)}?${params.toString()}`, {
        signal,
      });
    },
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export function useAdminCandidates(municipalityId: string, query: CandidateListQuery) {
  return useQuery(adminCandidatesQueryOptions(municipalityId, query));
}

export function updateCandidate(
  municipalityId: string,
  candidateId: number,
  input: UpdateCandidateInput,
) {
  return apiFetch<AdminCandidate>(`${candidatesPath(municipalityId)}/${String(candidateId)}`, {
    method: 'PATCH',
    json: input,
  });
}

export function removeCandidate(municipalityId: string, candidateId: number) {
  return apiFetch<unknown>(`${candidatesPath(municipalityId)}/${String(candidateId)}`, {
    method: 'DELETE',
  });
}

/** Uploads a photo with the admin's session; the answer's url goes into the candidate's image. */
export function uploadCandidatePhoto(municipalityId: string, file: File) {
  const body = new FormData();
  body.set('file', file);
  body.set('municipality_id', municipalityId);
  return apiFetch<{ url: string }>('/api/uploads/candidate-photo', { method: 'POST', body });
}
