import type { Answer } from '#core/matching';
import type { MessageId } from '../i18n/catalogs';
import type { Translate } from '../i18n/hooks';

/** The message of each answer on the scale ("Täysin eri mieltä" … "Täysin samaa mieltä"). */
const ANSWER_MESSAGES: Record<Answer, MessageId> = {
  1: 'answer.1',
  2: 'answer.2',
  3: 'answer.3',
  4: 'answer.4',
  5: 'answer.5',
};

/** An answer's label in the page language: `answerLabel(t, 4)`. */
export function answerLabel(t: Translate, answer: Answer): string {
  return t(ANSWER_MESSAGES[answer]);
}
