import { fromDetailsFile } from '#core/candidate-details';
import type { DetailsFile } from '#core/candidate-list';
import type { Language } from '#web/i18n/language';
import { apiFetch } from '#web/lib/api';

/**
 * Fetches and reads a municipality's details file. Imported when the file is asked for (after
 * the results are on screen), so its code is not on the results' path.
 */
export async function fetchCandidateDetails(
  municipalityId: string,
  language: Language,
  signal: AbortSignal,
) {
  const query = language === 'fi' ? '' : `?lang=${language}`;
  return fromDetailsFile(
    await apiFetch<DetailsFile>(
      `/api/municipalities/${encodeURIComponent(municipalityId)}/candidates/details${query}`,
      { signal },
    ),
  );
}
