import { describe, expect, it } from 'vitest';
import {
  answeredCount,
  clearProgress,
  hasProgress,
  loadProgress,
  parseProgress,
  saveProgress,
} from './answers-store';
import type { KeyValueStorage } from './storage';

function memoryStorage(): KeyValueStorage {
  const data = new Map<string, string>();
  return {
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

describe('stored answers', () => {
  it('round-trips answers, skips and the current statement per municipality', () => {
    const storage = memoryStorage();
    saveProgress('837', { answers: { 1: 4, 2: null, 25: 1 }, current: 3 }, storage);
    expect(storage.getItem('answers:837')).not.toBeNull();
    expect(loadProgress('837', storage)).toEqual({ answers: { 1: 4, 2: null, 25: 1 }, current: 3 });
    expect(loadProgress('091', storage)).toEqual({ answers: {}, current: 0 });
    clearProgress('837', storage);
    expect(loadProgress('837', storage)).toEqual({ answers: {}, current: 0 });
  });

  it('ignores anything that is not a valid answer instead of failing', () => {
    expect(parseProgress('not json')).toEqual({ answers: {}, current: 0 });
    expect(parseProgress('null')).toEqual({ answers: {}, current: 0 });
    expect(
      parseProgress(JSON.stringify({ answers: { 1: 6, 2: '3', 3: 2.5, x: 3, 4: 5 }, current: -2 })),
    ).toEqual({ answers: { 4: 5 }, current: 0 });
  });

  it('counts answered statements, not skipped ones', () => {
    expect(answeredCount({ 1: 4, 2: null, 3: 1 })).toBe(2);
    expect(hasProgress({ answers: {}, current: 0 })).toBe(false);
    expect(hasProgress({ answers: { 1: null }, current: 0 })).toBe(true);
  });
});
