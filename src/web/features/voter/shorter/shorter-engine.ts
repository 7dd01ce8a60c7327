import {
  adaptiveModel,
  assessCertainty,
  canFinishEarly,
  certaintyLevel,
  nextStatement,
  type CertaintyLevel,
} from '#core/adaptive';
import { isAnswer, type VoterAnswers } from '#core/matching';
import type { Question } from '#core/questions';

/**
 * The shorter version's order and meter on this device (docs/matching.md, "Shorter version"):
 * src/core/adaptive.ts on the municipality's ranking file, which the device loads anyway for the
 * results. This module loads only when the voter has chosen the shorter version.
 */

/** What the meter shows after an answer. `none`: nothing to say yet, or no candidates to say it from. */
export interface Assessment {
  level: CertaintyLevel | 'none' | 'unavailable';
  /** 0..1, the meter's bar. */
  value: number;
  /** "Näytä tulokset nyt" is offered. */
  canFinish: boolean;
}

export interface ShorterEngine {
  /** The statement to show after `order` (the ids shown so far), or null when every one has been. */
  next(answers: VoterAnswers, order: readonly number[]): number | null;
  assess(answers: VoterAnswers, order: readonly number[], important: readonly number[]): Assessment;
}

const byName = new Intl.Collator('fi');

/** From the candidates' answers (`answers[questionId - 1]`), in the results list's tie order. */
export function createShorterEngine(
  candidates: readonly { name: string; answers: readonly (number | null | undefined)[] }[],
  questions: readonly Question[],
): ShorterEngine {
  const sorted = [...candidates].sort((a, b) => byName.compare(a.name, b.name));
  const model = adaptiveModel(sorted, questions);
  return {
    next: (answers, order) => nextStatement(model, answers, new Set(order)),
    assess(answers, order, important) {
      const answered = order.filter((id) => isAnswer(answers[id])).length;
      if (answered === 0) return { level: 'none', value: 0, canFinish: false };
      // A statement on screen but not yet answered is still to come, as are those not yet shown.
      const settled = new Set(order.filter((id) => id in answers));
      const certainty = assessCertainty(model, answers, settled, new Set(important));
      const canFinish = canFinishEarly(certainty, answered);
      const level = certaintyLevel(certainty.value);
      // The words never promise more than the offer: "sure" only when the finish is offered.
      return {
        level: canFinish ? 'sure' : level === 'sure' ? 'fairly-sure' : level,
        value: canFinish ? 1 : Math.min(certainty.value, 0.99),
        canFinish,
      };
    },
  };
}

/**
 * Without the candidates (the ranking file did not come): the statements in their usual order,
 * and no meter, so no early finish.
 */
export function fixedOrderEngine(questions: readonly Question[]): ShorterEngine {
  return {
    next: (_answers, order) =>
      questions.find((question) => !order.includes(question.id))?.id ?? null,
    assess: () => ({ level: 'unavailable', value: 0, canFinish: false }),
  };
}
