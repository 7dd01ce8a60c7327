import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImportSummaryResponse } from '#server/features/official-candidates/official-candidates.schemas';
import { apiFetch, withQuery } from '#web/lib/api';
import { adminKeys } from './keys';

// Virallinen ehdokaslista: `/api/admin/official-candidates/{preview,import}` with the file as the body.

export type ImportSummary = ImportSummaryResponse;

const importPath = (
  step: 'preview' | 'import',
  municipalityId: string | null,
  takeFile: number[] = [],
  confirmRemovals: string | null = null,
) =>
  withQuery(`/api/admin/official-candidates/${step}`, {
    municipality_id: municipalityId,
    take_file: takeFile.join(','),
    confirm_removals: confirmRemovals ?? undefined,
  });

const sendFile = (
  step: 'preview' | 'import',
  municipalityId: string | null,
  file: File,
  takeFile?: number[],
  confirmRemovals?: string | null,
) =>
  apiFetch<ImportSummary>(importPath(step, municipalityId, takeFile, confirmRemovals), {
    method: 'POST',
    headers: { 'Content-Type': 'text/csv' },
    body: file,
  });

/** What importing `file` would change; the server writes nothing. */
export function usePreviewOfficialImport(municipalityId: string | null) {
  return useMutation({ mutationFn: (file: File) => sendFile('preview', municipalityId, file) });
}

/**
 * Imports `file`; the official lists shown anywhere are read again. `takeFile`: changed rows whose
 * hand corrections take the file's values. `confirmRemovals`: the preview's `removals_token`
 * once the admin agreed that the removed candidates' access codes stop working; the server
 * answers 409 `removals_unconfirmed` without it, or when the removals are no longer those shown.
 */
export function useImportOfficialList(municipalityId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      file,
      takeFile,
      confirmRemovals,
    }: {
      file: File;
      takeFile: number[];
      confirmRemovals: string | null;
    }) => sendFile('import', municipalityId, file, takeFile, confirmRemovals),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.officialLists() }),
  });
}
