import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_PAGE_SIZE } from '#core/admin-schemas';
import type { AuditLogPage } from '#server/features/audit-log/audit-log.schemas';
import { apiFetch } from '#web/lib/api';
import { adminKeys } from './keys';

// Muutosloki: `/api/admin/audit-log` (municipal admins see their own municipalities only).

export type { AuditEntry, AuditLogPage } from '#server/features/audit-log/audit-log.schemas';

export interface AuditLogFilters {
  municipality_id?: string;
  action?: string;
  actor?: string;
  from?: string;
  to?: string;
  page: number;
}

export const auditLogQueryOptions = (filters: AuditLogFilters) =>
  queryOptions({
    queryKey: adminKeys.auditLog(filters),
    queryFn: ({ signal }) =>
      apiFetch<AuditLogPage>('/api/admin/audit-log', {
        query: { page_size: ADMIN_PAGE_SIZE, ...filters },
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export function useAuditLog(filters: AuditLogFilters) {
  return useQuery(auditLogQueryOptions(filters));
}
