import type { Category, Question } from './questions';

export type Answer = 1 | 2 | 3 | 4 | 5;
/** Keyed by question id; an absent key or null means the voter skipped the statement. */
export type VoterAnswers = Record<number, Answer | null>;

export type CategoryMatches = Partial<Record<Category, number | null>>;

export interface MatchResult {
  /** 0-100, unrounded; null when the voter answered no statement. */
  match: number | null;
  /** Every category present in the questions; null when the voter answered none in it. */
  categories: CategoryMatches;
}

export type RankedCandidate<C> = C & { match: number; categories: CategoryMatches };

const MAX_DIFFERENCE = 4; // between answers 1 and 5

export function isAnswer(value: unknown): value is Answer {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 5;
}

interface Sums {
  weighted: number;
  weights: number;
}

function percentOf(sums: Sums | undefined): number | null {
  if (!sums || sums.weights === 0) return null;
  return 100 * (1 - sums.weighted / sums.weights);
}

/** Statement ids the voter marked "Tärkeä minulle": each counts with its weight doubled. */
export type Importance = ReadonlySet<number>;

const NO_IMPORTANCE: Importance = new Set();

/**
 * Distance between the voter's answer and a candidate's, 0..1. A missing candidate answer counts
 * as the answer at the far end of the scale from the voter's: 1 for 1 or 5, 0.75 for 2 or 4,
 * 0.5 for 3 (the same rule as OpenVAA), so it is never better than a real answer could be and
 * never worse than the worst one.
 */
export function answerDistance(voterAnswer: Answer, candidateAnswer: unknown): number {
  const other = isAnswer(candidateAnswer) ? candidateAnswer : voterAnswer <= 3 ? 5 : 1;
  return Math.abs(voterAnswer - other) / MAX_DIFFERENCE;
}

/**
 * Match between a voter and one candidate (or a party's position): for each statement the voter
 * answered, distance d = |voter − candidate| / 4 (see answerDistance for a missing answer);
 * match = 100 × (1 − Σ w·d / Σ w), where w is the statement's weight, doubled when the voter
 * marked the statement important. Statements the voter skipped do not count at all.
 */
export function computeMatch(
  voter: VoterAnswers,
  candidateAnswers: readonly (number | null | undefined)[],
  questions: readonly Question[],
  important: Importance = NO_IMPORTANCE,
): MatchResult {
  const total: Sums = { weighted: 0, weights: 0 };
  const byCategory = new Map<Category, Sums>();

  // Runs for every candidate of the municipality on each ranking (1,200 in Helsinki), so it
  // allocates nothing per statement beyond each topic's sums.
  for (const question of questions) {
    let sums = byCategory.get(question.category);
    if (sums === undefined) {
      sums = { weighted: 0, weights: 0 };
      byCategory.set(question.category, sums);
    }
    const voterAnswer = voter[question.id];
    if (!isAnswer(voterAnswer)) continue;

    const distance = answerDistance(voterAnswer, candidateAnswers[question.id - 1]);
    const weight = important.has(question.id) ? question.weight * 2 : question.weight;
    total.weighted += weight * distance;
    total.weights += weight;
    sums.weighted += weight * distance;
    sums.weights += weight;
  }

  const categories: CategoryMatches = {};
  for (const [category, sums] of byCategory) categories[category] = percentOf(sums);
  return { match: percentOf(total), categories };
}

/** Finnish alphabetical order; one collator (localeCompare with a locale builds one per call). */
const finnishOrder = new Intl.Collator('fi');

/**
 * Candidates with their match, best first; equal matches are ordered by name in Finnish
 * alphabetical order (å, ä, ö after z). A voter with no answers gives every candidate 0.
 */
export function rankCandidates<
  C extends { name: string; answers: readonly (number | null | undefined)[] },
>(
  candidates: readonly C[],
  voter: VoterAnswers,
  questions: readonly Question[],
  important: Importance = NO_IMPORTANCE,
): RankedCandidate<C>[] {
  // computeMatch for each candidate, with what depends only on the voter worked out once: a
  // ranking of Helsinki's 1,200 candidates runs on every results page and must stay well within
  // one frame's budget on a slow phone. The sums are added in the same order as computeMatch
  // adds them, so the figures are identical (matching.test.ts checks it).
  const topics: Category[] = [];
  const topicOf = new Map<Category, number>();
  for (const question of questions) {
    if (!topicOf.has(question.category)) {
      topicOf.set(question.category, topics.length);
      topics.push(question.category);
    }
  }
  const answered = questions.flatMap((question) => {
    const voterAnswer = voter[question.id];
    if (!isAnswer(voterAnswer)) return [];
    const weight = important.has(question.id) ? question.weight * 2 : question.weight;
    return [{ at: question.id - 1, voterAnswer, weight, topic: topicOf.get(question.category)! }];
  });
  const weighted = new Float64Array(topics.length);
  const weights = new Float64Array(topics.length);
  return candidates
    .map((candidate) => {
      weighted.fill(0);
      weights.fill(0);
      const total: Sums = { weighted: 0, weights: 0 };
      for (const { at, voterAnswer, weight, topic } of answered) {
        const distance = answerDistance(voterAnswer, candidate.answers[at]);
        total.weighted += weight * distance;
        total.weights += weight;
        weighted[topic]! += weight * distance;
        weights[topic]! += weight;
      }
      const categories: CategoryMatches = {};
      topics.forEach((category, i) => {
        categories[category] = percentOf({ weighted: weighted[i]!, weights: weights[i]! });
      });
      return { ...candidate, match: percentOf(total) ?? 0, categories };
    })
    .sort((a, b) => b.match - a.match || finnishOrder.compare(a.name, b.name));
}

/**
 * "87 %": Finnish writes a space between a number and the percent sign. It is a NO-BREAK
 * SPACE (U+00A0) so the sign never wraps onto its own line at large text sizes or zoom.
 */
export function formatPercent(n: number): string {
  const rounded = Math.round(n);
  return `${rounded === 0 ? 0 : rounded}\u00A0%`;
}
