import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CreateAccessCodesInput } from '../../../../core/schemas';
import { apiFetch } from '../../../lib/api';

// Pääsykoodit: `/api/admin/municipalities/{id}/access-codes` (municipality admins).

export type AccessCodeStatus = 'unused' | 'used' | 'expired';

/**
 * The code's latest email: pending (queued or being retried), sent (accepted by the mail
 * server), failed (every attempt failed), not_sent (the server has no mail configured); null
 * when it was never emailed.
 */
export type EmailStatus = 'pending' | 'sent' | 'failed' | 'not_sent';

export interface AccessCode {
  code: string;
  municipality_id: string;
  email: string;
  expires_at: string;
  used: boolean;
  used_at: string | null;
  created_at: string;
  status: AccessCodeStatus;
  email_status: EmailStatus | null;
}

export interface CreatedAccessCodes {
  codes: AccessCode[];
  /** How many emails were queued for sending (0 when the server has no mail configured). */
  queued: number;
}

const basePath = (municipalityId: string) =>
  `/api/admin/municipalities/${encodeURIComponent(municipalityId)}/access-codes`;

export const accessCodesQueryOptions = (municipalityId: string) =>
  queryOptions({
    queryKey: ['admin', 'access-codes', municipalityId],
    queryFn: ({ signal }) => apiFetch<AccessCode[]>(basePath(municipalityId), { signal }),
    staleTime: 0,
    // While emails wait in the queue, their state is checked again every few seconds.
    refetchInterval: (query) =>
      query.state.data?.some((c) => c.email_status === 'pending') ? 4000 : false,
  });

export function useAccessCodes(municipalityId: string) {
  return useQuery(accessCodesQueryOptions(municipalityId));
}

export function createAccessCodes(municipalityId: string, input: CreateAccessCodesInput) {
  return apiFetch<CreatedAccessCodes>(basePath(municipalityId), { method: 'POST', json: input });
}

/** Queues an email with an unused code again; not_sent when the server has no mail configured. */
export function resendAccessCode(municipalityId: string, code: string) {
  return apiFetch<{ email_status: 'pending' | 'not_sent' }>(
    `${basePath(municipalityId)}/${encodeURIComponent(code)}/resend`,
    { method: 'POST' },
  );
}
