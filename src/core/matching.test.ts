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

  it("counts a candidate's missing answer as the far end of the scale from the voter's", () => {
    const questions = [question(1, 3, services), question(2, 2, services)];
    // Statement 1 agrees (d 0). Statement 2 missing: the voter's 3 → 0.5, 2 or 4 → 0.75,
    // 1 or 5 → 1. Σ w = 5, so the match is 100 × (1 − 2·d / 5).
    const cases: [number, number][] = [
      [1, 60],
      [2, 70],
      [3, 80],
      [4, 70],
      [5, 60],
    ];
    for (const [answer, expected] of cases) {
      const voter = { 1: 3, 2: answer } as VoterAnswers;
      for (const candidate of [[3, null], [3, undefined], [3], [3, 0], [3, 6], [3, 2.5]]) {
        expect(computeMatch(voter, candidate, questions).match).toBeCloseTo(expected, 10);
      }
    }
    // Never better than a real answer at the far end: a neutral voter gets 80 % either way.
    expect(computeMatch({ 1: 3, 2: 3 }, [3, 1], questions).match).toBeCloseTo(80, 10);
  });

  it('doubles the weight of statements marked important', () => {
    const questions = [question(1, 3, services), question(2, 2, transport)];
    const voter: VoterAnswers = { 1: 5, 2: 5 };
    const candidate = [5, 1]; // agrees on 1 (d 0), opposite on 2 (d 1)
    // Without marks: 1 − 2 / 5 = 60 %. Statement 2 important: 1 − 4 / 7 ≈ 42.857 %.
    expect(computeMatch(voter, candidate, questions).match).toBeCloseTo(60, 10);
    expect(computeMatch(voter, candidate, questions, new Set([2])).match).toBeCloseTo(
      (100 * 3) / 7,
      10,
    );
    // Statement 1 important: 1 − 2 / 8 = 75 %. Categories use the same weights.
    const marked = computeMatch(voter, candidate, questions, new Set([1]));
    expect(marked.match).toBeCloseTo(75, 10);
    expect(marked.categories).toEqual({ [services]: 100, [transport]: 0 });
    // A mark on a skipped statement changes nothing.
    expect(computeMatch({ 1: 5 }, candidate, questions, new Set([2])).match).toBe(100);
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

  it('ranks with the importance marks', () => {
    const ranked = rankCandidates(
      [
        { name: 'Aho', answers: [5, 1] },
        { name: 'Berg', answers: [1, 5] },
      ],
      voter,
      questions,
      new Set([2]),
    );
    // Aho: 1 − 4/7 ≈ 42.9 %; Berg: 1 − 3/7 ≈ 57.1 %.
    expect(ranked.map((c) => c.name)).toEqual(['Berg', 'Aho']);
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

describe('rankCandidates at a real election size', () => {
  it("gives each candidate exactly computeMatch's figures (1,200 random candidates)", () => {
    let seed = 7;
    const random = (n: number) => {
      seed = (seed * 16807) % 2147483647;
      return seed % n;
    };
    // Answers 1-5, a few missing (null or absent), both weights, some statements important.
    const questions: Question[] = DEFAULT_QUESTIONS.map((question, i) => ({
      ...question,
      weight: i % 2 === 0 ? 2 : 3,
    }));
    const voter: VoterAnswers = {};
    for (const question of questions) {
      const pick = random(7);
      if (pick < 5) voter[question.id] = (pick + 1) as 1 | 2 | 3 | 4 | 5;
      else if (pick === 5) voter[question.id] = null;
    }
    const important = new Set([2, 5, 11, 24]);
    const candidates = Array.from({ length: 1200 }, (_, i) => ({
      name: `Ehdokas ${String(random(500))}`,
      id: i,
      answers: questions.map(() => (random(9) < 8 ? 1 + random(5) : null)),
    }));
    const ranked = rankCandidates(candidates, voter, questions, important);
    expect(ranked).toHaveLength(1200);
    for (const row of ranked) {
      const single = computeMatch(voter, row.answers, questions, important);
      expect(row.match).toBe(single.match ?? 0);
      expect(row.categories).toEqual(single.categories);
      expect(Object.keys(row.categories)).toEqual(Object.keys(single.categories));
    }
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
