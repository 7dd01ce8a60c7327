// npm run bench:adaptive (issue #36): the shorter version's early finish against the full 25
// statements, on simulated voters, next to the targets and the fixed order cut at the
// same length, all from the same run; and how often the first place depends on the matching rule.
// Pure computation on this machine, as on the voter's device: no server, no database.
// BENCH_VOTERS=n changes the number of voters per row (default 100 in Helsinki, 300 elsewhere).
import os from 'node:os';
import {
  adaptiveModel,
  assessCertainty,
  canFinishEarly,
  type Certainty,
  EARLY_FINISH,
  MIN_ANSWERS_FOR_EARLY_FINISH,
  nextStatement,
} from '#core/adaptive';
import { isAnswer, rankCandidates, type VoterAnswers } from '#core/matching';
import { placesUnderRules, topOneDependsOnRule } from '#core/matching-rules';
import { DEFAULT_QUESTIONS } from '#core/questions';
import { createRng } from '#core/random';
import {
  answerCorrelations,
  correlatedCandidates,
  partyShareOfVariance,
  simulatedVoter,
  type BenchCandidate,
} from './adaptive-data';
import { formatTable } from './bench-load-support';
import { generateCandidates, nationalPlan, NATIONAL } from './national-data';

const TARGET = { meanStatements: 15, topOne: 0.9, topFive: 4.0 };
const SEED = 36;
const VOTERS = process.env.BENCH_VOTERS ? Number(process.env.BENCH_VOTERS) : null;
const questions = DEFAULT_QUESTIONS;
const byName = new Intl.Collator('fi');

interface VoterResult {
  statements: number;
  adaptiveTopOne: boolean;
  adaptiveTopFive: number;
  fixedTopOne: boolean;
  fixedTopFive: number;
  ruleChangesTopOne: boolean;
  placesHeld: number;
  places: number;
}

/** The candidates in the results list's tie order (by name), as the app passes them. */
function inNameOrder(candidates: BenchCandidate[]): BenchCandidate[] {
  return [...candidates].sort((a, b) => byName.compare(a.name, b.name));
}

function restricted(voter: VoterAnswers, ids: Iterable<number>): VoterAnswers {
  const out: VoterAnswers = {};
  for (const id of ids) out[id] = voter[id] ?? null;
  return out;
}

function topNames(
  candidates: readonly BenchCandidate[],
  voter: VoterAnswers,
  important: Set<number>,
) {
  return rankCandidates(candidates, voter, questions, important)
    .slice(0, 5)
    .map((c) => c.name);
}

interface Step {
  /** Statements shown so far (answered or skipped). */
  shown: number;
  answered: number;
  certainty: Certainty | null;
  /** The shorter version's top 1 / top 5 at this step against the full 25's. */
  topOne: boolean;
  topFive: number;
}

interface VoterTrace {
  steps: Step[];
  /** The fixed order cut at each length, index = statements − 1. */
  fixed: { topOne: boolean; topFive: number }[];
  ruleChangesTopOne: boolean;
  placesHeld: number;
  places: number;
  /** Milliseconds spent choosing the next statements and estimating the certainty, and how many of each. */
  orderMs: number;
  orders: number;
  certaintyMs: number;
  certainties: number;
}

/**
 * One voter through all 25 statements in the adaptive order, with the certainty after each:
 * the order does not depend on the threshold, so where the early finish falls for any threshold
 * is read from the same trace (the voter takes the finish the moment it is offered).
 */
function traceVoter(
  candidates: readonly BenchCandidate[],
  model: ReturnType<typeof adaptiveModel>,
  voter: ReturnType<typeof simulatedVoter>,
): VoterTrace {
  const full = topNames(candidates, voter.answers, voter.important);
  const agreement = (top: string[]) => ({
    topOne: top[0] === full[0],
    topFive: top.filter((n) => full.includes(n)).length,
  });
  const shown = new Set<number>();
  const answered: VoterAnswers = {};
  const steps: Step[] = [];
  const time = { orderMs: 0, orders: 0, certaintyMs: 0, certainties: 0 };
  for (;;) {
    const orderStart = performance.now();
    const id = nextStatement(model, answered, shown);
    time.orderMs += performance.now() - orderStart;
    time.orders += 1;
    if (id === null) break;
    shown.add(id);
    answered[id] = voter.answers[id] ?? null;
    const count = Object.values(answered).filter(isAnswer).length;
    const importantSoFar = new Set([...voter.important].filter((q) => shown.has(q)));
    const certaintyStart = performance.now();
    const certainty =
      count >= MIN_ANSWERS_FOR_EARLY_FINISH && shown.size < questions.length
        ? assessCertainty(model, answered, shown, importantSoFar)
        : null;
    if (certainty) {
      time.certaintyMs += performance.now() - certaintyStart;
      time.certainties += 1;
    }
    steps.push({
      shown: shown.size,
      answered: count,
      certainty,
      ...agreement(topNames(candidates, answered, importantSoFar)),
    });
  }
  const fixed = questions.map((_, i) => {
    const ids = questions.slice(0, i + 1).map((q) => q.id);
    const important = new Set([...voter.important].filter((q) => q <= i + 1));
    return agreement(topNames(candidates, restricted(voter.answers, ids), important));
  });
  const places = placesUnderRules(candidates, voter.answers, questions, voter.important);
  return {
    steps,
    fixed,
    ruleChangesTopOne: topOneDependsOnRule(places),
    placesHeld: places.filter((p) => p.holds).length,
    places: places.length,
    ...time,
  };
}

/** Where the voter finishes with the given thresholds, and how both orders agree there. */
function finish(
  trace: VoterTrace,
  thresholds: { topFive: number; topOne: number } = EARLY_FINISH,
): VoterResult {
  const step =
    trace.steps.find((s) => s.certainty && canFinishEarly(s.certainty, s.answered, thresholds)) ??
    trace.steps[trace.steps.length - 1]!;
  const fixed = trace.fixed[step.shown - 1]!;
  return {
    statements: step.shown,
    adaptiveTopOne: step.topOne,
    adaptiveTopFive: step.topFive,
    fixedTopOne: fixed.topOne,
    fixedTopFive: fixed.topFive,
    ruleChangesTopOne: trace.ruleChangesTopOne,
    placesHeld: trace.placesHeld,
    places: trace.places,
  };
}

function percentile(xs: readonly number[], p: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil(p * s.length) - 1)]!;
}

interface Row {
  label: string;
  traces: VoterTrace[];
  results: VoterResult[];
  checked: boolean;
}

/** Simulated voters of one municipality, or spread over many by their candidates' numbers. */
function runMunicipalities(
  label: string,
  municipalities: readonly { id: string; candidates: BenchCandidate[] }[],
  voters: number,
  checked: boolean,
): Row {
  const rng = createRng(SEED);
  const models = new Map<
    string,
    { candidates: BenchCandidate[]; model: ReturnType<typeof adaptiveModel> }
  >();
  const weights = municipalities.map((m) => m.candidates.length);
  const traces: VoterTrace[] = [];
  for (let v = 0; v < voters; v++) {
    const m = municipalities[rng.weightedIndex(weights)]!;
    let prepared = models.get(m.id);
    if (!prepared) {
      const candidates = inNameOrder(m.candidates);
      prepared = { candidates, model: adaptiveModel(candidates, questions) };
      models.set(m.id, prepared);
    }
    traces.push(
      traceVoter(prepared.candidates, prepared.model, simulatedVoter(rng, prepared.candidates)),
    );
  }
  return { label, traces, results: traces.map((t) => finish(t)), checked };
}

const started = Date.now();
const helsinki = NATIONAL.helsinki;
const plan = nationalPlan();
const small = plan.filter((p) => p.count <= 40).slice(0, 10);
const smallLabel = `small (${small.map((p) => p.count).join(', ')} candidates; 10 municipalities)`;
const correlated = (id: string, count: number) => ({
  id,
  candidates: correlatedCandidates(id, count),
});
const uniform = (id: string, count: number) => ({
  id,
  candidates: generateCandidates(id, count).map((row) => ({
    name: row.name,
    party: row.party,
    answers: row.answers as (number | null)[],
  })),
});

const rows: Row[] = [
  runMunicipalities(
    `Helsinki, ${String(helsinki)} candidates`,
    [correlated('091', helsinki)],
    VOTERS ?? 100,
    true,
  ),
  runMunicipalities(
    smallLabel,
    small.map((p) => correlated(p.municipalityId, p.count)),
    VOTERS ?? 300,
    false,
  ),
  runMunicipalities(
    `all ${String(plan.length)} municipalities, ${NATIONAL.candidates.toLocaleString('en')} candidates (voters by candidates' numbers)`,
    plan.map((p) => correlated(p.municipalityId, p.count)),
    VOTERS ?? 150,
    false,
  ),
];
const uniformRows: Row[] = [
  runMunicipalities(
    `Helsinki, ${String(helsinki)} candidates`,
    [uniform('091', helsinki)],
    VOTERS ?? 100,
    false,
  ),
  runMunicipalities(
    smallLabel,
    small.map((p) => uniform(p.municipalityId, p.count)),
    VOTERS ?? 300,
    false,
  ),
];

const ok = (met: boolean) => (met ? 'ok' : 'MISSED');
const ahead = (ours: number, fixed: number) =>
  ours > fixed ? 'ahead' : ours === fixed ? 'equal' : 'behind';
const pct = (x: number) => `${(100 * x).toFixed(0)} %`;
function table(list: readonly Row[], withTargets: boolean): string {
  const out: string[][] = [];
  for (const { label, results, checked, traces } of list) {
    const n = results.length;
    const mean = (f: (r: VoterResult) => number) => results.reduce((s, r) => s + f(r), 0) / n;
    const statements = mean((r) => r.statements);
    const p90 = percentile(
      results.map((r) => r.statements),
      0.9,
    );
    const topOne = mean((r) => Number(r.adaptiveTopOne));
    const fixedTopOne = mean((r) => Number(r.fixedTopOne));
    const topFive = mean((r) => r.adaptiveTopFive);
    const fixedTopFive = mean((r) => r.fixedTopFive);
    const target = withTargets && checked;
    out.push([`${label}, ${String(n)} voters`, '', '', '', '']);
    out.push([
      '  statements at the early finish: mean / 90th percentile',
      `${statements.toFixed(1)} / ${String(p90)}`,
      'fixed order: cut at the same length',
      target ? `≤ ${String(TARGET.meanStatements)} (mean)` : 'info',
      target ? ok(statements <= TARGET.meanStatements) : '',
    ]);
    out.push([
      '  top 1 the same as after all 25',
      pct(topOne),
      pct(fixedTopOne),
      target ? `≥ ${pct(TARGET.topOne)}, ahead of fixed` : 'info',
      target ? ok(topOne >= TARGET.topOne && topOne > fixedTopOne) : ahead(topOne, fixedTopOne),
    ]);
    out.push([
      '  top 5 overlap with all 25 (of 5)',
      topFive.toFixed(2),
      fixedTopFive.toFixed(2),
      target ? `≥ ${TARGET.topFive.toFixed(1)}, ahead of fixed` : 'info',
      target
        ? ok(topFive >= TARGET.topFive && topFive > fixedTopFive)
        : ahead(topFive, fixedTopFive),
    ]);
    out.push([
      '  top 1 differs under another rule (all 25 answered)',
      pct(mean((r) => Number(r.ruleChangesTopOne))),
      '',
      'figure for docs/matching.md',
      '',
    ]);
    const sum = (f: (t: VoterTrace) => number) => traces.reduce((s, t) => s + f(t), 0);
    out.push([
      '  time per answer here: next statement / certainty (mean)',
      `${(sum((t) => t.orderMs) / sum((t) => t.orders)).toFixed(1)} ms / ${(sum((t) => t.certaintyMs) / sum((t) => t.certainties)).toFixed(1)} ms`,
      '',
      'info (this machine, no slowdown)',
      '',
    ]);
    out.push([
      '  top-10 places that hold under every rule',
      pct(
        results.reduce((s, r) => s + r.placesHeld, 0) / results.reduce((s, r) => s + r.places, 0),
      ),
      '',
      'info',
      '',
    ]);
  }
  return formatTable(['', 'shorter version', 'fixed order', 'target', ''], out);
}

const sample = correlatedCandidates('091', helsinki);
const correlations = answerCorrelations(sample);
const meanAbs = correlations.reduce((s, r) => s + Math.abs(r), 0) / correlations.length;
const strong = correlations.filter((r) => Math.abs(r) >= 0.3).length / correlations.length;
const uniformSample = uniform('091', helsinki).candidates;
const uniformCorrelations = answerCorrelations(uniformSample);
const uniformMeanAbs =
  uniformCorrelations.reduce((s, r) => s + Math.abs(r), 0) / uniformCorrelations.length;

console.log(
  `\nbench:adaptive: early finish when the estimated top-5 overlap ≥ ${String(EARLY_FINISH.topFive * 5)} of 5 and first place holds with p ≥ ${String(EARLY_FINISH.topOne)} (not before ${String(MIN_ANSWERS_FOR_EARLY_FINISH)} answers), fixed seed ${String(SEED)}, load ${os.loadavg()[0]!.toFixed(1)} on ${String(os.cpus().length)} cores, ${((Date.now() - started) / 1000).toFixed(0)} s\n`,
);
console.log(
  `Correlated candidates (parties on 3 latent dimensions + individual noise): mean |r| between statements ${meanAbs.toFixed(2)}, ${pct(strong)} of pairs |r| ≥ 0.3, party explains ${pct(partyShareOfVariance(sample))} of an answer's variance (Helsinki sample)\n`,
);
console.log(table(rows, true));
console.log(
  `\nbench:national's candidates (a party lean plus uniform noise of ±2 steps): mean |r| ${uniformMeanAbs.toFixed(2)}, party explains ${pct(partyShareOfVariance(uniformSample))}\n`,
);
console.log(table(uniformRows, false));

// The threshold's measurement (docs/matching.md): the same voters finishing at other thresholds.
const SWEEP = [
  { topFive: 0.5, topOne: 0.6 },
  { topFive: 0.6, topOne: 0.8 },
  { topFive: 0.7, topOne: 0.9 },
  { topFive: 0.75, topOne: 0.9 },
  EARLY_FINISH,
];
const sweepRows = SWEEP.flatMap((thresholds) =>
  rows.slice(0, 2).map(({ label, traces }) => {
    const results = traces.map((t) => finish(t, thresholds));
    const mean = (f: (r: VoterResult) => number) =>
      results.reduce((s, r) => s + f(r), 0) / results.length;
    return [
      `top-5 ≥ ${String(thresholds.topFive * 5)} of 5, first p ≥ ${String(thresholds.topOne)}${thresholds === EARLY_FINISH ? ' (used)' : ''}`,
      label.split(',')[0]!.split(' (')[0]!,
      mean((r) => r.statements).toFixed(1),
      pct(mean((r) => Number(r.adaptiveTopOne))),
      mean((r) => r.adaptiveTopFive).toFixed(2),
    ];
  }),
);
console.log('\nOther thresholds for the early finish, the same correlated voters:\n');
console.log(
  formatTable(
    ['threshold (estimated)', 'municipalities', 'statements', 'top 1', 'top 5'],
    sweepRows,
  ),
);
if (table(rows, true).includes('MISSED')) process.exitCode = 1;
