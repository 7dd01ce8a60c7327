// Candidates and voters for `npm run bench:adaptive` (issue #36). Real candidates' answers follow
// their party and a few underlying dimensions; uniform random answers would make every order look
// equally poor. This generator places each party on three latent dimensions (talous: more public
// money vs savings; arvot: new ways vs the familiar; keskusta–kylät: centre vs villages), each
// candidate near their party with individual noise, and turns the positions into Likert answers
// through each statement's loadings (its axis and direction in src/core/questions.ts), with some
// answers missing. How it was chosen: docs/matching.md, "Shorter version".
import { isAnswer, type Answer, type VoterAnswers } from '#core/matching';
import { DEFAULT_QUESTIONS } from '#core/questions';
import { createRng, deriveSeed, type Rng } from '#core/random';

export interface BenchCandidate {
  name: string;
  party: string;
  answers: (number | null)[];
}

/** Party positions on (talous, arvot, keskusta–kylät), −1…1, and a share of the candidates. */
const PARTIES: readonly { name: string; at: [number, number, number]; share: number }[] = [
  { name: 'Kokoomus', at: [-0.8, 0.1, -0.4], share: 0.2 },
  { name: 'SDP', at: [0.6, 0.1, -0.1], share: 0.19 },
  { name: 'Perussuomalaiset', at: [-0.1, -0.8, 0.2], share: 0.15 },
  { name: 'Keskusta', at: [0.0, -0.3, 0.9], share: 0.12 },
  { name: 'Vihreät', at: [0.4, 0.9, -0.5], share: 0.1 },
  { name: 'Vasemmistoliitto', at: [0.9, 0.6, 0.0], share: 0.08 },
  { name: 'RKP', at: [-0.2, 0.5, 0.3], share: 0.04 },
  { name: 'KD', at: [0.1, -0.8, 0.2], share: 0.04 },
  { name: 'Liike Nyt', at: [-0.6, -0.2, 0.0], share: 0.03 },
  { name: 'Sitoutumattomat', at: [0.0, 0.0, 0.0], share: 0.05 },
];

/** How far a candidate stands from their party, per dimension (standard deviation). */
const CANDIDATE_SPREAD = 0.45;
/** Noise on each single answer, on the latent scale. */
const ANSWER_NOISE = 0.55;
/** Share of answers left empty. */
const MISSING_SHARE = 0.03;

/** Standard normal (Box–Muller). */
function normal(rng: Rng): number {
  const u = 1 - rng.next();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rng.next());
}

/**
 * Each statement's loadings on the three dimensions: its map axis and direction with weight 1,
 * the other two small; statements on neither axis load on keskusta–kylät (villages, services
 * nearby) or, by a fixed draw, a mixture.
 */
function loadings(seed: number): [number, number, number][] {
  const rng = createRng(deriveSeed(seed, 'loadings'));
  return DEFAULT_QUESTIONS.map((q) => {
    const small = () => (rng.next() - 0.5) * 0.4;
    if (q.type === 'economic') return [q.direction ?? 1, small(), small()];
    if (q.type === 'social') return [small(), q.direction ?? 1, small()];
    return [small() * 2, small() * 2, rng.next() < 0.5 ? 1 : -1];
  });
}

function likert(latent: number): Answer {
  if (latent < -0.9) return 1;
  if (latent < -0.3) return 2;
  if (latent <= 0.3) return 3;
  if (latent <= 0.9) return 4;
  return 5;
}

/** `count` candidates whose answers follow parties on latent dimensions (fixed seed). */
export function correlatedCandidates(
  municipalityId: string,
  count: number,
  seed = 2026,
): BenchCandidate[] {
  const load = loadings(seed);
  const intercepts = DEFAULT_QUESTIONS.map(
    (q) => 0.3 * normal(createRng(deriveSeed(seed, `i${String(q.id)}`))),
  );
  const rng = createRng(deriveSeed(seed, municipalityId));
  return Array.from({ length: count }, (_, i) => {
    const party = PARTIES[rng.weightedIndex(PARTIES.map((p) => p.share))]!;
    const at = party.at.map((x) => x + CANDIDATE_SPREAD * normal(rng));
    const answers = load.map((l, q) => {
      if (rng.next() < MISSING_SHARE) return null;
      const latent =
        l[0] * at[0]! + l[1] * at[1]! + l[2] * at[2]! + intercepts[q]! + ANSWER_NOISE * normal(rng);
      return likert(latent);
    });
    return {
      name: `Ehdokas ${municipalityId}-${String(i).padStart(4, '0')}`,
      party: party.name,
      answers,
    };
  });
}

export interface SimulatedVoter {
  answers: VoterAnswers;
  important: Set<number>;
}

/** Issue #36's voter: a random candidate's answers, each moved one step with probability 0.3. */
export const VOTER = { moveShare: 0.3, skipShare: 0.04, importantShare: 0.12 } as const;

/**
 * A voter made from a random candidate's answers: each moved by one step with probability 0.3
 * (inwards at the ends), a few skipped, a few marked important. Where the candidate gave no
 * answer the voter answers at random.
 */
export function simulatedVoter(rng: Rng, candidates: readonly BenchCandidate[]): SimulatedVoter {
  const source = rng.pick(candidates);
  const answers: VoterAnswers = {};
  const important = new Set<number>();
  DEFAULT_QUESTIONS.forEach((q, i) => {
    const own = source.answers[i];
    let answer = isAnswer(own) ? own : (rng.int(1, 5) as Answer);
    if (rng.next() < VOTER.moveShare) {
      const up = answer === 1 || (answer !== 5 && rng.next() < 0.5);
      answer = (answer + (up ? 1 : -1)) as Answer;
    }
    if (rng.next() < VOTER.skipShare) {
      answers[q.id] = null;
      return;
    }
    answers[q.id] = answer;
    if (rng.next() < VOTER.importantShare) important.add(q.id);
  });
  return { answers, important };
}

/** Pearson correlations between every pair of statements (missing answers left out pairwise). */
export function answerCorrelations(candidates: readonly BenchCandidate[]): number[] {
  const n = DEFAULT_QUESTIONS.length;
  const out: number[] = [];
  for (let a = 0; a < n; a++) {
    for (let b = a + 1; b < n; b++) {
      const pairs = candidates.flatMap((c) => {
        const x = c.answers[a];
        const y = c.answers[b];
        return typeof x === 'number' && typeof y === 'number' ? [[x, y] as const] : [];
      });
      const mx = pairs.reduce((s, [x]) => s + x, 0) / pairs.length;
      const my = pairs.reduce((s, [, y]) => s + y, 0) / pairs.length;
      let sxy = 0;
      let sxx = 0;
      let syy = 0;
      for (const [x, y] of pairs) {
        sxy += (x - mx) * (y - my);
        sxx += (x - mx) ** 2;
        syy += (y - my) ** 2;
      }
      out.push(sxx === 0 || syy === 0 ? 0 : sxy / Math.sqrt(sxx * syy));
    }
  }
  return out;
}

/** Share of the answers' variance explained by the party (η², averaged over the statements). */
export function partyShareOfVariance(candidates: readonly BenchCandidate[]): number {
  const shares = DEFAULT_QUESTIONS.map((_, q) => {
    const rows = candidates.flatMap((c) => {
      const x = c.answers[q];
      return typeof x === 'number' ? [{ party: c.party, x }] : [];
    });
    const mean = rows.reduce((s, r) => s + r.x, 0) / rows.length;
    const byParty = new Map<string, number[]>();
    for (const r of rows) byParty.set(r.party, [...(byParty.get(r.party) ?? []), r.x]);
    let between = 0;
    for (const xs of byParty.values()) {
      const m = xs.reduce((s, x) => s + x, 0) / xs.length;
      between += xs.length * (m - mean) ** 2;
    }
    const total = rows.reduce((s, r) => s + (r.x - mean) ** 2, 0);
    return total === 0 ? 0 : between / total;
  });
  return shares.reduce((s, x) => s + x, 0) / shares.length;
}
