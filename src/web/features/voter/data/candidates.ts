import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { createContext, useContext } from 'react';
import { useLanguage } from '#web/i18n/hooks';
import type { Language } from '#web/i18n/language';
import {
  fromProfilesFile,
  fromRankingFile,
  type ProfilesFile,
  type RankingFile,
} from '#core/candidate-list';
import { apiFetch } from '#web/lib/api';
import { inLanguage, municipalityPath, publicKeys } from '#web/lib/public-queries';

/**
 * `GET /api/municipalities/{id}/candidates/ranking`: approved candidates (plus demo ones in demo
 * mode) with what ranking and a result row need; professions are in the profiles file and
 * justifications in the details file (below). docs/decisions/0031-national-scale-voter-data.md.
 */
const candidatesQueryOptions = (municipalityId: string, language: Language) =>
  queryOptions({
    queryKey: [...publicKeys.candidates(municipalityId), language],
    // No abort signal, here and in the municipality's other files: the file is the same for
    // every voter and cached, and a page that mounts again while it loads (the results page
    // does once) would otherwise cancel the download and start it over.
    queryFn: async () =>
      fromRankingFile(
        await apiFetch<RankingFile>(
          inLanguage(`${municipalityPath(municipalityId)}/candidates/ranking`, language),
        ),
      ),
  });

/**
 * Loads the ranking file into the query cache ahead of the results page (the review page does,
 * while the voter reads it). The same file for every voter of the municipality, so asking for it
 * early tells the server nothing about the voter's answers.
 */
export function prefetchCandidates(
  queryClient: QueryClient,
  municipalityId: string,
  language: Language,
): Promise<void> {
  return queryClient.prefetchQuery(candidatesQueryOptions(municipalityId, language));
}

/** The ranking file: every candidate with what ranking and a result row need. */
export function useCandidates(municipalityId: string) {
  return useQuery(candidatesQueryOptions(municipalityId, useLanguage()));
}

const profilesQueryOptions = (municipalityId: string, language: Language) =>
  queryOptions({
    queryKey: [...publicKeys.candidates(municipalityId), 'profiles', language],
    queryFn: async () =>
      fromProfilesFile(
        await apiFetch<ProfilesFile>(
          inLanguage(`${municipalityPath(municipalityId)}/candidates/profiles`, language),
        ),
      ),
  });

/**
 * The profiles file (profession and language) of every candidate of the municipality, for the
 * result cards: one small file whoever the voter looks at.
 */
export function useCandidateProfiles(municipalityId: string) {
  return useQuery(profilesQueryOptions(municipalityId, useLanguage()));
}

const detailsQueryOptions = (municipalityId: string, language: Language) =>
  queryOptions({
    queryKey: [...publicKeys.candidates(municipalityId), 'details', language],
    queryFn: async () =>
      (await import('./candidate-details-file')).fetchCandidateDetails(municipalityId, language),
  });

/**
 * The details file (profession, language, justifications) of every candidate of the
 * municipality: ONE request whoever the voter looks at, never one per candidate, so the server
 * cannot tell whose answers were opened (decision 0031). `enabled` false waits: the results
 * page asks for it when the voter first opens any candidate's answers
 * ({@link useRequestCandidateDetails}); Helsinki's is most of a visit's bytes.
 */
export function useCandidateDetails(municipalityId: string, enabled = true) {
  return useQuery({ ...detailsQueryOptions(municipalityId, useLanguage()), enabled });
}

/**
 * Asks the page for the details file: given by the results page, called by a card when the voter
 * opens a candidate's answers. The first call fetches the whole municipality's file, so the
 * request tells the server only that some card was opened, not whose.
 */
export const CandidateDetailsRequest = createContext<() => void>(() => undefined);

export function useRequestCandidateDetails(): () => void {
  return useContext(CandidateDetailsRequest);
}
