import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { isApiError } from '#web/lib/api';

/**
 * When the session ends while an admin page is open (it lasts 12 hours, or the password was
 * changed elsewhere), the next API call answers 401. Then reload the viewer: /api/me says nobody
 * is signed in and the protected route sends the reader to sign in, and back here afterwards.
 */
export function useSessionExpiry(refreshViewer: () => Promise<void>) {
  const queryClient = useQueryClient();
  useEffect(() => {
    const onError = (error: unknown) => {
      if (isApiError(error, 401)) void refreshViewer();
    };
    const stopQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') onError(event.action.error);
    });
    const stopMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') onError(event.action.error);
    });
    return () => {
      stopQueries();
      stopMutations();
    };
  }, [queryClient, refreshViewer]);
}
