import { useCallback } from 'react';
import { usePaths } from '#web/i18n/hooks';
import { paths as finnishPaths, type Paths } from '#web/paths';

/** The search parameter that holds the statement number (1-based), e.g. `?kysymys=5`. */
export const STEP_PARAM = 'kysymys';

/** Present (`?kysymys=5&tarkistus=1`) when the voter came to change an answer from the review. */
export const FROM_REVIEW_PARAM = 'tarkistus';

export function questionUrl(
  municipalityId: string,
  step?: number,
  fromReview = false,
  paths: Paths = finnishPaths,
): string {
  const base = paths.questions(municipalityId);
  if (step === undefined) return base;
  const query = `${STEP_PARAM}=${String(step)}`;
  return fromReview ? `${base}?${query}&${FROM_REVIEW_PARAM}=1` : `${base}?${query}`;
}

/** A valid statement number from the URL, or null when it is missing or out of range. */
export function parseStep(value: string | null, total: number): number | null {
  if (value === null || !/^\d{1,3}$/.test(value)) return null;
  const step = Number(value);
  return step >= 1 && step <= total ? step : null;
}

/** `questionUrl` in the page language ("/sv/091/kysymykset?kysymys=2" on a Swedish page). */
export function useQuestionUrl(): typeof questionUrl {
  const paths = usePaths();
  return useCallback(
    (municipalityId, step, fromReview = false) =>
      questionUrl(municipalityId, step, fromReview, paths),
    [paths],
  );
}
