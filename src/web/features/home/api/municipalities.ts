import { useQuery } from '@tanstack/react-query';
import type { Municipality } from '#server/features/municipalities/municipalities.schemas';
import { useLanguage } from '#web/i18n/hooks';
import { municipalitiesQueryOptions } from '#web/lib/public-queries';

/** One item of `GET /api/municipalities` (participating, non-hidden; sorted by name). */
export type MunicipalitySummary = Municipality;

export function useMunicipalities() {
  return useQuery(municipalitiesQueryOptions(useLanguage()));
}
