import { describe, expect, it } from 'vitest';
import type { RankedCandidate } from '#core/matching';
import {
  answersFingerprint,
  planMatchSave,
  readSentFingerprints,
  rememberSentFingerprint,
  type MatchSaveContext,
} from './match-save';
import type { KeyValueStorage } from '#web/lib/storage';

function memoryStorage(): KeyValueStorage {
  const data = new Map<string, string>();
  return {
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

const candidate = (id: number, match: number): RankedCandidate<{ id: number }> => ({
  id,
  match,
  categories: { Palvelut: match, 'Terveys ja hyvinvointi': null },
});

const context = (overrides: Partial<MatchSaveContext> = {}): MatchSaveContext => ({
  ranked: [candidate(7, 81.25), candidate(3, 60)],
  answers: { 1: 4, 2: null, 5: 2 },
  important: [],
  municipalityId: '837',
  userId: 'anon-5f0c1f0e-4b5a-4c8e-9d2b-1a2b3c4d5e6f',
  alreadySent: [],
  ...overrides,
});

describe('planMatchSave', () => {
  it('sends the top candidate with the unrounded match and only the answered categories', () => {
    const plan = planMatchSave(context());
    expect(plan?.payload).toEqual({
      municipality_id: '837',
      user_id: 'anon-5f0c1f0e-4b5a-4c8e-9d2b-1a2b3c4d5e6f',
      match_percentage: 81.25,
      category_matches: { Palvelut: 81.25 },
      candidate_id: 7,
    });
  });

  it('never contains the answers themselves', () => {
    const plan = planMatchSave(context());
    expect(Object.keys(plan?.payload ?? {}).sort()).toEqual([
      'candidate_id',
      'category_matches',
      'match_percentage',
      'municipality_id',
      'user_id',
    ]);
  });

  it('sends nothing when the top candidate is a demo candidate, even if a real one follows', () => {
    expect(planMatchSave(context({ ranked: [candidate(-3, 90), candidate(7, 80)] }))).toBeNull();
  });

  it('sends nothing without candidates', () => {
    expect(planMatchSave(context({ ranked: [] }))).toBeNull();
  });

  it('sends a set of answers only once', () => {
    const first = planMatchSave(context());
    expect(first).not.toBeNull();
    expect(planMatchSave(context({ alreadySent: [first!.fingerprint] }))).toBeNull();
  });

  it('sends again when the answers change', () => {
    const first = planMatchSave(context());
    const changed = planMatchSave(
      context({ answers: { 1: 5, 2: null, 5: 2 }, alreadySent: [first!.fingerprint] }),
    );
    expect(changed).not.toBeNull();
  });

  it('sends again when only a "Tärkeä minulle" mark changes, since the match changes', () => {
    const first = planMatchSave(context());
    const marked = planMatchSave(context({ important: [5], alreadySent: [first!.fingerprint] }));
    expect(marked).not.toBeNull();
    const unmarkedAgain = planMatchSave(
      context({ important: [], alreadySent: [first!.fingerprint, marked!.fingerprint] }),
    );
    expect(unmarkedAgain).toBeNull();
  });
});

describe('answersFingerprint', () => {
  it('does not depend on the order the answers were given in', () => {
    expect(answersFingerprint({ 1: 4, 2: null, 3: 1 })).toBe(
      answersFingerprint({ 3: 1, 1: 4, 2: null }),
    );
  });

  it('counts only the marks on answered statements, in any order', () => {
    const answers = { 1: 4, 2: null, 3: 1 } as const;
    expect(answersFingerprint(answers, [3, 1])).toBe(answersFingerprint(answers, [1, 3, 1]));
    expect(answersFingerprint(answers, [2])).toBe(answersFingerprint(answers));
    expect(answersFingerprint(answers, [1])).not.toBe(answersFingerprint(answers));
    expect(answersFingerprint(answers, [1])).not.toBe(answersFingerprint(answers, [3]));
  });

  it('tells a skipped statement from an answered one', () => {
    expect(answersFingerprint({ 1: 4, 2: null })).not.toBe(answersFingerprint({ 1: 4, 2: 3 }));
  });
});

describe('remembering sent matches', () => {
  it('is kept per municipality and survives unreadable data', () => {
    const storage = memoryStorage();
    rememberSentFingerprint('837', 'aaaa0001', storage);
    rememberSentFingerprint('837', 'aaaa0001', storage);
    rememberSentFingerprint('091', 'bbbb0002', storage);
    expect(readSentFingerprints('837', storage)).toEqual(['aaaa0001']);
    storage.setItem('match_sent:853', '{broken');
    expect(readSentFingerprints('853', storage)).toEqual([]);
  });

  it('keeps only the newest fingerprints', () => {
    const storage = memoryStorage();
    for (let i = 0; i < 30; i += 1) rememberSentFingerprint('837', `f${String(i)}`, storage);
    const kept = readSentFingerprints('837', storage);
    expect(kept).toHaveLength(20);
    expect(kept.at(-1)).toBe('f29');
  });
});
