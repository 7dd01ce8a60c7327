import { queryOptions } from '@tanstack/react-query';
import type { Question } from '../../../../core/questions';
import { apiFetch } from '../../../lib/api';

/** `POST /api/access-codes/validate`: a usable code, with its municipality's 25 statements. */
export interface ValidatedCode {
  valid: true;
  /** Normalised: uppercase, no spaces or hyphens. */
  code: string;
  expires_at: string;
  municipality: { municipality_id: string; name: string };
  questions: Question[];
}

export function validateAccessCode(code: string, signal?: AbortSignal): Promise<ValidatedCode> {
  return apiFetch<ValidatedCode>('/api/access-codes/validate', {
    method: 'POST',
    json: { code },
    signal,
  });
}

/**
 * Checked once per page load: the server counts every check against guessing, and the answer
 * does not change while the form is being filled in (sending re-checks it anyway).
 */
export const accessCodeQueryOptions = (code: string) =>
  queryOptions({
    queryKey: ['candidate-access-code', code],
    queryFn: ({ signal }) => validateAccessCode(code, signal),
    staleTime: Infinity,
    gcTime: Infinity,
  });
