import { describe, expect, it } from 'vitest';
import type { KeyValueStorage } from '#web/lib/storage';
import { VISITOR_ID_STORAGE_KEY, visitorId } from './visitor-id';

function memoryStorage(): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

describe('visitorId', () => {
  it('creates an anonymous id once and keeps it in statistics_uuid', () => {
    const storage = memoryStorage();
    const first = visitorId(storage);
    expect(first).toMatch(
      /^anon-[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(storage.data.get(VISITOR_ID_STORAGE_KEY)).toBe(first.slice('anon-'.length));
    expect(visitorId(storage)).toBe(first);
  });

  it('works without storage (a new id per page view)', () => {
    expect(visitorId(null)).toMatch(/^anon-/);
  });
});
