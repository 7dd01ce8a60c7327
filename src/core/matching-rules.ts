import {
  answerDistance,
  isAnswer,
  rankCandidates,
  type Answer,
  type Importance,
  type RankedCandidate,
  type VoterAnswers,
} from './matching';
import type { Question } from './questions';

/**
 * Other reasonable matching rules, used only to tell the voter how much a top place depends on
 * the rule (issue #36, part 3). The ranking itself always uses the main rule of matching.ts
 * (docs/matching.md, "How firm each place is").
 *
 * - `main`: the ranking rule: 100 × (1 − Σ w·d / Σ w).
 * - `euclidean`: 100 × (1 − √(Σ w·d² / Σ w)): one large disagreement costs more than two small.
 * - `equal-weights`: the main rule with every statement weighing the same, and no doubling for
 *   "Tärkeä minulle".
 * - `directional`: answers become −1…1 around "Neutraali" and a statement's distance is
 *   (1 − voter·candidate) / 2 (Rabinowitz and Macdonald's directional rule, compared with the
 *   distance rule on VAA data by Mendez 2017): being on the same side counts, and more strongly
 *   when both are sure; a neutral answer tells nothing.
 */
export const MATCHING_RULES = ['main', 'euclidean', 'equal-weights', 'directional'] as const;
export type MatchingRule = (typeof MATCHING_RULES)[number];
export const ALTERNATIVE_RULES = MATCHING_RULES.filter(
  (rule): rule is Exclude<MatchingRule, 'main'> => rule !== 'main',
);

/** −1…1, 0 for "Neutraali". */
function side(answer: Answer): number {
  return (answer - 3) / 2;
}

/** One statement's distance 0..1 under a rule (a missing candidate answer as in answerDistance). */
function statementDistance(rule: MatchingRule, voter: Answer, candidate: unknown): number {
  const distance = answerDistance(voter, candidate);
  if (rule === 'euclidean') return distance * distance;
  if (rule !== 'directional') return distance;
  // The same stand-in for a missing answer as the main rule: the far end from the voter's.
  const other: Answer = isAnswer(candidate) ? candidate : voter <= 3 ? 5 : 1;
  return (1 - side(voter) * side(other)) / 2;
}

interface AnsweredStatement {
  at: number;
  answer: Answer;
  weight: number;
}

function answeredStatements(
  rule: MatchingRule,
  voter: VoterAnswers,
  questions: readonly Question[],
  important: Importance,
): AnsweredStatement[] {
  return questions.flatMap((question) => {
    const answer = voter[question.id];
    if (!isAnswer(answer)) return [];
    const weight =
      rule === 'equal-weights'
        ? 1
        : important.has(question.id)
          ? question.weight * 2
          : question.weight;
    return [{ at: question.id - 1, answer, weight }];
  });
}

function scoreWith(
  rule: MatchingRule,
  answered: readonly AnsweredStatement[],
  candidateAnswers: readonly (number | null | undefined)[],
): number | null {
  let weighted = 0;
  let weights = 0;
  for (const { at, answer, weight } of answered) {
    weighted += weight * statementDistance(rule, answer, candidateAnswers[at]);
    weights += weight;
  }
  if (weights === 0) return null;
  const mean = weighted / weights;
  return 100 * (1 - (rule === 'euclidean' ? Math.sqrt(mean) : mean));
}

/** A voter's match with one candidate under the given rule, 0-100; null when nothing was answered. */
export function matchUnderRule(
  rule: MatchingRule,
  voter: VoterAnswers,
  candidateAnswers: readonly (number | null | undefined)[],
  questions: readonly Question[],
  important: Importance = new Set(),
): number | null {
  return scoreWith(rule, answeredStatements(rule, voter, questions, important), candidateAnswers);
}

/** Two figures this close are the same (sums of a few dozen terms differ only in rounding). */
const SAME = 1e-9;

/** 1 + how many scores are strictly better than `score`: equal figures share a place. */
function placeOf(score: number, all: Float64Array): number {
  let better = 0;
  for (const other of all) if (other > score + SAME) better += 1;
  return better + 1;
}

export interface PlaceUnderRules<C> {
  candidate: RankedCandidate<C>;
  /** The place under each rule, 1 = best; equal figures share a place. */
  places: Record<MatchingRule, number>;
  /** True when the place is the same under every rule. */
  holds: boolean;
}

/**
 * The top `count` candidates of the main ranking, each with its place under every rule. A place
 * is 1 + the number of candidates with a strictly better figure under that rule, so two
 * candidates with the same figure share it and a tie is never counted as a change.
 */
export function placesUnderRules<
  C extends { name: string; answers: readonly (number | null | undefined)[] },
>(
  candidates: readonly C[],
  voter: VoterAnswers,
  questions: readonly Question[],
  important: Importance = new Set(),
  count = 10,
): PlaceUnderRules<C>[] {
  // Ranked by index, so that each of the top keeps its place in the score arrays below.
  const indexed = candidates.map((c, i) => ({ name: c.name, answers: c.answers, i }));
  const top = rankCandidates(indexed, voter, questions, important).slice(0, count);
  const scores = new Map<MatchingRule, Float64Array>();
  for (const rule of MATCHING_RULES) {
    const answered = answeredStatements(rule, voter, questions, important);
    scores.set(
      rule,
      Float64Array.from(candidates, (c) => scoreWith(rule, answered, c.answers) ?? 0),
    );
  }
  return top.map(({ i, match, categories }) => {
    const places = Object.fromEntries(
      MATCHING_RULES.map((rule) => {
        const all = scores.get(rule)!;
        return [rule, placeOf(all[i]!, all)];
      }),
    ) as Record<MatchingRule, number>;
    return {
      candidate: { ...candidates[i]!, match, categories },
      places,
      holds: MATCHING_RULES.every((rule) => places[rule] === places.main),
    };
  });
}

/**
 * True when the main rule's first candidate is not first (alone or shared) under some other
 * rule: the figure `npm run bench:adaptive` prints as "top 1 differs between the rules".
 */
export function topOneDependsOnRule(places: readonly PlaceUnderRules<unknown>[]): boolean {
  const first = places[0];
  if (first === undefined) return false;
  return ALTERNATIVE_RULES.some((rule) => first.places[rule] !== 1);
}

export interface RuleExample<C> {
  /** Ahead under the main rule. */
  ahead: PlaceUnderRules<C>;
  /** Behind under the main rule, ahead of `ahead` under `rule`. */
  behind: PlaceUnderRules<C>;
  rule: Exclude<MatchingRule, 'main'>;
  /** Both candidates' figures (0-100) under the main rule and under `rule`: [ahead, behind]. */
  main: [number, number];
  other: [number, number];
}

/**
 * The voter's own example for the page that explains why rules differ: the best-placed pair of
 * the top ten whose order turns round under another rule (the first such rule in
 * ALTERNATIVE_RULES order), with both figures under both rules. Null when every rule keeps the
 * order of the top ten.
 */
export function ruleExample<C extends { answers: readonly (number | null | undefined)[] }>(
  places: readonly PlaceUnderRules<C>[],
  voter: VoterAnswers,
  questions: readonly Question[],
  important: Importance = new Set(),
): RuleExample<C> | null {
  for (let i = 0; i < places.length; i++) {
    for (let j = i + 1; j < places.length; j++) {
      const ahead = places[i]!;
      const behind = places[j]!;
      const rule = ALTERNATIVE_RULES.find((r) => behind.places[r] < ahead.places[r]);
      if (rule === undefined) continue;
      const figure = (r: MatchingRule, c: PlaceUnderRules<C>) =>
        matchUnderRule(r, voter, c.candidate.answers, questions, important) ?? 0;
      return {
        ahead,
        behind,
        rule,
        main: [figure('main', ahead), figure('main', behind)],
        other: [figure(rule, ahead), figure(rule, behind)],
      };
    }
  }
  return null;
}
