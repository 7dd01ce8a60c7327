import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConsentKind } from '#core/consent';
import { apiFetch } from '#web/lib/api';
import { candidateKeys } from './access-code';

/**
 * Withdrawing a consent with the code. (b) open data: the code's page is read again, so it shows
 * the consent as withdrawn; (a) publication: the code no longer works, there is nothing to read.
 */
export function useWithdrawConsent(code: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (kind: ConsentKind) =>
      apiFetch('/api/candidate-consents/withdraw', {
        method: 'POST',
        json: { code, consent: kind },
      }),
    onSuccess: (_data, kind) => {
      if (kind === 'open_data') {
        void queryClient.invalidateQueries({ queryKey: candidateKeys.accessCode(code) });
      }
    },
  });
}
