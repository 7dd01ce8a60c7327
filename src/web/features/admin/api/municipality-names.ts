import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { municipalitiesQueryOptions } from '#web/lib/public-queries';

/**
 * Display names of municipalities from `GET /api/municipalities` (the home page's cache entry);
 * an id missing from the public list (hidden) shows as is. `isPending` is true until the list
 * has been loaded once (or failed: then ids are shown).
 */
export function useMunicipalityNames() {
  // The admin pages are Finnish.
  const { data, isPending } = useQuery(municipalitiesQueryOptions('fi'));
  const nameOf = useCallback(
    (municipalityId: string) =>
      data?.find((municipality) => municipality.municipality_id === municipalityId)?.name ??
      municipalityId,
    [data],
  );
  return { nameOf, isPending };
}
