import { useQuery } from '@tanstack/react-query';
import type { AuditLogPage } from '#server/features/audit-log/audit-log.schemas';
import { adminKeys } from './keys';
import { pageQueryOptions } from './page-query';

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
  pageQueryOptions<AuditLogPage>(adminKeys.auditLog(filters), '/api/admin/audit-log', filters);

export function useAuditLog(filters: AuditLogFilters) {
  return useQuery(auditLogQueryOptions(filters));
}
