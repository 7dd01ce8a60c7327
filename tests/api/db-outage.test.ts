import type { Server } from 'node:http';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres, type EmbeddedServer } from '../../scripts/test-postgres';
import { createApp } from '#server/app';
import { buildDeps } from '#server/deps';
import { openDatabase, type Database } from '#server/db/client';
import { bootstrapDatabase } from '#server/db/seed';
import { createLogger } from '#server/logger';
import { createAppServer } from '#server/public-fast-path';
import { removeTestDirs, testConfig, testsUsePostgres } from '../factories';

// Issue #21: the database goes away under a running instance and comes back. Its own embedded
// PostgreSQL server (never the machine's), stopped and started again: reads kept in memory go on,
// writes and health answer 503 `unavailable` with Retry-After, and once the server is back
// everything works again without a restart, the listening connection of cache invalidation too.

const NEVER = 24 * 3600 * 1000;
let pgServer: EmbeddedServer;
let database: Database;
let server: Server;
let base: string;
const config = testConfig();

async function eventually(check: () => Promise<boolean>, what: string, ms = 20_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await check().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting for: ${what}`);
}

const visit = (headers: Record<string, string> = {}) =>
  fetch(`${base}/api/statistics/visits`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: config.publicUrl, ...headers },
    body: JSON.stringify({ p_user_uuid: 'katkos-kavija', p_municipality_id: '091' }),
  });

const municipalityName = async () =>
  ((await (await fetch(`${base}/api/municipalities/837`)).json()) as { name: string }).name;

beforeAll(async () => {
  if (testsUsePostgres()) return;
  pgServer = await startEmbeddedPostgres();
  database = await openDatabase({
    kind: 'postgres',
    url: pgServer.url,
    poolSize: 4,
    // Only the listening connection may bring changes: no periodic check.
    changes: { checkIntervalMs: NEVER, reconnectDelayMs: { first: 50, max: 300 } },
  });
  await bootstrapDatabase(database.db, config.systemOrgSlug);
  const deps = buildDeps(config, database, createLogger('silent'));
  server = createAppServer(deps, createApp(deps).fetch, '127.0.0.1');
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});

afterAll(async () => {
  if (testsUsePostgres()) return;
  await new Promise<void>((r) => server.close(() => r()));
  server.closeAllConnections();
  await database.close();
  await pgServer.remove();
  removeTestDirs(config);
});

describe.skipIf(testsUsePostgres())('the database goes away and comes back', () => {
  it('reads from memory go on, writes and health answer 503, and all recovers by itself', async () => {
    await eventually(async () => database.changes.listenerPid() !== null, 'listening');
    expect((await visit()).status).toBeLessThan(300);
    const candidates = await (await fetch(`${base}/api/municipalities/091/candidates`)).text();
    const name = await municipalityName();

    await pgServer.stop();

    // Cached reads: the same answers.
    const cached = await fetch(`${base}/api/municipalities/091/candidates`);
    expect(cached.status).toBe(200);
    expect(await cached.text()).toBe(candidates);
    expect(await municipalityName()).toBe(name);

    // Writes: 503 unavailable, in Finnish, or Swedish for a Swedish request, with Retry-After.
    const write = await visit();
    expect(write.status).toBe(503);
    expect(Number(write.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await write.json()).toEqual({
      error: {
        code: 'unavailable',
        message: 'Palvelu ei ole juuri nyt käytettävissä. Yritä hetken kuluttua uudelleen.',
      },
    });
    const swedish = await visit({ 'Accept-Language': 'sv' });
    expect(swedish.status).toBe(503);
    expect(((await swedish.json()) as { error: { message: string } }).error.message).toBe(
      'Tjänsten går inte att använda just nu. Försök igen om en stund.',
    );
    // A read that is not in memory, and signing in: 503 too, never 500.
    const uncached = await fetch(`${base}/api/municipalities/091/candidates?lang=sv&x=1`);
    expect([200, 503]).toContain(uncached.status);
    const signIn = await fetch(`${base}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: config.publicUrl },
      body: JSON.stringify({ email: 'ei@example.fi', password: 'salasana-salasana' }),
    });
    expect(signIn.status).toBe(503);
    expect(((await signIn.json()) as { error: { code: string } }).error.code).toBe('unavailable');
    expect((await fetch(`${base}/api/health`)).status).toBe(503);

    await pgServer.start();

    // Back without a restart: health, writes, and changes heard on the listening connection.
    await eventually(async () => (await fetch(`${base}/api/health`)).status === 200, 'health');
    await eventually(async () => (await visit()).status < 300, 'writes');
    await eventually(async () => database.changes.listenerPid() !== null, 'listening again');
    const client = new pg.Client({ connectionString: pgServer.url });
    await client.connect();
    await client.query(
      `update participating_municipalities set custom_name = 'Katkon jälkeen' where municipality_id = '837'`,
    );
    await client.end();
    await eventually(async () => (await municipalityName()) === 'Katkon jälkeen', 'change heard');
  });
});
