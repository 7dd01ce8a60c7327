import { useEffect } from 'react';
import type { RankedCandidate, VoterAnswers } from '../../../../core/matching';
import { postMatch } from '../api/matches';
import { planMatchSave, readSentFingerprints, rememberSentFingerprint } from '../lib/match-save';
import { visitorId } from '../lib/visitor-id';

/**
 * When results are first shown for a set of answers, saves the top match once (see
 * lib/match-save.ts). Remembered before sending, so a reload or a second render never resends.
 * The outcome is not shown to the voter; errors are only logged.
 */
export function useSaveTopMatch(
  municipalityId: string,
  ranked: readonly RankedCandidate<{ id: number }>[] | undefined,
  answers: VoterAnswers,
): void {
  useEffect(() => {
    if (!ranked || ranked.length === 0) return;
    const plan = planMatchSave({
      ranked,
      answers,
      municipalityId,
      userId: visitorId(),
      alreadySent: readSentFingerprints(municipalityId),
    });
    if (!plan) return;
    rememberSentFingerprint(municipalityId, plan.fingerprint);
    postMatch(plan.payload).catch((error: unknown) => {
      console.error('Tuloksen tallentaminen tilastoihin epäonnistui:', error);
    });
  }, [municipalityId, ranked, answers]);
}
