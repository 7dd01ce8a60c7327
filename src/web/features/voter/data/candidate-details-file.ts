import { readDetailsText } from '#core/candidate-details';
import type { Language } from '#web/i18n/language';
import { toApiError } from '#web/lib/api';

/**
 * Fetches and reads a municipality's details file, a few rows at a time (readDetailsText).
 * Imported when the file is asked for (after the results are on screen), so its code is not on
 * the results' path.
 */
export async function fetchCandidateDetails(municipalityId: string, language: Language) {
  const query = language === 'fi' ? '' : `?lang=${language}`;
  const response = await fetch(
    `/api/municipalities/${encodeURIComponent(municipalityId)}/candidates/details${query}`,
    { credentials: 'same-origin', headers: { Accept: 'application/json' } },
  );
  if (!response.ok) throw await toApiError(response);
  return readDetailsText(await response.text());
}
