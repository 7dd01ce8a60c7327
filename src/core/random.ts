/**
 * Small deterministic pseudo-random numbers for demo data. Not for secrets: access codes use
 * the platform's cryptographic random source on the server.
 */

/** cyrb53: a fast 53-bit string hash (public domain, bryc). Same result on every JS engine. */
export function cyrb53(text: string, seed = 0): number {
  let h1 = 0xdeadbeef ^ seed;
  let h2 = 0x41c6ce57 ^ seed;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507);
  h1 ^= Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507);
  h2 ^= Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

/** A 32-bit seed for one stream of numbers, e.g. deriveSeed(12345, '091'). */
export function deriveSeed(seed: number, key: string): number {
  // The seed goes into the hashed text, so seeds beyond 32 bits still give distinct streams.
  return cyrb53(`${seed}:${key}`) % 4294967296;
}

/** mulberry32: returns a generator of floats in [0, 1) from a 32-bit seed. */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface Rng {
  /** Float in [0, 1). */
  next(): number;
  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  /** Index chosen with the given relative weights. */
  weightedIndex(weights: readonly number[]): number;
}

export function createRng(seed: number): Rng {
  const next = mulberry32(seed);
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick(items) {
      if (items.length === 0) throw new Error('pick() from an empty list');
      return items[Math.floor(next() * items.length)] as (typeof items)[number];
    },
    weightedIndex(weights) {
      const total = weights.reduce((sum, w) => sum + w, 0);
      let threshold = next() * total;
      for (let i = 0; i < weights.length; i++) {
        threshold -= weights[i] ?? 0;
        if (threshold < 0) return i;
      }
      return weights.length - 1;
    },
  };
}
