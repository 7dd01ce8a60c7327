import { isAnswer, type Importance, type VoterAnswers } from './matching';
import type { Question } from './questions';
import { createRng, cyrb53 } from './random';

/**
 * "Lyhyempi versio" (issue #36, part 1): the statement order that adapts to the voter's answers,
 * and the certainty figure that allows an early finish. Runs on the voter's device from the
 * municipality's candidate answers it already has; nothing here is sent anywhere. The rules are
 * written out in docs/matching.md, "Shorter version".
 *
 * The model: the voter is taken to answer like one of the candidates, give or take a step. Each
 * answer updates how likely each candidate is to be that one (`ANSWER_KERNEL`), and
 * - the next statement is the one whose answer tells the most about which candidate it is
 *   (the mutual information between the answer and the candidate);
 * - the certainty is estimated by finishing the questionnaire many times as such a voter would,
 *   and counting how often the current top five and first place stay where they are under the
 *   main ranking rule.
 */

/** How much more likely an answer 0, 1, 2, 3, 4 steps from a candidate's is (unnormalised). */
const ANSWER_KERNEL = [1, 0.5, 0.15, 0.05, 0.02] as const;
/** How many finished questionnaires the certainty is estimated from. */
export const CERTAINTY_SAMPLES = 40;
/** How many of the top places the meter watches. */
export const TOP_PLACES = 5;
/**
 * The early finish is offered once the expected overlap of today's top five with the full
 * result is at least 4 of 5 and today's first place stays first with probability 0.9: the
 * agreement issue #36 asks for, required of each voter's own estimate (docs/matching.md gives
 * the measurement that the estimate holds).
 */
export const EARLY_FINISH = Object.freeze({ topFive: 0.8, topOne: 0.9 });
/** …and never before this many answers, whatever the figure says. */
export const MIN_ANSWERS_FOR_EARLY_FINISH = 6;

const STEPS = 5;
/** P[b][a - 1]: the probability of the voter answering a to a statement the candidate answered b (0 = no answer). */
const ANSWER_PROBABILITY: readonly Float64Array[] = Array.from({ length: STEPS + 1 }, (_, b) => {
  const row = Float64Array.from({ length: STEPS }, (_, i) =>
    b === 0 ? 1 : ANSWER_KERNEL[Math.abs(i + 1 - b)]!,
  );
  const sum = row.reduce((a, x) => a + x, 0);
  return row.map((x) => x / sum);
});
/** Entropy of each row above, in nats. */
const ROW_ENTROPY = ANSWER_PROBABILITY.map((row) => entropy(row));

function entropy(p: ArrayLike<number>): number {
  let h = 0;
  for (let i = 0; i < p.length; i++) {
    const x = p[i]!;
    if (x > 0) h -= x * Math.log(x);
  }
  return h;
}

/** The municipality's candidates prepared once for the shorter version. */
export interface AdaptiveModel {
  questions: readonly Question[];
  count: number;
  /** count × questions.length answers, 0 where the candidate gave none. */
  answers: Uint8Array;
  /** The main rule's distance in steps, [c][q][voter answer − 1]: a missing answer counts as the far end. */
  steps: Uint8Array;
}

/**
 * Prepares a municipality's candidates. Pass them in the order the results list breaks ties
 * in (by name, as rankCandidates does): equal figures keep that order here too.
 */
export function adaptiveModel(
  candidates: readonly { answers: readonly (number | null | undefined)[] }[],
  questions: readonly Question[],
): AdaptiveModel {
  const q = questions.length;
  const answers = new Uint8Array(candidates.length * q);
  const steps = new Uint8Array(candidates.length * q * STEPS);
  candidates.forEach((candidate, c) => {
    questions.forEach((question, j) => {
      const value = candidate.answers[question.id - 1];
      const answer = isAnswer(value) ? value : 0;
      answers[c * q + j] = answer;
      for (let a = 1; a <= STEPS; a++) {
        const other = answer === 0 ? (a <= 3 ? 5 : 1) : answer;
        steps[(c * q + j) * STEPS + a - 1] = Math.abs(a - other);
      }
    });
  });
  return { questions, count: candidates.length, answers, steps };
}

/** How likely each candidate is to be the one the voter answers like, summing to 1. */
function posterior(model: AdaptiveModel, voter: VoterAnswers): Float64Array {
  const q = model.questions.length;
  const answered = model.questions.flatMap((question, j) => {
    const a = voter[question.id];
    return isAnswer(a) ? [{ j, a }] : [];
  });
  const logs = new Float64Array(model.count);
  let best = -Infinity;
  for (let c = 0; c < model.count; c++) {
    let log = 0;
    for (const { j, a } of answered) {
      log += Math.log(ANSWER_PROBABILITY[model.answers[c * q + j]!]![a - 1]!);
    }
    logs[c] = log;
    if (log > best) best = log;
  }
  let sum = 0;
  for (let c = 0; c < model.count; c++) {
    logs[c] = Math.exp(logs[c]! - best);
    sum += logs[c]!;
  }
  for (let c = 0; c < model.count; c++) logs[c]! /= sum;
  return logs;
}

/**
 * The id of the statement to show next: of those not yet shown, the one whose answer tells the
 * most about which candidates are closest, ties to the lower id. Null when all have been shown.
 * `shown` holds every statement shown so far, answered or skipped.
 */
export function nextStatement(
  model: AdaptiveModel,
  voter: VoterAnswers,
  shown: ReadonlySet<number>,
): number | null {
  const q = model.questions.length;
  const p = posterior(model, voter);
  let bestId: number | null = null;
  let bestGain = -Infinity;
  const mass = new Float64Array(STEPS + 1);
  const answerProbability = new Float64Array(STEPS);
  model.questions.forEach((question, j) => {
    if (shown.has(question.id)) return;
    mass.fill(0);
    for (let c = 0; c < model.count; c++) mass[model.answers[c * q + j]!]! += p[c]!;
    answerProbability.fill(0);
    let conditional = 0;
    for (let b = 0; b <= STEPS; b++) {
      const m = mass[b]!;
      if (m === 0) continue;
      conditional += m * ROW_ENTROPY[b]!;
      const row = ANSWER_PROBABILITY[b]!;
      for (let a = 0; a < STEPS; a++) answerProbability[a]! += m * row[a]!;
    }
    // Mutual information between the voter's answer and the candidate, times the statement's
    // weight: a heavier statement moves the ranking more.
    const gain = (entropy(answerProbability) - conditional) * question.weight;
    if (gain > bestGain + 1e-12) {
      bestGain = gain;
      bestId = question.id;
    }
  });
  return bestId;
}

/** The best `k` candidates by weighted distance (lower is better), ties to the lower index. */
function topIndices(sums: Float64Array, k: number): number[] {
  const top: number[] = [];
  for (let c = 0; c < sums.length; c++) {
    const s = sums[c]!;
    if (top.length === k && s >= sums[top[k - 1]!]!) continue;
    let at = top.length;
    while (at > 0 && sums[top[at - 1]!]! > s) at--;
    top.splice(at, 0, c);
    if (top.length > k) top.pop();
  }
  return top;
}

export interface Certainty {
  /** The expected share of today's top five still in the top five after all statements, 0..1. */
  topFive: number;
  /** The probability that today's first place is still first after all statements, 0..1. */
  topOne: number;
  /**
   * The meter's figure, 0..1: how far both are towards the early finish (the smaller of
   * topFive / 0.8 and topOne / 0.9); 1 when the early finish is offered.
   */
  value: number;
  /** Today's top five, as indices into the candidates given to adaptiveModel. */
  top: number[];
}

/**
 * How settled the voter's top five and first place are: the questionnaire is finished
 * CERTAINTY_SAMPLES times as a voter like the current answers would finish it (a candidate drawn
 * by the posterior, each answer drawn around theirs) and ranked by the main rule, importance
 * marks included. The same answers always give the same figure (the draws are seeded by them).
 */
export function assessCertainty(
  model: AdaptiveModel,
  voter: VoterAnswers,
  shown: ReadonlySet<number>,
  important: Importance = new Set(),
  samples = CERTAINTY_SAMPLES,
): Certainty {
  const q = model.questions.length;
  const n = model.count;
  const base = new Float64Array(n);
  const remaining: { j: number; weight: number }[] = [];
  model.questions.forEach((question, j) => {
    const a = voter[question.id];
    if (isAnswer(a)) {
      const weight = important.has(question.id) ? question.weight * 2 : question.weight;
      for (let c = 0; c < n; c++) base[c]! += weight * model.steps[(c * q + j) * STEPS + a - 1]!;
    } else if (!shown.has(question.id)) {
      remaining.push({ j, weight: question.weight });
    }
  });
  const top = topIndices(base, TOP_PLACES);
  if (n === 0 || remaining.length === 0) return { topFive: 1, topOne: 1, value: 1, top };

  const p = posterior(model, voter);
  const cumulative = new Float64Array(n);
  let running = 0;
  for (let c = 0; c < n; c++) cumulative[c] = running += p[c]!;
  const key = model.questions.map(
    (question) => `${String(voter[question.id] ?? '-')}${important.has(question.id) ? '!' : ''}`,
  );
  const rng = createRng(cyrb53(`${key.join('')}|${[...shown].sort((a, b) => a - b).join(',')}`));

  const sums = new Float64Array(n);
  const completed = new Uint8Array(remaining.length);
  let overlap = 0;
  let sameFirst = 0;
  for (let s = 0; s < samples; s++) {
    // The candidate this finished questionnaire resembles, then its answers around theirs.
    const u = rng.next() * running;
    let like = 0;
    while (like < n - 1 && cumulative[like]! < u) like++;
    remaining.forEach(({ j }, r) => {
      const row = ANSWER_PROBABILITY[model.answers[like * q + j]!]!;
      let v = rng.next();
      let a = 0;
      while (a < STEPS - 1 && v >= row[a]!) v -= row[a++]!;
      completed[r] = a; // answer − 1
    });
    for (let c = 0; c < n; c++) {
      let sum = base[c]!;
      const at = c * q;
      for (let r = 0; r < remaining.length; r++) {
        const { j, weight } = remaining[r]!;
        sum += weight * model.steps[(at + j) * STEPS + completed[r]!]!;
      }
      sums[c] = sum;
    }
    const finished = topIndices(sums, TOP_PLACES);
    overlap += finished.filter((c) => top.includes(c)).length / Math.min(TOP_PLACES, n);
    if (finished[0] === top[0]) sameFirst += 1;
  }
  const topFive = overlap / samples;
  const topOne = sameFirst / samples;
  return { topFive, topOne, value: meterValue(topFive, topOne), top };
}

function meterValue(topFive: number, topOne: number): number {
  return Math.min(1, topFive / EARLY_FINISH.topFive, topOne / EARLY_FINISH.topOne);
}

/**
 * Whether "Näytä tulokset nyt" is offered. The voter can always go on to all statements.
 * `thresholds` is for the benchmark's comparison of other thresholds; the app uses the default.
 */
export function canFinishEarly(
  certainty: Certainty,
  answered: number,
  thresholds: { topFive: number; topOne: number } = EARLY_FINISH,
): boolean {
  return (
    answered >= MIN_ANSWERS_FOR_EARLY_FINISH &&
    certainty.topFive >= thresholds.topFive &&
    certainty.topOne >= thresholds.topOne
  );
}

/** The meter in words: the UI gives each level its sentence ("Tuloksesi on jo melko varma"). */
export type CertaintyLevel = 'open' | 'forming' | 'fairly-sure' | 'sure';

export function certaintyLevel(value: number): CertaintyLevel {
  if (value >= 1) return 'sure';
  if (value >= 0.75) return 'fairly-sure';
  if (value >= 0.4) return 'forming';
  return 'open';
}
