import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAppServer } from '#server/public-fast-path';
import { brotliSettled } from '#server/shared/infrastructure/public-cache';
import { createTestContext, type TestContext } from '../factories';
import { eventually, PUBLIC_PATHS, publicChanges, warm } from '../public-changes';

// The fast path of cached public reads (src/server/public-fast-path.ts) in front of the app, on
// a real Node HTTP server as in production: what it sends must be what the app sends.

let t: TestContext;
let server: Server;
let base: string;
/** Requests that reached the app (hono) rather than the fast path. */
let appRequests = 0;
const lines: string[] = [];

beforeAll(async () => {
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(chunk.toString('utf8'));
      done();
    },
  });
  t = await createTestContext({}, { log: { level: 'debug', stream } });
  server = createAppServer(t.deps, (req, env) => {
    appRequests++;
    return t.app.fetch(req, env);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await t.close();
});

interface Raw {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** An answer as sent on the wire (no decompression). */
function get(path: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<Raw>((resolve, reject) => {
    const req = httpRequest(`${base}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: Object.fromEntries(Object.entries(res.headers).map(([k, v]) => [k, String(v)])),
          body: Buffer.concat(chunks),
        }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

/** The app's own answer to the same request (app.request(), no server in between). */
async function fromApp(path: string, headers: Record<string, string>): Promise<Raw> {
  const res = await t.app.request(path, { headers });
  return {
    status: res.status,
    headers: Object.fromEntries(res.headers),
    body: Buffer.from(await res.arrayBuffer()),
  };
}

/** Headers both must agree on: all but the connection's own and those that differ per request. */
function comparable(headers: Record<string, string>) {
  const skip = new Set(['date', 'connection', 'keep-alive', 'content-length', 'x-request-id']);
  return Object.fromEntries(Object.entries(headers).filter(([k]) => !skip.has(k)));
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('the fast path of cached public reads', () => {
  it('sends what the app sends, without reaching the app', async () => {
    await warm(t);
    const swedish = PUBLIC_PATHS.map((path) => `${path}?lang=sv`);
    for (const path of swedish) await fromApp(path, {});
    // The Brotli bytes come after each answer; wait for them, so that both send the same.
    await brotliSettled();
    let brotli = 0;
    for (const path of [...PUBLIC_PATHS, ...swedish]) {
      const etag = (await fromApp(path, {})).headers.etag!;
      const variants: Record<string, string>[] = [
        {},
        { 'accept-encoding': 'gzip, deflate, br, zstd' },
        { 'accept-encoding': 'br, gzip;q=0' },
        { 'accept-encoding': '*' },
        { 'if-none-match': etag, 'accept-encoding': 'gzip' },
        { 'if-none-match': '"vanha"' },
        { 'x-request-id': 'proxy_id-1=' },
        { 'x-request-id': 'ei kelpaa' },
        { 'x-request-id': 'x'.repeat(101) },
      ];
      for (const headers of variants) {
        const label = `${path} ${JSON.stringify(headers)}`;
        const before = appRequests;
        const fast = await get(path, headers);
        expect(appRequests, label).toBe(before);
        const app = await fromApp(path, headers);
        expect(fast.status, label).toBe(app.status);
        expect(comparable(fast.headers), label).toEqual(comparable(app.headers));
        expect(fast.body.equals(app.body), label).toBe(true);
        if (fast.headers['content-encoding'] === 'br') brotli++;
        if (fast.status === 200)
          expect(fast.headers['content-length']).toBe(String(app.body.length));
        const given = headers['x-request-id'];
        // The same rule on both: the caller's id when it is safe, else a new UUID.
        for (const answer of [fast, app]) {
          if (given === 'proxy_id-1=') expect(answer.headers['x-request-id']).toBe(given);
          else expect(answer.headers['x-request-id'], label).toMatch(UUID);
        }
      }
    }
    // The small answers (ranking files, statements, lists) go as Brotli to browsers taking it.
    expect(brotli).toBeGreaterThan(0);
  });

  it('answers a query string too, as the app ignores it', async () => {
    const before = appRequests;
    const res = await get('/api/municipalities/091/candidates?x=1');
    expect(res.status).toBe(200);
    expect(appRequests).toBe(before);
  });

  it('answers each language from its own entry and leaves an unknown language to the app', async () => {
    await warm(t);
    const sv = await get('/api/municipalities/091?lang=sv');
    expect(JSON.parse(sv.body.toString()) as { name: string }).toMatchObject({
      name: 'Helsingfors',
    });
    const before = appRequests;
    expect((await get('/api/municipalities/091?lang=sv')).status).toBe(200);
    expect(appRequests).toBe(before);
    expect((await get('/api/municipalities/091?lang=en')).status).toBe(400);
    expect((await get('/api/municipalities/091?lang=sv&lang=fi')).status).toBe(400);
    expect(appRequests).toBe(before + 2);
  });

  it('leaves to the app what is not in memory, other methods, paths and spellings', async () => {
    await warm(t);
    const reachesApp = async (path: string, method = 'GET', status = 200) => {
      const before = appRequests;
      const res = await get(path, {}, method);
      expect(appRequests, `${method} ${path}`).toBe(before + 1);
      expect(res.status, `${method} ${path}`).toBe(status);
    };
    await reachesApp('/api/municipalities/999/candidates', 'GET', 404);
    await reachesApp('/api/municipalities/999', 'GET', 404);
    await reachesApp('/api/municipalities/%30%391/candidates');
    await reachesApp('/api/municipalities/091/candidates/', 'GET', 404);
    await reachesApp('/api/municipalities/091/candidates', 'HEAD');
    await reachesApp('/api/municipalities/091/candidates', 'POST', 404);
    await reachesApp('/api/health');

    // After a change everything is loaded again once, through the app.
    t.deps.publicCache.invalidate();
    await reachesApp('/api/municipalities/091/candidates');
    const before = appRequests;
    expect((await get('/api/municipalities/091/candidates')).status).toBe(200);
    expect(appRequests).toBe(before);
  });

  it('shows every kind of admin change as soon as the change request has answered', async () => {
    const reader = {
      ...t,
      app: { request: (path: string, init?: RequestInit) => fetch(`${base}${path}`, init) },
    } as unknown as TestContext;
    if (t.database.kind === 'postgres')
      await eventually(async () => t.database.changes.listenerPid() !== null, 'listening');
    for (const change of await publicChanges(t, 'nopea')) {
      await warm(reader);
      await warm(reader); // the second time from memory
      expect(await change.shows(reader), `${change.name} before`).toBe(false);
      await change.make();
      expect(await change.shows(reader), change.name).toBe(true);
    }
  });

  it("logs each answer at debug with the app's request line", async () => {
    const path = '/api/municipalities/837/candidates';
    await get(path); // in memory now
    await get(path, { 'x-request-id': 'nopea-rivi' });
    await t.app.request(path, { headers: { 'x-request-id': 'sovelluksen-rivi' } });
    const parsed = lines.map((l) => JSON.parse(l) as Record<string, unknown>);
    const fast = parsed.find((l) => l.reqId === 'nopea-rivi');
    const app = parsed.find((l) => l.reqId === 'sovelluksen-rivi');
    expect(fast).toMatchObject({ level: 20, msg: 'request', res: { status: 200 } });
    expect(app).toMatchObject({ level: 30, msg: 'request' });
    const { level: _a, time: _b, ms: _c, reqId: _d, ...fastRest } = fast!;
    const { level: _e, time: _f, ms: _g, reqId: _h, ...appRest } = app!;
    expect(fastRest).toEqual(appRest);
    expect(Object.keys(fast!)).toEqual(Object.keys(app!));
  });
});
