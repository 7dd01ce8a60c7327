import { describe, expect, it } from 'vitest';
import { answeredCount, emptyDraft, isEmptyDraft, parseDraft } from './draft';
import type { KeyValueStorage } from '#web/lib/storage';
import { clearDraft, draftStorageKey, loadDraft, saveDraft } from './draft-storage';

function memoryStorage(): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

describe('the draft kept on this device', () => {
  it('is stored per code under candidate_form:{CODE} and removed after sending', () => {
    const storage = memoryStorage();
    const draft = {
      ...emptyDraft(),
      name: 'Aino',
      age: '6',
      image: '/uploads/candidates/091/1_a.webp',
    };
    draft.answers[4] = 5;
    draft.justifications[4] = 'Perustelu';
    saveDraft('ABCD2345', draft, storage);
    expect([...storage.data.keys()]).toEqual([draftStorageKey('ABCD2345')]);
    expect(draftStorageKey('ABCD2345')).toBe('candidate_form:ABCD2345');
    expect(loadDraft('ABCD2345', storage)).toEqual(draft);
    expect(loadDraft('WXYZ6789', storage)).toEqual(emptyDraft());
    clearDraft('ABCD2345', storage);
    expect(storage.data.size).toBe(0);
  });

  it('turns anything unreadable into an empty start, never a crash', () => {
    for (const raw of [null, '', '{', '"text"', '[]', 'null']) {
      expect(parseDraft(raw)).toEqual(emptyDraft());
    }
    const odd = parseDraft(
      JSON.stringify({
        name: 42,
        answers: [1, 6, 'x', 2.5, null, 3],
        justifications: ['a', 7],
        image: 'https://elsewhere.example/kuva.jpg',
      }),
    );
    expect(odd.name).toBe('');
    expect(odd.answers.slice(0, 6)).toEqual([1, null, null, null, null, 3]);
    expect(odd.answers).toHaveLength(25);
    expect(odd.justifications.slice(0, 2)).toEqual(['a', '']);
    expect(odd.image).toBeNull();
  });

  it('survives storage that throws (private browsing, full quota)', () => {
    const broken: KeyValueStorage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('full');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    expect(() => saveDraft('ABCD2345', emptyDraft(), broken)).not.toThrow();
    expect(loadDraft('ABCD2345', broken)).toEqual(emptyDraft());
    expect(() => clearDraft('ABCD2345', broken)).not.toThrow();
  });

  it('counts answers and knows an untouched draft', () => {
    const draft = emptyDraft();
    expect(isEmptyDraft(draft)).toBe(true);
    draft.answers[0] = 2;
    draft.answers[24] = 4;
    expect(answeredCount(draft)).toBe(2);
    expect(isEmptyDraft(draft)).toBe(false);
  });
});
