import { describe, expect, it } from 'vitest';
import { computeMatch, type VoterAnswers } from './matching';
import {
  matchUnderRule,
  placesUnderRules,
  ruleExample,
  topOneDependsOnRule,
  type MatchingRule,
} from './matching-rules';
import { DEFAULT_QUESTIONS, type Question } from './questions';

function question(id: number, weight: 2 | 3): Question {
  return { id, text: `Väite ${id}.`, category: 'Palvelut', weight, type: 'none', direction: null };
}

const THREE = [question(1, 3), question(2, 2), question(3, 2)];

describe('matchUnderRule', () => {
  it('main is the ranking rule of computeMatch', () => {
    const voter: VoterAnswers = { 1: 5, 2: 1, 3: 3 };
    const important = new Set([2]);
    for (const candidate of [
      [4, 1, 1],
      [1, 5, null],
      [3, 3, 3],
    ]) {
      expect(matchUnderRule('main', voter, candidate, THREE, important)).toBeCloseTo(
        computeMatch(voter, candidate, THREE, important).match!,
        10,
      );
    }
  });

  it('euclidean squares each distance and takes the root of the weighted mean', () => {
    // d = 1/4, 0, 2/4; w = 3, 2, 2 → Σ w·d² = 3/16 + 0 + 2/4 = 11/16; / 7 → √ ≈ 0.3134
    const match = matchUnderRule('euclidean', { 1: 5, 2: 1, 3: 3 }, [4, 1, 1], THREE);
    expect(match).toBeCloseTo(100 * (1 - Math.sqrt(11 / 16 / 7)), 10);
    // Main: 1 − 1.75 / 7 = 75 %; one big disagreement costs more under euclidean.
    expect(match!).toBeLessThan(75);
  });

  it('equal weights ignores the statement weights and "Tärkeä minulle"', () => {
    const voter: VoterAnswers = { 1: 5, 2: 1, 3: 3 };
    // d = 1/4, 0, 2/4 → mean 0.25 → 75 %, whatever the weights and marks.
    expect(matchUnderRule('equal-weights', voter, [4, 1, 1], THREE)).toBeCloseTo(75, 10);
    expect(matchUnderRule('equal-weights', voter, [4, 1, 1], THREE, new Set([1, 3]))).toBeCloseTo(
      75,
      10,
    );
    // The main rule moves with the marks: (3·2·¼ + 2·2·½) / (6 + 2 + 4) = 3.5 / 12.
    expect(matchUnderRule('main', voter, [4, 1, 1], THREE, new Set([1, 3]))).toBeCloseTo(
      100 * (1 - 3.5 / 12),
      10,
    );
  });

  it('directional counts the side: same side close, a neutral answer half way', () => {
    const one = [question(1, 2)];
    // voter 5 (+1) vs candidate 4 (+½): (1 − ½) / 2 = ¼ → 75 %
    expect(matchUnderRule('directional', { 1: 5 }, [4], one)).toBeCloseTo(75, 10);
    // voter 4 (+½) vs candidate 4 (+½): (1 − ¼) / 2 = ⅜ → 62.5 %: agreeing mildly is weaker
    expect(matchUnderRule('directional', { 1: 4 }, [4], one)).toBeCloseTo(62.5, 10);
    // voter 4 vs candidate 5: (1 − ½) / 2 → 75 %: the surer candidate on the same side is closer
    expect(matchUnderRule('directional', { 1: 4 }, [5], one)).toBeCloseTo(75, 10);
    // A neutral voter is half way from everyone.
    for (const answer of [1, 2, 3, 4, 5]) {
      expect(matchUnderRule('directional', { 1: 3 }, [answer], one)).toBeCloseTo(50, 10);
    }
    // Opposite ends: (1 + 1) / 2 → 0 %
    expect(matchUnderRule('directional', { 1: 1 }, [5], one)).toBeCloseTo(0, 10);
    // A missing answer is the far end from the voter's, as in the main rule.
    expect(matchUnderRule('directional', { 1: 1 }, [null], one)).toBeCloseTo(0, 10);
  });

  it('gives null when the voter answered nothing, under every rule', () => {
    for (const rule of ['main', 'euclidean', 'equal-weights', 'directional'] as MatchingRule[]) {
      expect(matchUnderRule(rule, { 1: null }, [3, 3, 3], THREE)).toBeNull();
    }
  });
});

describe('placesUnderRules', () => {
  const questions = DEFAULT_QUESTIONS.slice(0, 4);

  it('shows a place that holds under every rule as holding', () => {
    const candidates = [
      { name: 'Aino', answers: [5, 5, 5, 5] },
      { name: 'Bertta', answers: [3, 3, 3, 3] },
      { name: 'Cecilia', answers: [1, 1, 1, 1] },
    ];
    const places = placesUnderRules(candidates, { 1: 5, 2: 5, 3: 5, 4: 5 }, questions);
    expect(places.map((p) => p.candidate.name)).toEqual(['Aino', 'Bertta', 'Cecilia']);
    expect(places.every((p) => p.holds)).toBe(true);
    expect(places[0]!.candidate.match).toBe(100);
    expect(topOneDependsOnRule(places)).toBe(false);
  });

  it('flags the places that change under euclidean distance', () => {
    // Voter all 3. Aino is one step off everywhere (d ¼ each); Bertta agrees on three and is two
    // steps off on one (d ½ on a weight-2 statement). Main: Aino 75 %, Bertta 1 − 1/10 = 90 %.
    // Euclidean: Aino 1 − √(1/16) = 75 %, Bertta 1 − √(2·¼ / 10) ≈ 77.6 %: still ahead. Cilla
    // agrees on two and is two steps off on the two weight-3 statements: main 1 − 3/10 = 70 %,
    // euclidean 1 − √(6·¼ / 10) ≈ 61 %, so Aino stays ahead of her. With equal weights Aino
    // and Cilla both have 75 % and share second place; directional sees all three as the same
    // (a neutral voter is half way from everyone).
    const candidates = [
      { name: 'Aino', answers: [4, 2, 4, 2] },
      { name: 'Bertta', answers: [3, 3, 1, 3] },
      { name: 'Cilla', answers: [5, 1, 3, 3] },
    ];
    const voter: VoterAnswers = { 1: 3, 2: 3, 3: 3, 4: 3 };
    const places = placesUnderRules(candidates, voter, questions);
    expect(places.map((p) => [p.candidate.name, p.places])).toEqual([
      ['Bertta', { main: 1, euclidean: 1, 'equal-weights': 1, directional: 1 }],
      ['Aino', { main: 2, euclidean: 2, 'equal-weights': 2, directional: 1 }],
      ['Cilla', { main: 3, euclidean: 3, 'equal-weights': 2, directional: 1 }],
    ]);
    expect(places.map((p) => p.holds)).toEqual([true, false, false]);
    expect(topOneDependsOnRule(places)).toBe(false);
  });

  it('reports a first place that another rule does not put first', () => {
    // Aino is one step off everywhere; Bertta agrees on three and is three steps off on one.
    const candidates = [
      { name: 'Aino', answers: [4, 4, 4, 4] },
      { name: 'Bertta', answers: [5, 5, 5, 2] },
    ];
    const voter: VoterAnswers = { 1: 5, 2: 5, 3: 5, 4: 5 };
    // Main: Aino 1 − ¼ = 75 %; Bertta 1 − (2·¾)/10 = 85 %. Euclidean: Aino 75 %,
    // Bertta 1 − √(2·9/16 / 10) ≈ 66 %.
    const places = placesUnderRules(candidates, voter, questions);
    expect(places[0]!.candidate.name).toBe('Bertta');
    expect(places[0]!.places.euclidean).toBe(2);
    expect(places[0]!.holds).toBe(false);
    expect(topOneDependsOnRule(places)).toBe(true);
  });

  it('keeps only the top ten and gives a shared place to equal figures', () => {
    const candidates = Array.from({ length: 14 }, (_, i) => ({
      name: `Ehdokas ${String(i).padStart(2, '0')}`,
      answers: [5, 5, 5, i < 12 ? 5 : 1],
    }));
    const places = placesUnderRules(candidates, { 1: 5, 2: 5, 3: 5, 4: 5 }, questions);
    expect(places).toHaveLength(10);
    expect(places.every((p) => p.places.main === 1 && p.holds)).toBe(true);
  });
});

describe('ruleExample', () => {
  const questions = DEFAULT_QUESTIONS.slice(0, 4);
  const voter: VoterAnswers = { 1: 5, 2: 5, 3: 5, 4: 5 };

  it('gives the best-placed pair whose order turns round, with both figures under both rules', () => {
    const candidates = [
      { name: 'Aino', answers: [4, 4, 4, 4] },
      { name: 'Bertta', answers: [5, 5, 5, 2] },
    ];
    const places = placesUnderRules(candidates, voter, questions);
    const example = ruleExample(places, voter, questions);
    expect(example).not.toBeNull();
    expect(example!.ahead.candidate.name).toBe('Bertta');
    expect(example!.behind.candidate.name).toBe('Aino');
    expect(example!.rule).toBe('euclidean');
    expect(example!.main[0]).toBeCloseTo(85, 10);
    expect(example!.main[1]).toBeCloseTo(75, 10);
    expect(example!.other[0]).toBeCloseTo(100 * (1 - Math.sqrt(1.125 / 10)), 10);
    expect(example!.other[1]).toBeCloseTo(75, 10);
    expect(example!.other[0]).toBeLessThan(example!.other[1]);
  });

  it('is null when every rule keeps the order', () => {
    const candidates = [
      { name: 'Aino', answers: [5, 5, 5, 5] },
      { name: 'Bertta', answers: [3, 3, 3, 3] },
    ];
    const places = placesUnderRules(candidates, voter, questions);
    expect(ruleExample(places, voter, questions)).toBeNull();
  });
});
