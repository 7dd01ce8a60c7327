import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { authKeys } from './keys';
import { meQueryOptions, type Me } from './me';

const isMe = (queryKey: readonly unknown[]) => queryKey[0] === authKeys.me()[0];

/** Cache housekeeping when the signed-in person changes. */
export function useSession() {
  const queryClient = useQueryClient();

  /**
   * After signing in: forget what an earlier user loaded and read /api/me afresh, so protected
   * pages see the new session at once (a stale "not signed in" would send the reader back here).
   */
  const started = useCallback(async (): Promise<Me | null> => {
    queryClient.removeQueries({ predicate: (query) => !isMe(query.queryKey) });
    return queryClient.fetchQuery({ ...meQueryOptions, staleTime: 0 });
  }, [queryClient]);

  /**
   * After signing out: forget everything loaded while signed in, /api/me included. Removed
   * queries do not notify pages still on screen, so call this after leaving the protected page;
   * the next protected page asks /api/me again and finds nobody signed in.
   */
  const ended = useCallback(() => {
    queryClient.clear();
  }, [queryClient]);

  return { started, ended };
}
