import type { RankedCandidate, VoterAnswers } from '#core/matching';
import { postMatch } from '../api/matches';
import { planMatchSave, readSentFingerprints, rememberSentFingerprint } from './match-save';
import { visitorId } from './visitor-id';

/**
 * Saves the top match once per set of answers and marks (see match-save.ts). Remembered before sending, so
 * a reload or a second call never resends. Loaded only when results are shown
 * (hooks/use-save-top-match.ts), outside the results page's first download.
 */
export function saveTopMatch(
  municipalityId: string,
  ranked: readonly RankedCandidate<{ id: number }>[],
  answers: VoterAnswers,
  important: ReadonlySet<number>,
): void {
  const plan = planMatchSave({
    ranked,
    answers,
    important,
    municipalityId,
    userId: visitorId(),
    alreadySent: readSentFingerprints(municipalityId),
  });
  if (!plan) return;
  rememberSentFingerprint(municipalityId, plan.fingerprint);
  postMatch(plan.payload).catch((error: unknown) => {
    console.error('Tuloksen tallentaminen tilastoihin epäonnistui:', error);
  });
}
