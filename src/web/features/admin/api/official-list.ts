import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImportSummaryResponse } from '#server/features/official-candidates/official-candidates.schemas';
import { apiFetch } from '#web/lib/api';
import { adminKeys } from './keys';

// Virallinen ehdokaslista: `/api/admin/official-candidates/{preview,import}` with the file as the body.

export type ImportSummary = ImportSummaryResponse;

const importPath = (step: 'preview' | 'import', municipalityId: string | null) =>
  `/api/admin/official-candidates/${step}${
    municipalityId ? `?municipality_id=${encodeURIComponent(municipalityId)}` : ''
  }`;

const sendFile = (step: 'preview' | 'import', municipalityId: string | null, file: File) =>
  apiFetch<ImportSummary>(importPath(step, municipalityId), {
    method: 'POST',
    headers: { 'Content-Type': 'text/csv' },
    body: file,
  });

/** What importing `file` would change; the server writes nothing. */
export function usePreviewOfficialImport(municipalityId: string | null) {
  return useMutation({ mutationFn: (file: File) => sendFile('preview', municipalityId, file) });
}

/** Imports `file`; the official lists shown anywhere are read again. */
export function useImportOfficialList(municipalityId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => sendFile('import', municipalityId, file),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.officialLists() }),
  });
}
