import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '#core/language';
import type { ModerationPolicy } from '#server/features/moderation/moderation.routes';
import { useLanguage } from '#web/i18n/hooks';
import { apiFetch } from '#web/lib/api';
import { publicKeys } from '#web/lib/public-queries';

export type { ModerationPolicy };

export const moderationPolicyQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: [...publicKeys.moderationPolicy(), language],
    queryFn: ({ signal }) =>
      apiFetch<ModerationPolicy>(`/api/moderation-policy?lang=${language}`, { signal }),
    staleTime: 5 * 60_000,
  });

/** Moderointiperiaatteet in the page's language (or `language`). */
export function useModerationPolicy(language?: Language) {
  const pageLanguage = useLanguage();
  return useQuery(moderationPolicyQueryOptions(language ?? pageLanguage));
}
