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

  const reset = useCallback(() => {
    clearProgress(municipalityId);
    setProgress(loadProgress(municipalityId));
  }, [municipalityId]);

  // `update` for the shorter version's own changes (its order), which live in its lazy chunk.
  return { progress, setAnswer, setImportant, setCurrent, update, reset };
}

export type StoredAnswers = ReturnType<typeof useStoredAnswers>;
