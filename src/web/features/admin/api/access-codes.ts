import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateAccessCodesInput } from '#core/schemas';
import type {
  AccessCode,
  AccessCodePage,
  CreatedAccessCodes,
  Reminded,
  ResentAccessCode,
} from '#server/features/access-codes/access-codes.schemas';
import { apiFetch } from '#web/lib/api';
import { adminKeys } from './keys';
import { pageQueryOptions } from './page-query';

// Pääsykoodit: `/api/admin/municipalities/{id}/access-codes` (municipality admins).

export type {
  AccessCode,
  AccessCodePage,
  AccessCodeStatus,
  CreatedAccessCodes,
  EmailStatus,
} from '#server/features/access-codes/access-codes.schemas';

const basePath = (municipalityId: string) =>
  `/api/admin/municipalities/${encodeURIComponent(municipalityId)}/access-codes`;

export interface AccessCodeListFilters {
  search: string;
  status: string;
  page: number;
}

export const accessCodesQueryOptions = (municipalityId: string, filters: AccessCodeListFilters) =>
  queryOptions({
    ...pageQueryOptions<AccessCodePage>(
      [...adminKeys.accessCodes(municipalityId), filters],
      basePath(municipalityId),
      filters,
    ),
    // While emails on this page wait in the queue, their state is checked again every few seconds.
    refetchInterval: (query) =>
      query.state.data?.items.some((c) => c.email_status === 'pending') ? 4000 : false,
  });

export function useAccessCodes(municipalityId: string, filters: AccessCodeListFilters) {
  return useQuery(accessCodesQueryOptions(municipalityId, filters));
}

/** Creates codes (and queues their emails); the list is read again before the caller hears. */
export function useCreateAccessCodes(municipalityId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateAccessCodesInput) =>
      apiFetch<CreatedAccessCodes>(basePath(municipalityId), { method: 'POST', json: input }),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: adminKeys.accessCodes(municipalityId) }),
  });
}

/**
 * Queues an email with an unused code again; not_sent when the server has no mail configured.
 * The list is read again whether it worked or not (the code may have been used meanwhile).
 */
export function useResendAccessCode(municipalityId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: AccessCode) =>
      apiFetch<ResentAccessCode>(
        `${basePath(municipalityId)}/${encodeURIComponent(code.code)}/resend`,
        { method: 'POST' },
      ),
    onSettled: () =>
      void queryClient.invalidateQueries({ queryKey: adminKeys.accessCodes(municipalityId) }),
  });
}

/**
 * "Muistuta": one reminder to every address with an unused code (never twice a day to one
 * address); the list is read again afterwards for the delivery states.
 */
export function useRemindUnanswered(municipalityId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<Reminded>(`${basePath(municipalityId)}/remind`, { method: 'POST' }),
    onSettled: () =>
      void queryClient.invalidateQueries({ queryKey: adminKeys.accessCodes(municipalityId) }),
  });
}
