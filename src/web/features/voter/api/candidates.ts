import { useQuery } from '@tanstack/react-query';
import { useLanguage } from '#web/i18n/hooks';
import { candidatesQueryOptions } from '#web/lib/public-queries';

/** `GET /api/municipalities/{id}/candidates`: approved candidates, plus demo ones in demo mode. */
export function useCandidates(municipalityId: string) {
  return useQuery(candidatesQueryOptions(municipalityId, useLanguage()));
}
