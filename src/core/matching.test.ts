import { describe, expect, it } from 'vitest';
import { computeMatch, formatPercent, rankCandidates, type VoterAnswers } from './matching';
import { DEFAULT_QUESTIONS, type Question } from './questions';

function question(id: number, weight: 2 | 3, category: Question['category']): Question {
  return { id, text: `Väite ${id}.`, category, weight, type: 'none', direction: null };
}

const services = 'Palvelut' as const;
const transport = 'Liikenne ja infrastruktuuri' as const;

describe('computeMatch', () => {
  it('weights distances: 100 × (1 − Σ w·d / Σ w)', () => {
    const questions = [
      question(1, 3, services),
      question(2, 2, services),
      question(3, 2, transport),
    ];
    // d = 1/4, 0, 2/4 → Σ w·d = 0.75 + 0 + 1 = 1.75, Σ w = 7 → 75 %
    const result = computeMatch({ 1: 5, 2: 1, 3: 3 }, [4, 1, 1], questions);
    expect(result.match).toBeCloseTo(75, 10);
    // Palvelut: 0.75 / 5 → 85 %; Liikenne: 1 − 0.5 → 50 %
    expect(result.categories[services]).toBeCloseTo(85, 10);
    expect(result.categories[transport]).toBeCloseTo(50, 10);
  });

  it('gives a different result when a weight changes from 2 to 3', () => {
    const voter: VoterAnswers = { 1: 5, 2: 5 };
    const candidate = [5, 1]; // agrees on 1, opposite on 2
    const heavyFirst = [question(1, 3, services), question(2, 2, services)];
    const heavySecond = [question(1, 2, services), question(2, 3, services)];
    expect(computeMatch(voter, candidate, heavyFirst).match).toBeCloseTo(60, 10);
    expect(computeMatch(voter, candidate, heavySecond).match).toBeCloseTo(40, 10);
  });

  it('ignores statements the voter skipped, whether null or absent', () => {
    const questions = [
      question(1, 3, services),
      question(2, 2, services),
      question(3, 3, services),
    ];
    const candidate = [5, 1, 1];
    expect(computeMatch({ 1: 5, 2: null }, candidate, questions).match).toBe(100);
    expect(computeMatch({ 1: 5, 2: 1 }, candidate, questions).match).toBe(100);
    // 2 skipped: agree on 1 (w 3), opposite on 3 (w 3) → 1 − 3 / 6
    expect(computeMatch({ 1: 5, 3: 5 }, candidate, questions).match).toBeCloseTo(50, 10);
  });

  it('counts a missing or invalid candidate answer as the maximum distance', () => {
    const questions = [question(1, 3, services), question(2, 2, services)];
    const voter: VoterAnswers = { 1: 3, 2: 3 };
    // The voter's neutral answer is only 0.5 away from any real answer; missing counts as 1.
    expect(computeMatch(voter, [3, 1], questions).match).toBeCloseTo(80, 10);
    for (const candidate of [[3, null], [3, undefined], [3], [3, 0], [3, 6], [3, 2.5]]) {
      expect(computeMatch(voter, candidate, questions).match).toBeCloseTo(60, 10);
    }
  });

  it('gives null for a category where the voter answered nothing', () => {
    const questions = [question(1, 3, services), question(2, 2, transport)];
    const result = computeMatch({ 1: 4 }, [4, 4], questions);
    expect(result.match).toBe(100);
    expect(result.categories).toEqual({ [services]: 100, [transport]: null });
  });

  it('gives null when the voter answered nothing', () => {
    const result = computeMatch({}, [3, 3], DEFAULT_QUESTIONS);
    expect(result.match).toBeNull();
    expect(Object.values(result.categories)).toHaveLength(6);
    expect(Object.values(result.categories).every((value) => value === null)).toBe(true);
  });

  it('spans 0-100 over the default questions', () => {
    const allOnes: VoterAnswers = Object.fromEntries(DEFAULT_QUESTIONS.map((q) => [q.id, 1]));
    expect(computeMatch(allOnes, Array(25).fill(1), DEFAULT_QUESTIONS).match).toBe(100);
    expect(computeMatch(allOnes, Array(25).fill(3), DEFAULT_QUESTIONS).match).toBeCloseTo(50, 10);
    expect(computeMatch(allOnes, Array(25).fill(5), DEFAULT_QUESTIONS).match).toBe(0);
  });
});

describe('rankCandidates', () => {
  const questions = [question(1, 3, services), question(2, 2, transport)];
  const voter: VoterAnswers = { 1: 5, 2: 5 };

  it('orders by match, best first, and keeps the candidate fields', () => {
    const ranked = rankCandidates(
      [
        { id: 1, name: 'Aho', answers: [1, 1] },
        { id: 2, name: 'Berg', answers: [5, 5] },
        { id: 3, name: 'Cedergren', answers: [5, 1] },
      ],
      voter,
      questions,
    );
    expect(ranked.map((c) => c.id)).toEqual([2, 3, 1]);
    expect(ranked.map((c) => c.match)).toEqual([100, 60, 0]);
    expect(ranked[1]?.categories).toEqual({ [services]: 100, [transport]: 0 });
  });

  it('breaks ties by name in Finnish order: å, ä and ö come after z', () => {
    const names = ['Östman', 'Zetterberg', 'Ärväs', 'Aalto', 'Åberg', 'Virtanen'];
    const ranked = rankCandidates(
      names.map((name) => ({ name, answers: [4, 4] })),
      voter,
      questions,
    );
    expect(ranked.map((c) => c.name)).toEqual([
      'Aalto',
      'Virtanen',
      'Zetterberg',
      'Åberg',
      'Ärväs',
      'Östman',
    ]);
  });

  it('treats a voter with no answers as 0 % for everyone, ordered by name', () => {
    const ranked = rankCandidates(
      [
        { name: 'Öhman', answers: [5, 5] },
        { name: 'Aho', answers: [1, 1] },
      ],
      {},
      questions,
    );
    expect(ranked.map((c) => [c.name, c.match])).toEqual([
      ['Aho', 0],
      ['Öhman', 0],
    ]);
  });
});

describe('formatPercent', () => {
  it('rounds and puts a no-break space before the percent sign', () => {
    expect(formatPercent(87.4)).toBe('87\u00A0%');
    expect(formatPercent(86.5)).toBe('87\u00A0%');
    expect(formatPercent(100)).toBe('100\u00A0%');
    expect(formatPercent(-0.2)).toBe('0\u00A0%');
    expect(formatPercent(87)).not.toBe('87 %'); // an ordinary space could wrap
  });
});
