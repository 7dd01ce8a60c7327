import { describe, expect, it } from 'vitest';
import { isAnswer } from '#core/matching';
import { createRng } from '#core/random';
import {
  answerCorrelations,
  correlatedCandidates,
  partyShareOfVariance,
  simulatedVoter,
  VOTER,
} from './adaptive-data';

describe("bench:adaptive's data", () => {
  const candidates = correlatedCandidates('091', 600);

  it('gives the same candidates for the same seed, and others for another seed', () => {
    expect(correlatedCandidates('091', 50)).toEqual(correlatedCandidates('091', 50));
    expect(correlatedCandidates('091', 50, 7)).not.toEqual(correlatedCandidates('091', 50));
  });

  it('makes answers that follow parties and dimensions, with a few missing', () => {
    const correlations = answerCorrelations(candidates);
    const meanAbs = correlations.reduce((s, r) => s + Math.abs(r), 0) / correlations.length;
    expect(meanAbs).toBeGreaterThan(0.2);
    expect(partyShareOfVariance(candidates)).toBeGreaterThan(0.2);
    const answers = candidates.flatMap((c) => c.answers);
    const missing = answers.filter((a) => a === null).length / answers.length;
    expect(missing).toBeGreaterThan(0.01);
    expect(missing).toBeLessThan(0.06);
    // Every answer on the scale is used.
    expect(new Set(answers.filter(isAnswer))).toEqual(new Set([1, 2, 3, 4, 5]));
  });

  it('finds no structure in independent answers', () => {
    const rng = createRng(1);
    const random = Array.from({ length: 600 }, (_, i) => ({
      name: String(i),
      party: String(i % 5),
      answers: Array.from({ length: 25 }, () => rng.int(1, 5)),
    }));
    const correlations = answerCorrelations(random);
    const meanAbs = correlations.reduce((s, r) => s + Math.abs(r), 0) / correlations.length;
    expect(meanAbs).toBeLessThan(0.06);
    expect(partyShareOfVariance(random)).toBeLessThan(0.03);
  });

  it("moves about 30 % of a candidate's answers by one step for a voter", () => {
    const rng = createRng(36);
    let moved = 0;
    let compared = 0;
    let farther = 0;
    for (let v = 0; v < 200; v++) {
      // One candidate only, so the voter's source is known.
      const source = candidates[v]!;
      const voter = simulatedVoter(rng, [source]);
      source.answers.forEach((own, i) => {
        const answer = voter.answers[i + 1];
        if (!isAnswer(own) || !isAnswer(answer)) return;
        compared += 1;
        if (answer !== own) moved += 1;
        if (Math.abs(answer - own) > 1) farther += 1;
      });
    }
    expect(moved / compared).toBeGreaterThan(VOTER.moveShare - 0.05);
    expect(moved / compared).toBeLessThan(VOTER.moveShare + 0.05);
    expect(farther).toBe(0);
  });
});
