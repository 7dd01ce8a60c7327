import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UpdateMunicipalityInput, UpdateQuestionInput } from '../../../../core/admin-schemas';
import type { ParticipatingMunicipalityInput } from '../../../../core/schemas';
import { apiFetch } from '../../../lib/api';

// Kunnat and Kysymykset: `/api/admin/municipalities[/{id}/questions]`.

export interface AdminMunicipality {
  municipality_id: string;
  /** Display name: the custom name when set, otherwise the reference name. */
  name: string;
  name_sv: string;
  reference_name: string | null;
  custom_name: string | null;
  is_custom: boolean;
  is_hidden: boolean;
  created_at: string;
}

export interface AdminMunicipalityListItem extends AdminMunicipality {
  candidate_count: number;
  access_code_count: number;
  pending_submission_count: number;
}

/** Under ['municipalities'] so that invalidating it refreshes the public list as well. */
export const adminMunicipalitiesQueryOptions = queryOptions({
  queryKey: ['municipalities', 'admin'],
  queryFn: ({ signal }) =>
    apiFetch<AdminMunicipalityListItem[]>('/api/admin/municipalities', { signal }),
  staleTime: 0,
});

export function useAdminMunicipalities() {
  return useQuery(adminMunicipalitiesQueryOptions);
}

const municipalityPath = (id: string) => `/api/admin/municipalities/${encodeURIComponent(id)}`;

export function addMunicipality(input: ParticipatingMunicipalityInput) {
  return apiFetch<AdminMunicipality>('/api/admin/municipalities', { method: 'POST', json: input });
}

export function updateMunicipality(id: string, input: UpdateMunicipalityInput) {
  return apiFetch<AdminMunicipality>(municipalityPath(id), { method: 'PATCH', json: input });
}

export function removeMunicipality(id: string) {
  return apiFetch<unknown>(municipalityPath(id), { method: 'DELETE' });
}

export interface AdminQuestion {
  id: number;
  category: string;
  type: string;
  weight: number;
  default_weight: number;
  text: string;
  default_text: string;
  is_custom_text: boolean;
}

export const adminQuestionsQueryOptions = (municipalityId: string) =>
  queryOptions({
    queryKey: ['admin', 'questions', municipalityId],
    queryFn: ({ signal }) =>
      apiFetch<AdminQuestion[]>(`${municipalityPath(municipalityId)}/questions`, { signal }),
    staleTime: 0,
  });

export function useAdminQuestions(municipalityId: string) {
  return useQuery(adminQuestionsQueryOptions(municipalityId));
}

export function updateQuestion(
  municipalityId: string,
  questionId: number,
  input: UpdateQuestionInput,
) {
  return apiFetch<AdminQuestion>(
    `${municipalityPath(municipalityId)}/questions/${String(questionId)}`,
    { method: 'PATCH', json: input },
  );
}
