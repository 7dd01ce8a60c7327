import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestContext, json, type TestContext } from '#tests/factories';
import { DEFAULT_QUESTIONS } from '#core/questions';
import { bootstrapDatabase } from './db/seed';
import { candidates, participatingMunicipalities } from './db/schema';
import type { ErrorBody } from './errors';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => {
  await t.close();
});

describe('health and documentation', () => {
  it('answers 200 {"status":"ok"} when the database answers', async () => {
    const res = await t.app.request('/api/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
  });

  it('describes every public route in /api/openapi.json', async () => {
    const doc = await json<{ openapi: string; paths: Record<string, unknown> }>(
      await t.app.request('/api/openapi.json'),
    );
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/health',
        '/api/municipalities',
        '/api/municipalities/{id}',
        '/api/settings/public',
      ]),
    );
  });
});

describe('security headers', () => {
  it('sends a CSP without inline scripts, framing denied, nosniff and a referrer policy', async () => {
    const res = await t.app.request('/');
    const csp = res.headers.get('content-security-policy') ?? '';
    const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
    expect(scriptSrc).toContain("'self'");
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('x-request-id')).toMatch(/[0-9a-f-]{36}/);
  });
});

describe('the demo seed and the public municipality API', () => {
  it('lists Helsinki, Tampere and Turku sorted by name', async () => {
    const REGIONS: Record<string, string> = {
      '091': 'Uusimaa',
      '837': 'Pirkanmaa',
      '853': 'Varsinais-Suomi',
    };
    const res = await t.app.request('/api/municipalities');
    expect(res.status).toBe(200);
    const finnish = { is_custom: false, name_lang: 'fi' };
    expect(await res.json()).toEqual(
      [
        { municipality_id: '091', name: 'Helsinki', name_sv: 'Helsingfors', language: 'fi-sv' },
        { municipality_id: '837', name: 'Tampere', name_sv: 'Tammerfors', language: 'fi' },
        { municipality_id: '853', name: 'Turku', name_sv: 'Åbo', language: 'fi-sv' },
      ].map((m) => ({ ...m, ...finnish, name_fi: m.name, region: REGIONS[m.municipality_id] })),
    );
  });

  it('gives one municipality with its 25 statements', async () => {
    const body = await json<{ name: string; questions: { id: number; weight: number }[] }>(
      await t.app.request('/api/municipalities/837'),
    );
    expect(body.name).toBe('Tampere');
    expect(body.questions.map((q) => q.id)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
    expect(body.questions.every((q) => q.weight === 2 || q.weight === 3)).toBe(true);
  });

  it('gives statement texts with soft hyphens at syllable boundaries for display', async () => {
    const body = await json<{ questions: { text: string; background: string }[] }>(
      await t.app.request('/api/municipalities/837'),
    );
    const first = body.questions[0]!;
    expect(first.text.startsWith('Ter\u00adveys\u00adkes\u00adkuk\u00adses\u00adsa ')).toBe(true);
    expect(first.text.replaceAll('\u00ad', '')).toBe(DEFAULT_QUESTIONS[0]!.text);
    expect(first.background).toContain('\u00ad');
  });

  it('answers 404 in the one error shape, in Finnish, for an unknown municipality', async () => {
    const res = await t.app.request('/api/municipalities/999');
    expect(res.status).toBe(404);
    const body = await json<ErrorBody>(res);
    expect(body.error.code).toBe('not_found');
    expect(body.error.message).toBe('Kuntaa ei löytynyt vaalikoneesta.');
  });

  it('hides a hidden municipality from the list and its page', async () => {
    const db = t.database.db;
    await db
      .update(participatingMunicipalities)
      .set({ isHidden: true })
      .where(eq(participatingMunicipalities.municipalityId, '853'));
    try {
      const list = await json<{ municipality_id: string }[]>(
        await t.app.request('/api/municipalities'),
      );
      expect(list.map((m) => m.municipality_id)).toEqual(['091', '837']);
      expect((await t.app.request('/api/municipalities/853')).status).toBe(404);
    } finally {
      await db
        .update(participatingMunicipalities)
        .set({ isHidden: false })
        .where(eq(participatingMunicipalities.municipalityId, '853'));
    }
  });

  it('applies custom weights and texts of the municipality', async () => {
    const db = t.database.db;
    await db
      .update(participatingMunicipalities)
      .set({
        questionWeights: { '5': 3, '6': 2 },
        customQuestions: [{ id: 5, text: 'Oma väite.' }],
      })
      .where(eq(participatingMunicipalities.municipalityId, '091'));
    const body = await json<{ questions: { id: number; weight: number; text: string }[] }>(
      await t.app.request('/api/municipalities/091'),
    );
    expect(body.questions[4]).toMatchObject({ id: 5, weight: 3, text: 'Oma väite.' });
    expect(body.questions[5]).toMatchObject({ id: 6, weight: 2 });
  });

  it('does not seed again once seeded, even after every municipality is removed', async () => {
    const { database, close } = await createTestContext().then((c) => ({
      database: c.database,
      close: c.close,
    }));
    try {
      await database.db.delete(participatingMunicipalities);
      const again = await bootstrapDatabase(database.db, 'jarjestelma');
      expect(again.seeded).toBe(false);
      const rows = await database.db.select().from(participatingMunicipalities);
      expect(rows).toHaveLength(0);
    } finally {
      await close();
    }
  });

  it('starts in demo mode', async () => {
    const body = await json<{ use_mock_data: boolean }>(
      await t.app.request('/api/settings/public'),
    );
    expect(body.use_mock_data).toBe(true);
  });
});

describe('database constraints', () => {
  const answers = (v: number) => Array.from({ length: 25 }, () => v);
  /** The SQLSTATE and constraint of the driver's error under drizzle's; fails if accepted. */
  const broken = async (statement: PromiseLike<unknown>) => {
    try {
      await statement;
    } catch (err) {
      const { code, constraint } = ((err as { cause?: unknown }).cause ?? err) as {
        code?: string;
        constraint?: string;
      };
      return { code, constraint };
    }
    throw new Error('the database accepted the statement');
  };
  const check = (constraint: string) => ({ code: '23514', constraint });
  const insertCandidate = (a: number[]) =>
    t.database.db.insert(candidates).values({
      name: 'Testi Ehdokas',
      age: 60,
      party: 'SDP',
      answers: a,
      municipalityId: '091',
    });

  it('refuses answers outside 1-5 and answer lists that are not 25 long', async () => {
    const range = check('candidates_answers_range');
    expect(await broken(insertCandidate(answers(6)))).toEqual(range);
    expect(await broken(insertCandidate(answers(0)))).toEqual(range);
    expect(await broken(insertCandidate(answers(3).slice(0, 24)))).toEqual(range);
    await expect(insertCandidate(answers(3))).resolves.toBeDefined();
  });

  it('refuses question weights other than 2 and 3', async () => {
    expect(
      await broken(
        t.database.db
          .update(participatingMunicipalities)
          .set({ questionWeights: { '1': 4 } as never })
          .where(eq(participatingMunicipalities.municipalityId, '837')),
      ),
    ).toEqual(check('participating_municipalities_weights'));
  });

  it('refuses a candidate of a municipality that does not participate', async () => {
    expect(
      await broken(
        t.database.db
          .insert(candidates)
          .values({ name: 'X', age: 50, party: 'KD', answers: answers(3), municipalityId: '564' }),
      ),
    ).toEqual({
      code: '23503',
      // drizzle's name for the foreign key, cut by PostgreSQL to 63 characters
      constraint: 'candidates_municipality_id_participating_municipalities_municip',
    });
  });

  it('keeps timestamps in UTC', async () => {
    const r = (await t.database.db.execute(sql`select now()::text as now`)) as unknown as {
      rows: { now: string }[];
    };
    expect(r.rows[0]!.now).toMatch(/\+00$/);
  });
});

describe('the web app', () => {
  it('serves index.html for client routes, without caching', async () => {
    for (const path of ['/', '/ei/ole/olemassa', '/837/kysymykset', '/admin']) {
      const res = await t.app.request(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(res.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it('caches hashed assets for a year and answers 404 for a missing one', async () => {
    const hit = await t.app.request('/assets/app-abc123.js');
    expect(hit.status).toBe(200);
    expect(hit.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await t.app.request('/assets/nope-123.js')).status).toBe(404);
    for (const evil of [
      '/assets/../../../etc/passwd',
      '/assets/..%2f..%2f..%2f..%2fetc%2fpasswd',
    ]) {
      const res = await t.app.request(evil);
      expect(await res.text()).not.toContain('root:');
    }
  });

  it('answers unknown API routes with a JSON 404', async () => {
    const res = await t.app.request('/api/ei-ole');
    expect(res.status).toBe(404);
    expect((await json<ErrorBody>(res)).error.code).toBe('not_found');
  });
});

describe('health when the database is gone', () => {
  it('answers 503', async () => {
    const ctx = await createTestContext();
    await ctx.database.close();
    try {
      const res = await ctx.app.request('/api/health');
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({ status: 'unavailable' });
    } finally {
      await ctx.close();
    }
  });
});

describe('compression', () => {
  it('sends the candidate lists Brotli-compressed to browsers that take it, gzip to clients that take only gzip', async () => {
    const { brotliDecompressSync, gunzipSync } = await import('node:zlib');
    const { brotliSettled } = await import('./shared/infrastructure/public-cache');
    const path = '/api/municipalities/837/candidates/ranking';
    // The Brotli bytes are made after the answer (never delaying it): gzip until then.
    await t.app.request(path);
    await brotliSettled();
    const browser = await t.app.request(path, {
      headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' },
    });
    expect(browser.headers.get('content-encoding')).toBe('br');
    expect(browser.headers.get('vary')).toBe('Accept-Encoding');
    const brotli = Buffer.from(await browser.arrayBuffer());
    const parsed = JSON.parse(brotliDecompressSync(brotli).toString('utf8')) as { rows: unknown[] };
    expect(parsed.rows.length).toBeGreaterThan(0);

    const gzipOnly = await t.app.request(path, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzipOnly.headers.get('content-encoding')).toBe('gzip');
    const zipped = Buffer.from(await gzipOnly.arrayBuffer());
    expect(JSON.parse(gunzipSync(zipped).toString('utf8'))).toEqual(parsed);
    // Brotli is kept only where it saves at least 5 % of the gzip bytes.
    expect(brotli.byteLength).toBeLessThanOrEqual(zipped.byteLength * 0.95);

    const refused = await t.app.request(path, { headers: { 'Accept-Encoding': 'br;q=0, gzip' } });
    expect(refused.headers.get('content-encoding')).toBe('gzip');
    const plain = await t.app.request(path);
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.json()).toEqual(parsed);
  });
});
