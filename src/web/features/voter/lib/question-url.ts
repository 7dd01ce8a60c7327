import { paths } from '../../../paths';

/** The search parameter that holds the statement number (1-based), e.g. `?kysymys=5`. */
export const STEP_PARAM = 'kysymys';

export function questionUrl(municipalityId: string, step?: number): string {
  const base = paths.questions(municipalityId);
  return step === undefined ? base : `${base}?${STEP_PARAM}=${String(step)}`;
}

/** A valid statement number from the URL, or null when it is missing or out of range. */
export function parseStep(value: string | null, total: number): number | null {
  if (value === null || !/^\d{1,3}$/.test(value)) return null;
  const step = Number(value);
  return step >= 1 && step <= total ? step : null;
}
