import type { Translate } from '#web/i18n/hooks';

/** Below this many answered statements the results are only indicative, and say so. */
export const FEW_ANSWERS = 5;

/** "Vastasit kaikkiin 25 väittämään." or "Vastasit 20 väittämään 25:stä." */
export function answeredSentence(t: Translate, answered: number, total: number): string {
  if (answered === total) return t('voter.answeredAll', { total });
  return t('voter.answeredSome', { answered, total });
}

/**
 * The warning shown with results based on fewer than FEW_ANSWERS answers; `plain` for the voter
 * who chose Selkokieli (its catalog is loaded then).
 */
export function fewAnswersWarning(t: Translate, answered: number, plain = false): string | null {
  if (answered >= FEW_ANSWERS) return null;
  return t(plain ? 'selko.results.fewAnswers' : 'voter.fewAnswers', { answered });
}
