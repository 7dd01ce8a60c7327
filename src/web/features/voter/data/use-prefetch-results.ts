import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { loadCatalogs } from '#web/i18n/catalogs';
import { useLanguage } from '#web/i18n/hooks';
import { prefetchCandidates } from './candidates';

/**
 * On the review page, once it has drawn and the browser is idle: the municipality's ranking file
 * and the results' texts, so that "Näytä tulokset" only has to rank and
 * draw (at a real election's size the click otherwise waited for each of them in turn). Nothing
 * here depends on the voter's answers: every voter of the municipality gets the same files. (Not
 * in hooks/: that folder goes into the chunk every voter page shares, this only into the review
 * page's.)
 */
export function usePrefetchResults(municipalityId: string) {
  const queryClient = useQueryClient();
  const language = useLanguage();
  useEffect(() => {
    const start = () => {
      void prefetchCandidates(queryClient, municipalityId, language);
      void loadCatalogs(language, ['results']).catch(() => undefined);
    };
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(start, { timeout: 2000 });
      return () => {
        window.cancelIdleCallback(handle);
      };
    }
    const handle = window.setTimeout(start, 300);
    return () => {
      window.clearTimeout(handle);
    };
  }, [queryClient, municipalityId, language]);
}
