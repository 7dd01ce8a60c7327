import { useQuery } from '@tanstack/react-query';
import { useLanguage } from '#web/i18n/hooks';
import { publicSettingsQueryOptions } from '#web/lib/public-queries';

export function usePublicSettings() {
  return useQuery(publicSettingsQueryOptions(useLanguage()));
}
