import { useEffect, useState } from 'react';
import { loadCatalogs } from '#web/i18n/catalogs';
import { useLanguage } from '#web/i18n/hooks';
import type { Language } from '#web/i18n/language';

/**
 * The shorter version's texts are in the `matching` catalog area (`shorter.*`), which the voter
 * pages do not load first: each shorter-version part asks for it here once its code has come, so
 * the pages of the full questionnaire carry neither its code nor its texts (and no catalog area
 * of its own grows the entry chunk's list of catalogs). True once the texts are there.
 */
const loaded = new Set<Language>();

export function useShorterTexts(): boolean {
  const language = useLanguage();
  const ready = loaded.has(language);
  const [, setLoads] = useState(0);
  useEffect(() => {
    if (ready) return;
    let live = true;
    loadCatalogs(language, ['matching']).then(
      () => {
        loaded.add(language);
        if (live) setLoads((count) => count + 1);
      },
      () => undefined, // the page goes on without the shorter version's part
    );
    return () => {
      live = false;
    };
  }, [language, ready]);
  return ready;
}
