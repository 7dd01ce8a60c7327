import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SystemSettingsInput } from '../../../../core/schemas';
import { apiFetch } from '../../../lib/api';

// Asetukset: `/api/admin/settings` (super admin).

export interface SystemSettings {
  use_mock_data: boolean;
  mock_candidates_per_municipality: number;
  mock_data_seed: number;
  match_save_limit: number;
  election_name: string;
  election_date: string;
  privacy_contact: string;
}

export const adminSettingsQueryOptions = queryOptions({
  queryKey: ['admin', 'settings'],
  queryFn: ({ signal }) => apiFetch<SystemSettings>('/api/admin/settings', { signal }),
  staleTime: 0,
});

export function useAdminSettings() {
  return useQuery(adminSettingsQueryOptions);
}

export function updateSettings(input: SystemSettingsInput) {
  return apiFetch<SystemSettings>('/api/admin/settings', { method: 'PATCH', json: input });
}
