import { describe, expect, it } from 'vitest';
import { computeMatch } from './matching';
import { medianAnswer, partyPositions } from './party-positions';
import type { Question } from './questions';

describe('medianAnswer', () => {
  it('takes the middle answer of an odd count', () => {
    expect(medianAnswer([1, 5, 4])).toBe(4);
    expect(medianAnswer([2])).toBe(2);
  });

  it('rounds the mean of the two middle answers of an even count to the scale, half up', () => {
    expect(medianAnswer([1, 2])).toBe(2); // 1.5 → 2
    expect(medianAnswer([2, 3, 4, 5])).toBe(4); // 3.5 → 4
    expect(medianAnswer([1, 1, 5, 5])).toBe(3); // 3
    expect(medianAnswer([4, 5])).toBe(5); // 4.5 → 5
  });

  it('leaves out missing answers and gives null when none is left', () => {
    expect(medianAnswer([3, 0, 6, 2.5])).toBe(3);
    expect(medianAnswer([])).toBeNull();
  });
});

describe('partyPositions', () => {
  const blank = (values: Record<number, number>) =>
    Array.from({ length: 25 }, (_, i) => values[i + 1] ?? null);

  it("gives each party its candidates' median per statement and their number", () => {
    const positions = partyPositions([
      { party: 'Vihreät', answers: blank({ 1: 5, 2: 1 }) },
      { party: 'Keskusta', answers: blank({ 1: 1, 2: 2 }) },
      { party: 'Keskusta', answers: blank({ 1: 2, 2: 4 }) },
      { party: 'Keskusta', answers: blank({ 1: 4 }) },
    ]);
    expect(positions.map((p) => [p.party, p.candidateCount])).toEqual([
      ['Keskusta', 3],
      ['Vihreät', 1],
    ]);
    const keskusta = positions[0]!;
    expect(keskusta.answers[0]).toBe(2); // median of 1, 2, 4
    expect(keskusta.answers[1]).toBe(3); // median of 2, 4 (the third did not answer)
    expect(keskusta.answers[2]).toBeNull(); // nobody answered statement 3
    expect(positions[1]!.answers.slice(0, 2)).toEqual([5, 1]);
  });

  it("matches a party with the voter's formula, missing statements at the far end", () => {
    const questions: Question[] = [1, 2, 3].map((id) => ({
      id,
      text: `Väite ${id}.`,
      category: 'Palvelut',
      weight: 2,
      type: 'none',
      direction: null,
    }));
    const [party] = partyPositions([
      { party: 'SDP', answers: blank({ 1: 5, 2: 4 }) },
      { party: 'SDP', answers: blank({ 1: 4, 2: 4 }) },
    ]);
    // Positions: 1 → 4.5 → 5, 2 → 4, 3 → missing. Voter 5, 5, 5:
    // d = 0, 0.25, 1 (missing, far end) → 1 − (0 + 0.5 + 2) / 6 = 58.33 %.
    const result = computeMatch({ 1: 5, 2: 5, 3: 5 }, party!.answers, questions);
    expect(result.match).toBeCloseTo(100 * (1 - 2.5 / 6), 10);
  });
});
