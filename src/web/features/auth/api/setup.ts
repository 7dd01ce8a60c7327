import { queryOptions } from '@tanstack/react-query';
import type { SetupInput } from '#core/account-schemas';
import type { SetupDone, SetupStatus } from '#server/features/setup/setup.schemas';
import { apiFetch } from '#web/lib/api';
import { authKeys } from './keys';

export type { SetupDone } from '#server/features/setup/setup.schemas';

/**
 * `POST /api/setup/status`: whether the one-time setup link can still create the first super
 * admin. Fails with the server's error (404 unknown or replaced, 409 done, 410 expired).
 */
export const setupLinkQueryOptions = (token: string) =>
  queryOptions({
    queryKey: authKeys.setupLink(token),
    queryFn: ({ signal }) =>
      apiFetch<SetupStatus>('/api/setup/status', {
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
  return apiFetch<SetupDone>('/api/setup', { method: 'POST', json: input });
}
