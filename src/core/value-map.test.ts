import { describe, expect, it } from 'vitest';
import { DEFAULT_QUESTIONS, type Question } from './questions';
import { partyPositions } from './party-positions';
import { byDistance, mapDistance, mapPosition } from './value-map';

const q = (id: number, type: Question['type'], direction: 1 | -1 | null): Question => ({
  id,
  text: `Väite ${id}.`,
  category: 'Palvelut',
  weight: 2,
  type,
  direction,
});

describe('mapPosition', () => {
  const questions = [
    q(1, 'economic', 1),
    q(2, 'economic', -1),
    q(3, 'social', 1),
    q(4, 'none', null),
  ];

  it('averages the directed answers on each axis and scales them to −100..100', () => {
    // Economic: 1 → +1 × (5 − 3)/2 = 1; 2 → −1 × (2 − 3)/2 = 0.5; mean 0.75 → 75.
    // Social: 3 → +1 × (1 − 3)/2 = −1 → −100. Statement 4 is on no axis.
    expect(mapPosition({ 1: 5, 2: 2, 3: 1, 4: 5 }, questions)).toEqual({
      economic: 75,
      social: -100,
    });
    // The same answers as a candidate's list.
    expect(mapPosition([5, 2, 1, 5], questions)).toEqual({ economic: 75, social: -100 });
  });

  it('leaves skipped statements out and gives null for an axis without answers', () => {
    // 2 → −1 × (1 − 3)/2 = 1 → 100.
    expect(mapPosition({ 2: 1, 4: 3 }, questions)).toEqual({ economic: 100, social: null });
    expect(mapPosition([null, 3, null, 1], questions)).toEqual({ economic: 0, social: null });
  });

  it('puts all-neutral answers at the centre and stays within −100..100 on the real statements', () => {
    const neutral = Array(25).fill(3);
    expect(mapPosition(neutral, DEFAULT_QUESTIONS)).toEqual({ economic: 0, social: 0 });
    for (const value of [1, 5]) {
      const position = mapPosition(Array(25).fill(value), DEFAULT_QUESTIONS);
      for (const axis of [position.economic, position.social]) {
        expect(axis).not.toBeNull();
        expect(Math.abs(axis!)).toBeLessThanOrEqual(100);
      }
    }
  });
});

describe('mapDistance', () => {
  it('is the straight-line distance, or null without both axes', () => {
    expect(mapDistance({ economic: 0, social: 0 }, { economic: 30, social: 40 })).toBe(50);
    expect(mapDistance({ economic: 0, social: null }, { economic: 30, social: 40 })).toBeNull();
  });
});

describe('byDistance', () => {
  const questions = [
    q(1, 'economic', 1),
    q(2, 'economic', -1),
    q(3, 'social', 1),
    q(4, 'none', null),
  ];
  const candidates = [
    { name: 'Y', party: 'A', answers: [3, 3, 1, null] },
    { name: 'Z', party: 'B', answers: [null, null, null, 5] },
    { name: 'X', party: 'A', answers: [5, 1, 5, 3] },
  ];

  it('places the voter, candidates and parties and orders them nearest first', () => {
    // Voter: economic (1 + 1) / 2 → 100; social 5 → 1 → 100.
    const voter = mapPosition({ 1: 5, 2: 1, 3: 5 }, questions);
    expect(voter).toEqual({ economic: 100, social: 100 });

    // X: as the voter → (100, 100), distance 0. Y: economic (0 + 0) / 2 → 0; social 1 → −100:
    // distance √(100² + 200²) ≈ 223.61. Z answered only statement 4 (no axis): no position.
    const placed = byDistance(voter, candidates, (c) => mapPosition(c.answers, questions));
    expect(placed.map((p) => [p.item.name, p.position, p.distance])).toEqual([
      ['X', { economic: 100, social: 100 }, 0],
      ['Y', { economic: 0, social: -100 }, Math.hypot(100, 200)],
      ['Z', { economic: null, social: null }, null],
    ]);
    expect(placed[1]!.distance).toBeCloseTo(223.61, 2);

    // Party A: medians 1 → (5, 3) → 4; 2 → (1, 3) → 2; 3 → (5, 1) → 3. Economic: 4 → 0.5,
    // 2 → −1 × (2 − 3) / 2 = 0.5, mean 0.5 → 50; social 3 → 0. Distance √(50² + 100²) ≈ 111.80.
    // Party B has no answer on an axis.
    const parties = byDistance(voter, partyPositions(candidates), (p) =>
      mapPosition(p.answers, questions),
    );
    expect(parties.map((p) => [p.item.party, p.position])).toEqual([
      ['A', { economic: 50, social: 0 }],
      ['B', { economic: null, social: null }],
    ]);
    expect(parties[0]!.distance).toBeCloseTo(111.8, 1);
    expect(parties[1]!.distance).toBeNull();
  });

  it('keeps the given order for equal distances and gives no distance without a voter position', () => {
    const same = [
      { name: 'first', answers: [1, 5, 1, null] },
      { name: 'second', answers: [1, 5, 1, null] },
    ];
    const origin = { economic: 0, social: 0 };
    expect(
      byDistance(origin, same, (c) => mapPosition(c.answers, questions)).map((p) => p.item.name),
    ).toEqual(['first', 'second']);
    const none = byDistance({ economic: null, social: 0 }, same, (c) =>
      mapPosition(c.answers, questions),
    );
    expect(none.map((p) => [p.item.name, p.distance])).toEqual([
      ['first', null],
      ['second', null],
    ]);
  });
});
