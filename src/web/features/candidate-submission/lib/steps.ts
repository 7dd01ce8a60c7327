import { languageOfPath } from '#web/i18n/language';
import { pathsIn } from '#web/paths';

/**
 * Every step of the form has its own URL, so the browser's Back button works and a reload stays
 * on the same step: `/candidate-submission/{CODE}?vaihe=perustiedot`.
 */

export const STEP_PARAM = 'vaihe';
const PAGE_PARAM = 'sivu';
const RETURN_PARAM = 'palaa';
const FOCUS_PARAM = 'kohta';
const RETURN_TO_CHECK = 'tarkista';

export const STEPS = ['koodi', 'perustiedot', 'vastaukset', 'tarkista'] as const;
export type FormStep = (typeof STEPS)[number];
export type StepName = FormStep | 'valmis';

/** "Vaihe N/4": the thank-you page is not a step. */
export const STEP_COUNT = STEPS.length;

export function stepNumber(step: FormStep): number {
  return STEPS.indexOf(step) + 1;
}

export interface StepLocation {
  step: StepName;
  /** 1-based page of the statements step. */
  page: number;
  /** Came from the check-answers page through a "Muuta" link: go back there afterwards. */
  returnToCheck: boolean;
  /** The id of the field to focus (a "Muuta" link points at one field). */
  focus: string | null;
}

const STEP_NAMES: readonly StepName[] = [...STEPS, 'valmis'];

export function parseStepLocation(params: URLSearchParams): StepLocation {
  const rawStep = params.get(STEP_PARAM);
  const step = STEP_NAMES.find((name) => name === rawStep) ?? 'koodi';
  const rawPage = params.get(PAGE_PARAM);
  const page = rawPage !== null && /^\d{1,2}$/.test(rawPage) ? Math.max(1, Number(rawPage)) : 1;
  const focus = params.get(FOCUS_PARAM);
  return {
    step,
    page,
    returnToCheck: params.get(RETURN_PARAM) === RETURN_TO_CHECK,
    focus: focus !== null && /^[\w-]{1,60}$/.test(focus) ? focus : null,
  };
}

export interface StepTarget {
  step: StepName;
  page?: number;
  returnToCheck?: boolean;
  focus?: string | null;
}

/**
 * The URL of a step; without a code only the code step exists. It stays in the language of the
 * page being shown (`/sv/candidate-submission/…` on a Swedish page).
 */
export function stepUrl(code: string | undefined, target: StepTarget): string {
  const language = typeof window === 'undefined' ? 'fi' : languageOfPath(window.location.pathname);
  const base = pathsIn(language).candidateSubmission(code);
  const params = new URLSearchParams();
  if (target.step !== 'koodi') params.set(STEP_PARAM, target.step);
  if (target.step === 'vastaukset' && target.page !== undefined && target.page > 1) {
    params.set(PAGE_PARAM, String(target.page));
  }
  if (target.returnToCheck) params.set(RETURN_PARAM, RETURN_TO_CHECK);
  if (target.focus) params.set(FOCUS_PARAM, target.focus);
  const query = params.toString();
  return query ? `${base}?${query}` : base;
}

/** A key that changes whenever the reader arrives at another screen. */
export function screenKey(location: StepLocation): string {
  return location.step === 'vastaukset' ? `vastaukset-${String(location.page)}` : location.step;
}
