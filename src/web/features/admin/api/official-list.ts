import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImportSummaryResponse } from '#server/features/official-candidates/official-candidates.schemas';
import { apiFetch } from '#web/lib/api';
import { adminKeys } from './keys';

// Virallinen ehdokaslista: `/api/admin/official-candidates/{preview,import}` with the file as the body.

export type ImportSummary = ImportSummaryResponse;

const importPath = (
  step: 'preview' | 'import',
  municipalityId: string | null,
  takeFile: number[] = [],
) => {
  const query = new URLSearchParams();
  if (municipalityId) query.set('municipality_id', municipalityId);
  if (takeFile.length > 0) query.set('take_file', takeFile.join(','));
  const text = query.toString();
  return `/api/admin/official-candidates/${step}${text ? `?${text}` : ''}`;
};

const sendFile = (
  step: 'preview' | 'import',
  municipalityId: string | null,
  file: File,
  takeFile?: number[],
) =>
  apiFetch<ImportSummary>(importPath(step, municipalityId, takeFile), {
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
 * hand corrections take the file's values.
 */
export function useImportOfficialList(municipalityId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, takeFile }: { file: File; takeFile: number[] }) =>
      sendFile('import', municipalityId, file, takeFile),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.officialLists() }),
  });
}
