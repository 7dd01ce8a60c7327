import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiFetch } from '../../../lib/api';

interface PublicMunicipality {
  municipality_id: string;
  name: string;
  name_sv: string | null;
  is_custom: boolean;
}

/**
 * `GET /api/municipalities` (public, non-hidden). The same key and answer as the home page's
 * query on purpose: one cache entry, and invalidating ['municipalities'] after a change in Kunnat
 * refreshes both.
 */
export const publicMunicipalitiesQueryOptions = queryOptions({
  queryKey: ['municipalities'],
  queryFn: ({ signal }) => apiFetch<PublicMunicipality[]>('/api/municipalities', { signal }),
});

/**
 * Display names of municipalities; an id missing from the public list (hidden) shows as is.
 * `isPending` is true until the list has been loaded once (or failed: then ids are shown).
 */
export function useMunicipalityNames() {
  const { data, isPending } = useQuery(publicMunicipalitiesQueryOptions);
  const nameOf = useCallback(
    (municipalityId: string) =>
      data?.find((municipality) => municipality.municipality_id === municipalityId)?.name ??
      municipalityId,
    [data],
  );
  return { nameOf, isPending };
}
