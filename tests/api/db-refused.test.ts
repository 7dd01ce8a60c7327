import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '#server/db/client';
import { createApp } from '#server/app';
import { buildDeps } from '#server/deps';
import { bootstrapDatabase } from '#server/db/seed';
import { createLogger } from '#server/logger';
import { createPostgresDatabase, removeTestDirs, testConfig, testsUsePostgres } from '../factories';

// Issue #38: a write while PostgreSQL refuses new connections (ALTER DATABASE ... ALLOW_CONNECTIONS
// false, then its connections terminated) answered 500. Every "cannot reach the database" error,
// whatever its SQLSTATE, is 503 `unavailable` with Retry-After. PostgreSQL only (PGlite has no
// connections to refuse).

const config = testConfig();
let database: Database;
let pgDatabase: { url: string; drop(): Promise<void> };
let app: ReturnType<typeof createApp>;

const admin = async (sql: string) => {
  const url = new URL(pgDatabase.url);
  url.pathname = '/postgres';
  const c = new pg.Client({ connectionString: url.toString() });
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
};
const name = () => new URL(pgDatabase.url).pathname.slice(1);

beforeAll(async () => {
  if (!testsUsePostgres()) return;
  pgDatabase = await createPostgresDatabase();
  database = await openDatabase({ kind: 'postgres', url: pgDatabase.url, poolSize: 2 });
  await bootstrapDatabase(database.db, config.systemOrgSlug);
  app = createApp(buildDeps(config, database, createLogger('silent')));
});

afterAll(async () => {
  if (!testsUsePostgres()) return;
  await admin(`alter database ${name()} allow_connections true`).catch(() => {});
  await database.close();
  await pgDatabase.drop();
  removeTestDirs(config);
});

describe.skipIf(!testsUsePostgres())('PostgreSQL refuses connections', () => {
  it('answers a write 503 unavailable with Retry-After, then works again', async () => {
    const visit = () =>
      app.request('/api/statistics/visits', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: config.publicUrl },
        body: JSON.stringify({ p_user_uuid: 'torjuttu-kavija', p_municipality_id: '091' }),
      });
    expect((await visit()).status).toBeLessThan(300);

    await admin(`alter database ${name()} allow_connections false`);
    await admin(
      `select pg_terminate_backend(pid) from pg_stat_activity where datname = '${name()}' and pid <> pg_backend_pid()`,
    );
    // The first answers may still meet a terminated connection (57P01); then the refusals (55000).
    for (let i = 0; i < 4; i++) {
      const res = await visit();
      expect(res.status).toBe(503);
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('unavailable');
    }

    await admin(`alter database ${name()} allow_connections true`);
    expect((await visit()).status).toBeLessThan(300);
  });
});
