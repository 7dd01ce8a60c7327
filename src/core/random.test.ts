import { describe, expect, it } from 'vitest';
import { createRng, cyrb53, deriveSeed, mulberry32 } from './random';

describe('random', () => {
  it('hashes strings the same way everywhere', () => {
    expect(cyrb53('')).toBe(3338908027751811);
    expect(cyrb53('091')).toBe(cyrb53('091'));
    expect(cyrb53('091')).not.toBe(cyrb53('092'));
    expect(cyrb53('091', 1)).not.toBe(cyrb53('091', 2));
  });

  it('derives different 32-bit seeds for different seeds and keys', () => {
    const seeds = [deriveSeed(12345, '091'), deriveSeed(12345, '092'), deriveSeed(1, '091')];
    expect(new Set(seeds).size).toBe(3);
    for (const seed of seeds) expect(seed).toBeGreaterThanOrEqual(0);
    for (const seed of seeds) expect(seed).toBeLessThan(2 ** 32);
    expect(deriveSeed(2 ** 40, 'x')).not.toBe(deriveSeed(0, 'x'));
  });

  it('repeats the same sequence for the same seed, in [0, 1)', () => {
    const a = mulberry32(42);
    const b = mulberry32(42);
    const values = Array.from({ length: 1000 }, () => a());
    expect(values).toEqual(Array.from({ length: 1000 }, () => b()));
    expect(values.every((v) => v >= 0 && v < 1)).toBe(true);
    expect(mulberry32(43)()).not.toBe(values[0]);
  });

  it('draws integers inclusively and picks by weight', () => {
    const rng = createRng(7);
    const ints = new Set(Array.from({ length: 2000 }, () => rng.int(30, 75)));
    expect(Math.min(...ints)).toBe(30);
    expect(Math.max(...ints)).toBe(75);
    expect(ints.size).toBe(46);
    const counts = [0, 0, 0];
    for (let i = 0; i < 10_000; i++) counts[rng.weightedIndex([1, 0, 3])]! += 1;
    expect(counts[1]).toBe(0);
    expect(counts[2]! / 10_000).toBeCloseTo(0.75, 1);
    expect(() => rng.pick([])).toThrow();
  });
});
