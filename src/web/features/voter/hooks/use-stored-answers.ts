import { useCallback, useState } from 'react';
import type { Answer } from '#core/matching';
import { clearProgress, loadProgress, saveProgress, type Progress } from '../lib/answers-store';

/**
 * The voter's answers and importance marks for one municipality, read from this device once and written back on
 * every change, so nothing is lost on reload. (Mount with `key={municipalityId}`.)
 */
export function useStoredAnswers(municipalityId: string) {
  const [progress, setProgress] = useState<Progress>(() => loadProgress(municipalityId));

  const update = useCallback(
    (change: (previous: Progress) => Progress) => {
      setProgress((previous) => {
        const next = change(previous);
        if (next !== previous) saveProgress(municipalityId, next);
        return next;
      });
    },
    [municipalityId],
  );

  const setAnswer = useCallback(
    (questionId: number, answer: Answer | null) => {
      update((previous) =>
        previous.answers[questionId] === answer && questionId in previous.answers
          ? previous
          : { ...previous, answers: { ...previous.answers, [questionId]: answer } },
      );
    },
    [update],
  );

  const setImportant = useCallback(
    (questionId: number, important: boolean) => {
      update((previous) => {
        if (previous.important.includes(questionId) === important) return previous;
        const next = important
          ? [...previous.important, questionId].sort((a, b) => a - b)
          : previous.important.filter((id) => id !== questionId);
        return { ...previous, important: next };
      });
    },
    [update],
  );

  const setCurrent = useCallback(
    (current: number) => {
      update((previous) => (previous.current === current ? previous : { ...previous, current }));
    },
    [update],
  );

  /** The shorter version from its first statement (on a fresh start: nothing to lose). */
  const startShorter = useCallback(() => {
    update(() => ({ answers: {}, important: [], current: 0, shorter: { order: [] } }));
  }, [update]);

  /** The shorter version's next statement, shown for the first time: it joins the order. */
  const showNext = useCallback(
    (questionId: number) => {
      update((previous) => {
        const order = previous.shorter?.order;
        if (!order || order.includes(questionId)) return previous;
        return { ...previous, shorter: { order: [...order, questionId] } };
      });
    },
    [update],
  );

  const reset = useCallback(() => {
    clearProgress(municipalityId);
    setProgress(loadProgress(municipalityId));
  }, [municipalityId]);

  return { progress, setAnswer, setImportant, setCurrent, startShorter, showNext, reset };
}

export type StoredAnswers = ReturnType<typeof useStoredAnswers>;
