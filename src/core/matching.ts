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

  for (const question of questions) {
    if (!byCategory.has(question.category)) {
      byCategory.set(question.category, { weighted: 0, weights: 0 });
    }
    const voterAnswer = voter[question.id];
    if (!isAnswer(voterAnswer)) continue;

    const distance = answerDistance(voterAnswer, candidateAnswers[question.id - 1]);
    const weight = important.has(question.id) ? question.weight * 2 : question.weight;

    for (const sums of [total, byCategory.get(question.category)]) {
      if (!sums) continue;
      sums.weighted += weight * distance;
      sums.weights += weight;
    }
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
  return candidates
    .map((candidate) => {
      const result = computeMatch(voter, candidate.answers, questions, important);
      return { ...candidate, match: result.match ?? 0, categories: result.categories };
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
