import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CreateAccessCodesInput } from '../../../../core/schemas';
import { apiFetch } from '../../../lib/api';

// Pääsykoodit: `/api/admin/municipalities/{id}/access-codes` (municipality admins).

export type AccessCodeStatus = 'unused' | 'used' | 'expired';

export interface AccessCode {
  code: string;
  municipality_id: string;
  email: string;
  expires_at: string;
  used: boolean;
  used_at: string | null;
  created_at: string;
  status: AccessCodeStatus;
}

export interface CreatedAccessCodes {
  codes: AccessCode[];
  /** How many emails were actually sent. */
  emailed: number;
}

const basePath = (municipalityId: string) =>
  `/api/admin/municipalities/${encodeURIComponent(municipalityId)}/access-codes`;

export const accessCodesQueryOptions = (municipalityId: string) =>
  queryOptions({
    queryKey: ['admin', 'access-codes', municipalityId],
    queryFn: ({ signal }) => apiFetch<AccessCode[]>(basePath(municipalityId), { signal }),
    staleTime: 0,
  });

export function useAccessCodes(municipalityId: string) {
  return useQuery(accessCodesQueryOptions(municipalityId));
}

export function createAccessCodes(municipalityId: string, input: CreateAccessCodesInput) {
  return apiFetch<CreatedAccessCodes>(basePath(municipalityId), { method: 'POST', json: input });
}

/** Emails an unused code again; `emailed` is false when the mail could not be sent. */
export function resendAccessCode(municipalityId: string, code: string) {
  return apiFetch<{ emailed: boolean }>(
    `${basePath(municipalityId)}/${encodeURIComponent(code)}/resend`,
    { method: 'POST' },
  );
}
