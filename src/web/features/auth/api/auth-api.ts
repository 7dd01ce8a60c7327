import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '#web/lib/api';
import { authKeys } from './keys';

// better-auth's endpoints (mounted at /api/auth by the server, errors in our one shape).

export function signIn(input: { email: string; password: string }) {
  return apiFetch<unknown>('/api/auth/sign-in/email', { method: 'POST', json: input });
}

export function signOut() {
  return apiFetch<unknown>('/api/auth/sign-out', { method: 'POST', json: {} });
}

/** Always 200: the answer never tells whether the address belongs to anyone. */
export function requestPasswordReset(email: string) {
  return apiFetch<unknown>('/api/auth/request-password-reset', {
    method: 'POST',
    json: { email },
  });
}

export function resetPassword(input: { token: string; newPassword: string }) {
  return apiFetch<unknown>('/api/auth/reset-password', { method: 'POST', json: input });
}

export type ResetTokenState = 'valid' | 'invalid' | 'unknown';

/**
 * Tells before the form is filled in whether a reset link still works, so nobody types a new
 * password twice only to hear the link had expired. better-auth's check endpoint answers with a
 * redirect to `callbackURL?token=…` or `callbackURL?error=INVALID_TOKEN`; fetch follows it and
 * `response.url` shows where it ended. It does not use up the token. Anything unexpected gives
 * 'unknown' and the form is shown (the submit then tells the truth).
 */
export async function checkResetToken(
  token: string,
  signal?: AbortSignal,
): Promise<ResetTokenState> {
  try {
    const callbackURL = encodeURIComponent('/login/uusi-salasana');
    const response = await fetch(
      `/api/auth/reset-password/${encodeURIComponent(token)}?callbackURL=${callbackURL}`,
      { credentials: 'same-origin', signal, headers: { Accept: 'text/html' } },
    );
    const landed = new URL(response.url, window.location.origin).searchParams;
    if (landed.get('error') === 'INVALID_TOKEN') return 'invalid';
    if (landed.get('token') === token) return 'valid';
    return 'unknown';
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    return 'unknown';
  }
}

export const resetTokenQueryOptions = (token: string) =>
  queryOptions({
    queryKey: authKeys.resetToken(token),
    queryFn: ({ signal }) => checkResetToken(token, signal),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
