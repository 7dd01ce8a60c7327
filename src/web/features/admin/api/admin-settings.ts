import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SystemSettingsInput } from '#core/schemas';
import type { SystemSettings } from '#server/features/settings/settings.schemas';
import { apiFetch } from '#web/lib/api';
import { publicKeys } from '#web/lib/public-queries';
import { adminKeys } from './keys';

// Asetukset: `/api/admin/settings` (super admin).

export type { SystemSettings } from '#server/features/settings/settings.schemas';

export const adminSettingsQueryOptions = queryOptions({
  queryKey: adminKeys.settings(),
  queryFn: ({ signal }) => apiFetch<SystemSettings>('/api/admin/settings', { signal }),
  staleTime: 0,
});

export function useAdminSettings() {
  return useQuery(adminSettingsQueryOptions);
}

/**
 * Saves settings. Demo mode and the election change what the public pages show (candidates,
 * texts), so all public data is read again.
 */
export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SystemSettingsInput) =>
      apiFetch<SystemSettings>('/api/admin/settings', { method: 'PATCH', json: input }),
    onSuccess: async (saved) => {
      queryClient.setQueryData(adminKeys.settings(), saved);
      await queryClient.invalidateQueries({ queryKey: publicKeys.all });
    },
  });
}
