import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { UpdateMunicipalityInput, UpdateQuestionInput } from '#core/admin-schemas';
import type { ParticipatingMunicipalityInput } from '#core/schemas';
import type {
  AdminMunicipality,
  AdminMunicipalityListItem,
  AdminQuestion,
} from '#server/features/municipalities/municipalities.schemas';
import { apiFetch } from '#web/lib/api';
import { publicKeys } from '#web/lib/public-queries';
import { adminKeys } from './keys';

// Kunnat and Kysymykset: `/api/admin/municipalities[/{id}/questions]`.

export type {
  AdminMunicipality,
  AdminMunicipalityListItem,
  AdminQuestion,
} from '#server/features/municipalities/municipalities.schemas';

export const adminMunicipalitiesQueryOptions = queryOptions({
  queryKey: adminKeys.municipalities(),
  queryFn: ({ signal }) =>
    apiFetch<AdminMunicipalityListItem[]>('/api/admin/municipalities', { signal }),
  staleTime: 0,
});

export function useAdminMunicipalities() {
  return useQuery(adminMunicipalitiesQueryOptions);
}

const municipalityPath = (id: string) => `/api/admin/municipalities/${encodeURIComponent(id)}`;

/** Every list of municipalities: Kunnat, the public list (home page, nav names) and details. */
function refreshMunicipalities(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminKeys.municipalities() }),
    queryClient.invalidateQueries({ queryKey: publicKeys.municipalities() }),
  ]);
}

export function useAddMunicipality() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ParticipatingMunicipalityInput) =>
      apiFetch<AdminMunicipality>('/api/admin/municipalities', { method: 'POST', json: input }),
    onSuccess: () => refreshMunicipalities(queryClient),
  });
}

export function useUpdateMunicipality() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: UpdateMunicipalityInput }) =>
      apiFetch<AdminMunicipality>(municipalityPath(id), { method: 'PATCH', json: input }),
    onSuccess: () => refreshMunicipalities(queryClient),
  });
}

export function useRemoveMunicipality() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch<unknown>(municipalityPath(id), { method: 'DELETE' }),
    onSuccess: () => refreshMunicipalities(queryClient),
  });
}

export const adminQuestionsQueryOptions = (municipalityId: string) =>
  queryOptions({
    queryKey: adminKeys.questions(municipalityId),
    queryFn: ({ signal }) =>
      apiFetch<AdminQuestion[]>(`${municipalityPath(municipalityId)}/questions`, { signal }),
    staleTime: 0,
  });

export function useAdminQuestions(municipalityId: string) {
  return useQuery(adminQuestionsQueryOptions(municipalityId));
}

/** After a statement changes: Kysymykset, Hakemukset' statement texts and the voter pages. */
export function refreshQuestions(queryClient: QueryClient, municipalityId: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminKeys.questions(municipalityId) }),
    queryClient.invalidateQueries({ queryKey: publicKeys.municipality(municipalityId) }),
  ]);
}

export function useUpdateQuestion(municipalityId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ questionId, input }: { questionId: number; input: UpdateQuestionInput }) =>
      apiFetch<AdminQuestion>(
        `${municipalityPath(municipalityId)}/questions/${String(questionId)}`,
        { method: 'PATCH', json: input },
      ),
    onSuccess: () => refreshQuestions(queryClient, municipalityId),
  });
}
