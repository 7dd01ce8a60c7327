import { describe, expect, it } from 'vitest';
import {
  answeredCount,
  clearProgress,
  hasProgress,
  loadProgress,
  parseProgress,
  saveProgress,
  serializeProgress,
  type Progress,
} from './answers-store';
import type { KeyValueStorage } from '#web/lib/storage';

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
    const saved = { answers: { 1: 4, 2: null, 25: 1 }, important: [2, 25], current: 3 } as const;
    saveProgress('837', saved, storage);
    expect(JSON.parse(storage.getItem('answers:837') ?? '')).toMatchObject({ version: 2 });
    expect(loadProgress('837', storage)).toEqual(saved);
    expect(loadProgress('091', storage)).toEqual({ answers: {}, important: [], current: 0 });
    clearProgress('837', storage);
    expect(loadProgress('837', storage)).toEqual({ answers: {}, important: [], current: 0 });
  });

  it('ignores anything that is not a valid answer instead of failing', () => {
    expect(parseProgress('not json')).toEqual({ answers: {}, important: [], current: 0 });
    expect(parseProgress('null')).toEqual({ answers: {}, important: [], current: 0 });
    expect(
      parseProgress(JSON.stringify({ answers: { 1: 6, 2: '3', 3: 2.5, x: 3, 4: 5 }, current: -2 })),
    ).toEqual({ answers: { 4: 5 }, important: [], current: 0 });
    expect(parseProgress(JSON.stringify({ important: [3, 'x', 0, 3, 1.5, 1] })).important).toEqual([
      1, 3,
    ]);
  });

  it('reads answers saved before marks existed (version 1) as having no marks', () => {
    expect(parseProgress(JSON.stringify({ answers: { 1: 4, 2: null }, current: 2 }))).toEqual({
      answers: { 1: 4, 2: null },
      important: [],
      current: 2,
    });
  });

  it('reads a later version that only adds fields', () => {
    const later = { version: 3, answers: { 5: 2 }, important: [5], current: 4, extra: { a: 1 } };
    expect(parseProgress(JSON.stringify(later))).toEqual({
      answers: { 5: 2 },
      important: [5],
      current: 4,
    });
  });

  it('keeps the shorter version and its order, and writes nothing of it for the full questionnaire', () => {
    const shorter: Progress = {
      answers: { 7: 2, 3: null },
      important: [7],
      current: 2,
      shorter: { order: [7, 3, 12] },
    };
    expect(parseProgress(serializeProgress(shorter))).toEqual(shorter);
    expect(
      JSON.parse(serializeProgress({ answers: {}, important: [], current: 0 })),
    ).not.toHaveProperty('shorter');
    expect(
      parseProgress(JSON.stringify({ answers: {}, shorter: { order: [4, 'x', 4, 0, 9] } })).shorter,
    ).toEqual({ order: [4, 9] });
    expect(parseProgress(JSON.stringify({ answers: {}, shorter: 'yes' })).shorter).toBeUndefined();
  });

  it('counts answered statements, not skipped ones', () => {
    expect(answeredCount({ 1: 4, 2: null, 3: 1 })).toBe(2);
    expect(hasProgress({ answers: {}, important: [], current: 0 })).toBe(false);
    expect(hasProgress({ answers: { 1: null }, important: [], current: 0 })).toBe(true);
    expect(hasProgress({ answers: {}, important: [4], current: 0 })).toBe(true);
  });
});
