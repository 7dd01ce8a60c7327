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

function isAnswer(value: unknown): value is Answer {
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

/**
 * Match between a voter and one candidate:
 * for each statement the voter answered, distance = |voter − candidate| / 4, and a candidate's
 * missing answer counts as the maximum distance 1; match = 100 × (1 − Σ w·d / Σ w).
 * Statements the voter skipped do not count at all.
 */
export function computeMatch(
  voter: VoterAnswers,
  candidateAnswers: readonly (number | null | undefined)[],
  questions: readonly Question[],
): MatchResult {
  const total: Sums = { weighted: 0, weights: 0 };
  const byCategory = new Map<Category, Sums>();

  for (const question of questions) {
    if (!byCategory.has(question.category)) {
      byCategory.set(question.category, { weighted: 0, weights: 0 });
    }
    const voterAnswer = voter[question.id];
    if (!isAnswer(voterAnswer)) continue;

    const candidateAnswer = candidateAnswers[question.id - 1];
    const distance = isAnswer(candidateAnswer)
      ? Math.abs(voterAnswer - candidateAnswer) / MAX_DIFFERENCE
      : 1;

    for (const sums of [total, byCategory.get(question.category)]) {
      if (!sums) continue;
      sums.weighted += question.weight * distance;
      sums.weights += question.weight;
    }
  }

  const categories: CategoryMatches = {};
  for (const [category, sums] of byCategory) categories[category] = percentOf(sums);
  return { match: percentOf(total), categories };
}

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
): RankedCandidate<C>[] {
  return candidates
    .map((candidate) => {
      const result = computeMatch(voter, candidate.answers, questions);
      return { ...candidate, match: result.match ?? 0, categories: result.categories };
    })
    .sort((a, b) => b.match - a.match || a.name.localeCompare(b.name, 'fi'));
}

/**
 * "87 %": Finnish writes a space between a number and the percent sign. It is a NO-BREAK
 * SPACE (U+00A0) so the sign never wraps onto its own line at large text sizes or zoom.
 */
export function formatPercent(n: number): string {
  const rounded = Math.round(n);
  return `${rounded === 0 ? 0 : rounded}\u00A0%`;
}
