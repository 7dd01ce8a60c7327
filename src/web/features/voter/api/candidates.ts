import { queryOptions, useQuery } from '@tanstack/react-query';
import { fromDetailsFile, type DetailsFile } from '#core/candidate-list';
import { useLanguage } from '#web/i18n/hooks';
import type { Language } from '#web/i18n/language';
import { apiFetch } from '#web/lib/api';
import { candidatesQueryOptions, publicKeys } from '#web/lib/public-queries';

/** The ranking file: every candidate with what ranking and a result row need. */
export function useCandidates(municipalityId: string) {
  return useQuery(candidatesQueryOptions(municipalityId, useLanguage()));
}

const detailsQueryOptions = (municipalityId: string, language: Language) =>
  queryOptions({
    queryKey: [...publicKeys.candidates(municipalityId), 'details', language],
    queryFn: async ({ signal }) =>
      fromDetailsFile(
        await apiFetch<DetailsFile>(
          `/api/municipalities/${encodeURIComponent(municipalityId)}/candidates/details${
            language === 'fi' ? '' : `?lang=${language}`
          }`,
          { signal },
        ),
      ),
  });

/**
 * The details file (profession, language, justifications) of every candidate of the
 * municipality: ONE request whoever the voter looks at, never one per candidate, so the server
 * cannot tell whose answers were opened (decision 0030). `enabled` false waits (the results
 * page asks for it once its results are on screen).
 */
export function useCandidateDetails(municipalityId: string, enabled = true) {
  return useQuery({ ...detailsQueryOptions(municipalityId, useLanguage()), enabled });
}
