import { useEffect, useState } from 'react';
import type { VoterAnswers } from '#core/matching';
import type { Assessment, ShorterEngine } from './shorter-engine';

export interface IdleAssessment {
  /** The inputs it was worked out from (the same objects the page holds). */
  answers: VoterAnswers;
  order: readonly number[];
  assessment: Assessment;
  /** The statement after the last one shown, for "Seuraava". */
  next: number | null;
}

/** Runs `work` when the browser is idle (after the frame that drew the answer), never in the click's own task. */
function whenIdle(work: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(work, { timeout: 1000 });
    return () => {
      window.cancelIdleCallback(handle);
    };
  }
  const handle = window.setTimeout(work, 50);
  return () => {
    window.clearTimeout(handle);
  };
}

/**
 * The meter and the next statement for the voter's answers so far. The certainty takes tens of
 * milliseconds in a large municipality (docs/matching.md), so it is worked out in idle time after
 * the answer is on screen; until then the previous figure stays.
 */
export function useIdleAssessment(
  engine: ShorterEngine | null,
  answers: VoterAnswers,
  order: readonly number[],
  important: readonly number[],
): IdleAssessment | null {
  const [result, setResult] = useState<IdleAssessment | null>(null);
  useEffect(() => {
    if (!engine) return;
    return whenIdle(() => {
      setResult({
        answers,
        order,
        assessment: engine.assess(answers, order, important),
        next: engine.next(answers, order),
      });
    });
  }, [engine, answers, order, important]);
  return result;
}
