import { isAnswer, type Answer } from './matching';
import { QUESTION_COUNT } from './question-count';

/** A party as the voter's results show it: its candidates' median answers, and how many. */
export interface PartyPosition {
  party: string;
  candidateCount: number;
  /** Index i is statement i + 1; null where none of its candidates answered the statement. */
  answers: (Answer | null)[];
}

/**
 * The median of the answers, rounded to the scale. With an even number of answers the median is
 * the mean of the two middle ones; a half (2.5) rounds up, as Math.round does.
 */
export function medianAnswer(values: readonly number[]): Answer | null {
  const sorted = values.filter(isAnswer).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  return Math.round(median) as Answer;
}

/**
 * Each party's position on every statement: the median of its candidates' answers (missing
 * answers left out). Parties in Finnish alphabetical order; the same party name always makes
 * one party, so a party written by hand on the candidate form matches only itself.
 */
export function partyPositions(
  candidates: readonly { party: string; answers: readonly (number | null | undefined)[] }[],
): PartyPosition[] {
  const byParty = new Map<string, (number | null | undefined)[][]>();
  for (const candidate of candidates) {
    const list = byParty.get(candidate.party) ?? [];
    list.push([...candidate.answers]);
    byParty.set(candidate.party, list);
  }
  return [...byParty.entries()]
    .sort(([a], [b]) => a.localeCompare(b, 'fi'))
    .map(([party, answerLists]) => ({
      party,
      candidateCount: answerLists.length,
      answers: Array.from({ length: QUESTION_COUNT }, (_, i) =>
        medianAnswer(answerLists.map((answers) => answers[i]).filter(isAnswer)),
      ),
    }));
}
