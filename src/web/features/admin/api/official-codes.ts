import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OfficialCodesInput } from '#core/official-schemas';
import type {
  CreatedOfficialCodes,
  OfficialCodeLetter,
  OfficialCodesPreview,
} from '#server/features/access-codes/official-codes.routes';
import { apiFetch } from '#web/lib/api';
import { adminKeys } from './keys';
import { officialPath } from './official-candidates';

// Codes for official candidates from a (candidate number, email) file, and their printed letters.

export type { CreatedOfficialCodes, OfficialCodeLetter, OfficialCodesPreview };

/** What the file would make; the server writes nothing. */
export function usePreviewOfficialCodes(municipalityId: string) {
  return useMutation({
    mutationFn: (csv: string) =>
      apiFetch<OfficialCodesPreview>(`${officialPath(municipalityId)}/access-codes/preview`, {
        method: 'POST',
        json: { csv },
      }),
  });
}

/** Makes the codes (and queues their emails); the code lists and letters are read again. */
export function useCreateOfficialCodes(municipalityId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: OfficialCodesInput) =>
      apiFetch<CreatedOfficialCodes>(`${officialPath(municipalityId)}/access-codes`, {
        method: 'POST',
        json: input,
      }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.accessCodes(municipalityId) }),
        queryClient.invalidateQueries({ queryKey: adminKeys.officialLists() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.letters(municipalityId) }),
      ]),
  });
}

/** The letters to print: unused codes of official candidates that no email carries. */
export function useOfficialLetters(municipalityId: string, reminder = false) {
  return useQuery(
    queryOptions({
      queryKey: [...adminKeys.letters(municipalityId), reminder],
      queryFn: ({ signal }) =>
        apiFetch<OfficialCodeLetter[]>(
          `${officialPath(municipalityId)}/letters${reminder ? '?muistutus=1' : ''}`,
          { signal },
        ),
      staleTime: 0,
    }),
  );
}
