import { describe, expect, it } from 'vitest';
import {
  comparePicksStorageKey,
  loadComparePicks,
  parseCandidateIds,
  saveComparePicks,
  togglePick,
} from './compare-picks';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => {
      items.set(key, value);
    },
    removeItem: (key: string) => {
      items.delete(key);
    },
  };
}

describe('compare picks', () => {
  it('reads ids from the URL list, dropping junk and repeats, at most four', () => {
    expect(parseCandidateIds('12,34')).toEqual([12, 34]);
    expect(parseCandidateIds(' 12 , x, 12, -3,1.5,,7,8,9')).toEqual([12, -3, 7, 8]);
    expect(parseCandidateIds(null)).toEqual([]);
    expect(parseCandidateIds('99999999999999999999')).toEqual([]);
  });

  it('adds and removes picks and refuses a fifth', () => {
    expect(togglePick([1, 2], 3)).toEqual({ ids: [1, 2, 3], refused: false });
    expect(togglePick([1, 2, 3], 2)).toEqual({ ids: [1, 3], refused: false });
    expect(togglePick([1, 2, 3, 4], 5)).toEqual({ ids: [1, 2, 3, 4], refused: true });
    expect(togglePick([1, 2, 3, 4], 4)).toEqual({ ids: [1, 2, 3], refused: false });
  });

  it('remembers the picks per municipality on this device', () => {
    const storage = memoryStorage();
    saveComparePicks('837', [5, -2], storage);
    expect(storage.items.get(comparePicksStorageKey('837'))).toBe('5,-2');
    expect(loadComparePicks('837', storage)).toEqual([5, -2]);
    expect(loadComparePicks('091', storage)).toEqual([]);
    storage.items.set(comparePicksStorageKey('837'), '{"broken"');
    expect(loadComparePicks('837', storage)).toEqual([]);
  });
});
