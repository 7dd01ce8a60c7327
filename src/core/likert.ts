import type { Answer } from './matching';

/** The answer scale; index 0 is answer 1. */
export const LIKERT_LABELS = [
  'Täysin eri mieltä',
  'Jokseenkin eri mieltä',
  'Neutraali',
  'Jokseenkin samaa mieltä',
  'Täysin samaa mieltä',
] as const;

export type LikertLabel = (typeof LIKERT_LABELS)[number];

export const ANSWER_VALUES: readonly Answer[] = [1, 2, 3, 4, 5];

export function likertLabel(answer: Answer): LikertLabel {
  return LIKERT_LABELS[answer - 1] as LikertLabel;
}
