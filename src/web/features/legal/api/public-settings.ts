import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';

/** The fields of `GET /api/settings/public` these pages use; the server may send more. */
export interface PublicSettings {
  use_mock_data?: boolean;
  election_name?: string | null;
  election_date?: string | null;
  privacy_contact?: string | null;
}

export const publicSettingsQueryOptions = queryOptions({
  queryKey: ['settings', 'public'],
  queryFn: ({ signal }) => apiFetch<PublicSettings>('/api/settings/public', { signal }),
  staleTime: 5 * 60_000,
});

export function usePublicSettings() {
  return useQuery(publicSettingsQueryOptions);
}
