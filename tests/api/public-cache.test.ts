import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCandidate } from '../data';
import { createTestContext, json, type TestContext } from '../factories';
import { eventually, PUBLIC_PATHS, publicChanges, warm } from '../public-changes';

// What voters read is served from memory (docs/decisions/0005-public-cache-version.md): every
// admin change shows at once on the instance that made it, concurrent misses share one rebuild,
// and a warm cache answers without the database.

describe('public answers after admin changes (same instance)', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());

  it('show every kind of admin change as soon as the change request has answered', async () => {
    for (const change of await publicChanges(t, 'sama')) {
      await warm(t);
      expect(await change.shows(t), `${change.name} before`).toBe(false);
      await change.make();
      // No waiting: the write answered only after this instance's cache was invalidated.
      expect(await change.shows(t), change.name).toBe(true);
    }
  });

  it('show a change made outside the app (a trigger, not the writer, invalidates)', async () => {
    await warm(t);
    await t.database.db.execute(
      sql`update participating_municipalities set custom_name = 'Tampereen testikunta' where municipality_id = '837'`,
    );
    const res = await t.app.request('/api/municipalities/837');
    expect((await json<{ name: string }>(res)).name).toBe('Tampereen testikunta');
  });

  it('rebuild each answer once however many requests miss at the same time', async () => {
    const cache = t.deps.publicCache;
    // PostgreSQL: once the listening connection has caught up, nothing invalidates but changes.
    if (t.database.kind === 'postgres')
      await eventually(async () => t.database.changes.listenerPid() !== null, 'listening');
    await warm(t);
    const path = '/api/municipalities/091/candidates';
    const first = await t.app.request(path);
    const expected = await first.text();
    const keys = ['candidates:091', 'municipalities', 'settings'];
    const before = keys.map((k) => cache.loads(k));
    // A hit rebuilds nothing.
    await t.app.request(path);
    expect(keys.map((k) => cache.loads(k))).toEqual(before);

    await t.database.db.execute(
      sql`update system_settings set updated_at = now() where key = 'use_mock_data'`,
    );
    const answers = await Promise.all(
      Array.from({ length: 25 }, async () => (await t.app.request(path)).text()),
    );
    expect(answers.every((a) => a === expected)).toBe(true);
    expect(keys.map((k) => cache.loads(k))).toEqual(before.map((n) => n + 1));
  });

  it('keeps one entry per language, each rebuilt once per change, both dropped by a change', async () => {
    const cache = t.deps.publicCache;
    if (t.database.kind === 'postgres')
      await eventually(async () => t.database.changes.listenerPid() !== null, 'listening');
    const fiPath = '/api/municipalities/091/candidates';
    const svPath = `${fiPath}?lang=sv`;
    const fi = await (await t.app.request(fiPath)).text();
    const sv = await (await t.app.request(svPath)).text();
    expect(sv).not.toBe(fi);
    const keys = ['candidates:091', 'candidates:091:sv'];
    const before = keys.map((k) => cache.loads(k));

    await t.database.db.execute(
      sql`update system_settings set updated_at = now() where key = 'use_mock_data'`,
    );
    const answers = await Promise.all(
      Array.from({ length: 20 }, async (_, i) =>
        (await t.app.request(i % 2 ? svPath : fiPath)).text(),
      ),
    );
    expect(answers.every((a, i) => a === (i % 2 ? sv : fi))).toBe(true);
    expect(keys.map((k) => cache.loads(k))).toEqual(before.map((n) => n + 1));

    // A change shows in both languages at once.
    await t.database.db.execute(
      sql`update participating_municipalities set custom_name = 'Kielikoe' where municipality_id = '091'`,
    );
    for (const path of ['/api/municipalities/091', '/api/municipalities/091?lang=sv']) {
      expect((await json<{ name: string }>(await t.app.request(path))).name, path).toBe('Kielikoe');
    }
    await t.database.db.execute(
      sql`update participating_municipalities set custom_name = null where municipality_id = '091'`,
    );
    expect(
      (await json<{ name: string }>(await t.app.request('/api/municipalities/091?lang=sv'))).name,
    ).toBe('Helsingfors');
  });

  it('rebuilds only the changed municipality after a change to its candidates', async () => {
    const cache = t.deps.publicCache;
    if (t.database.kind === 'postgres')
      await eventually(async () => t.database.changes.listenerPid() !== null, 'listening');
    await warm(t);
    const kept = [
      'municipalities',
      'settings',
      'answer:municipalities',
      'answer:municipality:091',
      'candidates:091',
      'voter-files:091:fi',
    ];
    const rebuilt = ['candidates:837', 'voter-files:837:fi'];
    const before = [...kept, ...rebuilt].map((k) => cache.loads(k));
    expect(before.every((n) => n > 0)).toBe(true);

    // Added outside the app: the trigger names the municipality.
    const added = await insertCandidate(t.database.db, {
      municipalityId: '837',
      name: 'Alma Vain Tampereella',
    });
    await warm(t);
    const ranking = await json<{ rows: [number, ...unknown[]][] }>(
      await t.app.request('/api/municipalities/837/candidates/ranking'),
    );
    expect(ranking.rows.some((row) => row[0] === added.id)).toBe(true);
    expect([...kept, ...rebuilt].map((k) => cache.loads(k))).toEqual([
      ...before.slice(0, kept.length),
      ...before.slice(kept.length).map((n) => n + 1),
    ]);

    // Moved to another municipality: both lists change.
    await t.database.db.execute(
      sql`update candidates set municipality_id = '091' where id = ${added.id}`,
    );
    const helsinki = await json<{ id: number }[]>(
      await t.app.request('/api/municipalities/091/candidates'),
    );
    const tampere = await json<{ id: number }[]>(
      await t.app.request('/api/municipalities/837/candidates'),
    );
    expect(helsinki.some((c) => c.id === added.id)).toBe(true);
    expect(tampere.some((c) => c.id === added.id)).toBe(false);
    await t.database.db.execute(sql`delete from candidates where id = ${added.id}`);
  });

  it('answers 304 to a matching ETag on every public route', async () => {
    for (const path of PUBLIC_PATHS) {
      const first = await t.app.request(path);
      const etag = first.headers.get('etag');
      expect(etag, path).toMatch(/^"[\w-]{27}"$/);
      expect(first.headers.get('cache-control'), path).toBe('no-cache');
      const again = await t.app.request(path, { headers: { 'If-None-Match': etag! } });
      expect(again.status, path).toBe(304);
    }
  });
});

describe('a warm public cache', () => {
  it('answers every public read with the same bytes after the database is closed', async () => {
    const t = await createTestContext();
    try {
      const paths = [
        ...PUBLIC_PATHS,
        ...PUBLIC_PATHS.map((path) => `${path}?lang=sv`),
        '/api/municipalities/999',
        '/api/municipalities/999/candidates',
        '/api/parties',
      ];
      const before = new Map<string, { status: number; etag: string | null; body: string }>();
      for (const path of paths) {
        const res = await t.app.request(path);
        before.set(path, {
          status: res.status,
          etag: res.headers.get('etag'),
          body: await res.text(),
        });
      }
      // No query can succeed from here on: whatever is answered comes from memory.
      await t.database.close();
      expect(await t.database.ping()).toBe(false);
      for (const path of paths) {
        const res = await t.app.request(path);
        const was = before.get(path)!;
        expect(res.status, path).toBe(was.status);
        expect(res.headers.get('etag'), path).toBe(was.etag);
        expect(await res.text(), path).toBe(was.body);
      }
      const gzipped = await t.app.request('/api/municipalities/091/candidates', {
        headers: { 'Accept-Encoding': 'gzip' },
      });
      expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    } finally {
      await t.close();
    }
  });
});
