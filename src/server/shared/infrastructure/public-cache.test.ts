import { describe, expect, it } from 'vitest';
import { NO_CANDIDATES, PublicCache, Uncached, type CacheScope } from './public-cache';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (err: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('PublicCache', () => {
  it('shares one load among concurrent misses and keeps its value', async () => {
    const cache = new PublicCache();
    const load = deferred<string>();
    let calls = 0;
    const get = () => cache.get('k', () => (calls++, load.promise));
    const waiting = [get(), get(), get()];
    load.resolve('v1');
    expect(await Promise.all(waiting)).toEqual(['v1', 'v1', 'v1']);
    expect(await get()).toBe('v1');
    expect(calls).toBe(1);
    expect(cache.loads('k')).toBe(1);
  });

  it('loads again after a change that came during a load, and does not keep the older value', async () => {
    const cache = new PublicCache();
    const loads = [deferred<string>(), deferred<string>()];
    let n = 0;
    const get = () => cache.get('k', () => loads[n++]!.promise);
    const before = get();
    await Promise.resolve(); // the first load is running
    cache.invalidate();
    const after = get();
    // The older load finishes last: those who asked before the change get it, no one after.
    loads[1]!.resolve('new');
    loads[0]!.resolve('old');
    expect(await before).toBe('old');
    expect(await after).toBe('new');
    expect(await get()).toBe('new');
    expect(cache.loads('k')).toBe(2);
  });

  it('peeks at a loaded value of this generation only', async () => {
    const cache = new PublicCache();
    const load = deferred<string>();
    expect(cache.peek('k')).toBeUndefined();
    const value = cache.get('k', () => load.promise);
    expect(cache.peek('k')).toBeUndefined(); // still loading
    load.resolve('v');
    await value;
    expect(cache.peek('k')).toBe('v');
    cache.invalidate();
    expect(cache.peek('k')).toBeUndefined();

    // A load that a change overtook is not peeked at, nor are failed and Uncached loads.
    const old = deferred<string>();
    const overtaken = cache.get('o', () => old.promise);
    await Promise.resolve();
    cache.invalidate();
    old.resolve('old');
    await overtaken;
    expect(cache.peek('o')).toBeUndefined();
    await cache.get('u', async () => new Uncached('fallback'));
    expect(cache.peek('u')).toBeUndefined();
    await expect(cache.get('f', () => Promise.reject(new Error('down')))).rejects.toThrow();
    expect(cache.peek('f')).toBeUndefined();
  });

  it("drops only what a change to some municipalities' candidates touched", async () => {
    const cache = new PublicCache();
    const keys = { settings: 'settings', helsinki: 'list:091', tampere: 'list:837', any: 'open' };
    const scopes: Record<string, CacheScope | undefined> = {
      settings: NO_CANDIDATES,
      'list:091': { candidatesOf: '091' },
      'list:837': { candidatesOf: '837' },
    };
    const load = (key: string) => cache.get(key, async () => key, scopes[key]);
    const loadAll = () => Promise.all(Object.values(keys).map(load));
    await loadAll();
    cache.invalidate({ candidatesOf: ['837'] });
    expect(Object.values(keys).map((k) => cache.peek(k))).toEqual([
      'settings',
      'list:091',
      undefined,
      undefined,
    ]);
    await loadAll();
    expect(Object.values(keys).map((k) => cache.loads(k))).toEqual([1, 1, 2, 2]);
    // Anything else drops everything.
    cache.invalidate(null);
    expect(Object.values(keys).map((k) => cache.peek(k))).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('does not keep a failed load or an Uncached value', async () => {
    const cache = new PublicCache();
    await expect(cache.get('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('k', async () => new Uncached('fallback'))).toBe('fallback');
    expect(await cache.get('k', async () => 'real')).toBe('real');
    expect(await cache.get('k', async () => 'not asked')).toBe('real');
    expect(cache.loads('k')).toBe(3);
  });

  it('loads nothing before the change feed is ready', async () => {
    const ready = deferred<void>();
    const cache = new PublicCache(ready.promise);
    let started = false;
    const value = cache.get('k', async () => ((started = true), 'v'));
    await Promise.resolve();
    expect(started).toBe(false);
    ready.resolve();
    expect(await value).toBe('v');
  });
});
