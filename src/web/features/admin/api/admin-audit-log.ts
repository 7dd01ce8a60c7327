import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';

// Muutosloki: `/api/admin/audit-log` (municipal admins see their own municipalities only).

export interface AuditEntry {
  id: number;
  created_at: string;
  actor_email: string | null;
  action: string;
  entity: string;
  entity_id: string | null;
  municipality_id: string | null;
  details: unknown;
}

export interface AuditLogPage {
  items: AuditEntry[];
  total: number;
  page: number;
  page_size: number;
  actions: string[];
}

export interface AuditLogFilters {
  municipality_id?: string;
  action?: string;
  actor?: string;
  from?: string;
  to?: string;
  page: number;
}

export const AUDIT_LOG_PAGE_SIZE = 25;

export const auditLogQueryOptions = (filters: AuditLogFilters) =>
  queryOptions({
    queryKey: ['admin', 'audit-log', filters],
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ page_size: String(AUDIT_LOG_PAGE_SIZE) });
      for (const [key, value] of Object.entries(filters)) {
        if (value !== undefined && value !== '') params.set(key, String(value));
      }
      return apiFetch<AuditLogPage>(`/api/admin/audit-log?${params.toString()}`, { signal });
    },
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export function useAuditLog(filters: AuditLogFilters) {
  return useQuery(auditLogQueryOptions(filters));
}
