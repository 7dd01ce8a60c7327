import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProgressRowResponse } from '#server/features/progress/progress.routes';
import { apiFetch } from '#web/lib/api';
import { adminKeys } from './keys';

// Vastaustilanne: `/api/admin/progress` (the municipalities the admin manages) and its CSV.

export type ProgressRow = ProgressRowResponse;

export const PROGRESS_CSV_URL = '/api/admin/progress.csv';

export function useProgress() {
  return useQuery(
    queryOptions({
      queryKey: adminKeys.progress(),
      queryFn: ({ signal }) => apiFetch<ProgressRow[]>('/api/admin/progress', { signal }),
      staleTime: 0,
    }),
  );
}
