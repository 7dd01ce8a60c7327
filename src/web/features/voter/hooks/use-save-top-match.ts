import { useEffect } from 'react';
import type { RankedCandidate, VoterAnswers } from '#core/matching';

/**
 * When results are first shown for a set of answers and marks, saves the top match once (see
 * lib/save-top-match.ts, loaded here on demand: the voter sees nothing of it). The outcome is not
 * shown to the voter; errors are only logged.
 */
export function useSaveTopMatch(
  municipalityId: string,
  ranked: readonly RankedCandidate<{ id: number }>[] | undefined,
  answers: VoterAnswers,
  important: ReadonlySet<number>,
): void {
  useEffect(() => {
    if (!ranked || ranked.length === 0) return;
    import('../lib/save-top-match')
      .then(({ saveTopMatch }) => {
        saveTopMatch(municipalityId, ranked, answers, important);
      })
      .catch((error: unknown) => {
        console.error('Tuloksen tallentaminen tilastoihin epäonnistui:', error);
      });
  }, [municipalityId, ranked, answers, important]);
}
