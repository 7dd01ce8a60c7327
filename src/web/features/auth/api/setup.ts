import { queryOptions } from '@tanstack/react-query';
import type { SetupInput } from '../../../../core/account-schemas';
import { apiFetch } from '../../../lib/api';

/**
 * `POST /api/setup/status`: whether the one-time setup link can still create the first super
 * admin. Fails with the server's error (404 unknown or replaced, 409 done, 410 expired).
 */
export const setupLinkQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['setup-link', token],
    queryFn: ({ signal }) =>
      apiFetch<{ valid: true }>('/api/setup/status', {
        method: 'POST',
        json: { token },
        signal,
      }),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });

/** `POST /api/setup`: creates the first super admin; the link then stops working. */
export function completeSetup(input: SetupInput) {
  return apiFetch<{ email: string }>('/api/setup', { method: 'POST', json: input });
}
