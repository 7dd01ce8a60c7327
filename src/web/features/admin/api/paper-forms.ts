import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PaperEntryInput } from '#core/paper-form-schema';
import type {
  PaperEntered,
  PaperEntryContext,
  PaperQuestionnaire,
} from '#server/features/submissions/paper-forms.routes';
import { apiFetch } from '#web/lib/api';
import { adminKeys } from './keys';
import { officialPath } from './official-candidates';

// Paper forms of official candidates: the printable questionnaires and "Syötä paperilomakkeelta".

export type { PaperEntered, PaperEntryContext, PaperQuestionnaire };

/** The questionnaires to print: the candidates `ids`, or the whole list when null. */
export function usePaperQuestionnaires(municipalityId: string, ids: number[] | null) {
  return useQuery(
    queryOptions({
      queryKey: adminKeys.questionnaires(municipalityId, ids),
      queryFn: ({ signal }) =>
        apiFetch<PaperQuestionnaire[]>(
          `${officialPath(municipalityId)}/questionnaires${ids ? `?ids=${ids.join(',')}` : ''}`,
          { signal },
        ),
      staleTime: 0,
    }),
  );
}

const entryPath = (municipalityId: string, officialId: number) =>
  `${officialPath(municipalityId)}/${String(officialId)}/paper-entry`;

/** The entry page's candidate, statements and who reviews the entry. */
export function usePaperEntryContext(municipalityId: string, officialId: number) {
  return useQuery(
    queryOptions({
      queryKey: adminKeys.paperEntry(municipalityId, officialId),
      queryFn: ({ signal }) =>
        apiFetch<PaperEntryContext>(entryPath(municipalityId, officialId), { signal }),
      staleTime: 0,
    }),
  );
}

/** Types in the signed form; Hakemukset, the candidates and the overview are read again. */
export function useEnterPaperForm(municipalityId: string, officialId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PaperEntryInput) =>
      apiFetch<PaperEntered>(entryPath(municipalityId, officialId), {
        method: 'POST',
        json: input,
      }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.submissions(municipalityId) }),
        queryClient.invalidateQueries({ queryKey: adminKeys.candidates(municipalityId) }),
        queryClient.invalidateQueries({
          queryKey: adminKeys.paperEntry(municipalityId, officialId),
        }),
        queryClient.invalidateQueries({ queryKey: adminKeys.progress() }),
      ]),
  });
}
