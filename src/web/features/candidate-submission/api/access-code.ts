import { queryOptions } from '@tanstack/react-query';
import type { AccessCodeValidation } from '#server/features/access-codes/access-codes.schemas';
import type { Language } from '#web/i18n/language';
import { apiFetch } from '#web/lib/api';

/** Every query key of the candidate form. */
export const candidateKeys = {
  accessCode: (code: string) => ['candidate-form', 'access-code', code] as const,
};

/** `POST /api/access-codes/validate`: a usable code, with its municipality's 25 statements. */
export type ValidatedCode = AccessCodeValidation;

export function validateAccessCode(
  code: string,
  language: Language = 'fi',
  signal?: AbortSignal,
): Promise<ValidatedCode> {
  // The statements come in the page language (`?lang=sv` as on the voter pages).
  const query = language === 'fi' ? '' : `?lang=${language}`;
  return apiFetch<ValidatedCode>(`/api/access-codes/validate${query}`, {
    method: 'POST',
    json: { code },
    signal,
  });
}

/**
 * Checked once per page load: the server counts every check against guessing, and the answer
 * does not change while the form is being filled in (sending re-checks it anyway).
 */
export const accessCodeQueryOptions = (code: string, language: Language = 'fi') =>
  queryOptions({
    // The language last, so `candidateKeys.accessCode(code)` covers both languages.
    queryKey: [...candidateKeys.accessCode(code), language] as const,
    queryFn: ({ signal }) => validateAccessCode(code, language, signal),
    staleTime: Infinity,
    gcTime: Infinity,
  });
