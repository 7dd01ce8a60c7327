import { useQuery } from '@tanstack/react-query';
import type { MunicipalityDetail } from '#server/features/municipalities/municipalities.schemas';
import { useLanguage } from '#web/i18n/hooks';
import { municipalityQueryOptions } from '#web/lib/public-queries';

/** `GET /api/municipalities/{id}`: weights and custom texts already applied; 404 when unknown. */
export type MunicipalityDetails = MunicipalityDetail;
export type MunicipalityQuestion = MunicipalityDetail['questions'][number];

export function useMunicipality(municipalityId: string) {
  return useQuery(municipalityQueryOptions(municipalityId, useLanguage()));
}
