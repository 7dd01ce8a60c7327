import { queryOptions } from '@tanstack/react-query';
import type {
  Municipality,
  MunicipalityDetail,
} from '#server/features/municipalities/municipalities.schemas';
import type { PublicSettings } from '#server/features/settings/settings.schemas';
import type { Language } from '../i18n/language';
import { apiFetch } from './api';
import { plainLanguageOnDemand } from './plain-language';

/**
 * The public endpoints that more than one feature reads (home, voter, legal, and admin for names
 * and for refreshing after a change). Each is cached under exactly one key from `publicKeys`;
 * `publicKeys.all` covers every municipality answer, so one invalidation refreshes them all.
 * Each answer is cached per language (the language is the last part of its key, so the keys
 * below still cover both) and asked for with `?lang=sv` in Swedish: texts the server has in
 * Swedish come in Swedish, each with a `<field>_lang` telling the language it is really in.
 */
export const publicKeys = {
  all: ['public'] as const,
  municipalities: () => [...publicKeys.all, 'municipalities'] as const,
  municipalityList: () => [...publicKeys.municipalities(), 'list'] as const,
  municipality: (id: string) => [...publicKeys.municipalities(), 'detail', id] as const,
  candidates: (id: string) => [...publicKeys.municipality(id), 'candidates'] as const,
  settings: () => [...publicKeys.all, 'settings'] as const,
  moderationPolicy: () => [...publicKeys.all, 'moderation-policy'] as const,
};

export const municipalityPath = (id: string) => `/api/municipalities/${encodeURIComponent(id)}`;

/** Finnish is the default: its URLs stay as they were (one cached answer each on the server). */
export const inLanguage = (path: string, language: Language) =>
  language === 'fi' ? path : `${path}?lang=${language}`;

/** `GET /api/municipalities`: participating, non-hidden municipalities sorted by name. */
export const municipalitiesQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: [...publicKeys.municipalityList(), language],
    queryFn: ({ signal }) =>
      apiFetch<Municipality[]>(inLanguage('/api/municipalities', language), { signal }),
  });

/**
 * `GET /api/municipalities/{id}`: weights and custom texts already applied; 404 when unknown.
 * `plain` (Finnish only): with the statements in plain Finnish, cached under its own key.
 */
export const municipalityQueryOptions = (
  municipalityId: string,
  language: Language,
  plain = false,
) =>
  queryOptions({
    queryKey: [...publicKeys.municipality(municipalityId), plain ? 'selko' : language],
    queryFn: ({ signal }) =>
      plain
        ? plainLanguageOnDemand().then((module) =>
            module.fetchPlainMunicipality(municipalityPath(municipalityId), signal),
          )
        : // No abort signal: the same cached answer for every voter (see the ranking file's query).
          apiFetch<MunicipalityDetail>(inLanguage(municipalityPath(municipalityId), language)),
    staleTime: 5 * 60_000,
  });

/** `GET /api/settings/public`: demo mode, election name and date, privacy contact. */
export const publicSettingsQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: [...publicKeys.settings(), language],
    queryFn: ({ signal }) =>
      apiFetch<PublicSettings>(inLanguage('/api/settings/public', language), { signal }),
    staleTime: 5 * 60_000,
  });
