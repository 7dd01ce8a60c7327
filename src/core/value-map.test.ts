import { describe, expect, it } from 'vitest';
import { DEFAULT_QUESTIONS, type Question } from './questions';
import { mapDistance, mapPosition } from './value-map';

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
