import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite, type PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { acquireDataDirLock, type DataDirLock } from './data-dir-lock';
import {
  pgliteContentChanges,
  postgresContentChanges,
  type ContentChangeOptions,
  type ContentChanges,
} from './content-changes';

/**
 * Built without drizzle's relational query API (`db.query.*`), which the code does not use:
 * typing it from the whole schema cost seconds of every type check (docs/decisions/0027-type-check-time.md).
 */
export type Db = PgDatabase<PgQueryResultHKT>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Committed changes to the public content, from this process and every other one. */
  changes: ContentChanges;
  /** PostgreSQL: the application_name of every connection (pg_stat_activity shows it). */
  applicationName?: string;
  /**
   * Runs one statement of a hot path (a visit, a match save) by name: on PostgreSQL a prepared
   * statement, parsed and planned once per connection instead of on every call; PGlite runs the
   * text. One `name` must always have the same `text`.
   */
  prepared<Row>(name: string, text: string, params: unknown[]): Promise<Row[]>;
  /** PostgreSQL: the pool's connections (all, idle) and the queries waiting for one. */
  poolStats?(): { total: number; idle: number; waiting: number };
  /** Answers true when a trivial query succeeds. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export type DatabaseOptions =
  | {
      kind: 'postgres';
      url: string;
      poolSize?: number;
      onIdleError?: (err: Error) => void;
      changes?: ContentChangeOptions;
      /** Default 'vaalikone'. */
      applicationName?: string;
      /** Default true; false for a tool that only reads (npm run backup). */
      migrate?: boolean;
    }
  | { kind: 'pglite'; dataDir: string | null; migrate?: boolean }; // dataDir null: in memory (tests)

export function findMigrationsFolder(): string {
  // Works from src/server/db (tsx, vitest) and from dist/server (the built bundle).
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    const candidate = path.join(dir, 'drizzle');
    if (fs.existsSync(path.join(candidate, 'meta', '_journal.json'))) return candidate;
    dir = path.dirname(dir);
  }
  throw new Error('Migrations folder drizzle/ not found');
}

const MIGRATION_LOCK_ID = 727_401;

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const migrationsFolder = findMigrationsFolder();
  if (options.kind === 'postgres') {
    const applicationName = options.applicationName ?? 'vaalikone';
    const changes = postgresContentChanges(options.url, applicationName, options.changes);
    const pool = new pg.Pool({
      connectionString: options.url,
      application_name: applicationName,
      max: options.poolSize ?? 10,
      onConnect: (client) => changes.onConnect(client),
    });
    changes.usePool(pool);
    // An idle connection dropped by the server (restart, failover) must not crash the process;
    // the pool replaces it and the next query reports any real outage.
    pool.on('error', (err) => options.onIdleError?.(err));
    // Several instances may start at once: one migrates while the others wait on the lock.
    if (options.migrate !== false) {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        // Typed before the call: handing drizzle()'s `Database & { $client }` straight to the
        // generic migrate() costs seconds of type checking (docs/decisions/0027-type-check-time.md).
        const migrationDb: NodePgDatabase = drizzlePg(client);
        await migratePg(migrationDb, { migrationsFolder });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
        client.release();
      }
    }
    const db = drizzlePg(pool) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      changes,
      applicationName,
      prepared: async <Row>(name: string, text: string, params: unknown[]) =>
        (await pool.query({ name, text, values: params })).rows as Row[],
      poolStats: () => ({
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
      }),
      ping: () => ping(db),
      close: once(async () => {
        await changes.close();
        await pool.end();
      }),
    };
  }

  let lock: DataDirLock | null = null;
  let client: PGlite;
  if (options.dataDir) {
    lock = acquireDataDirLock(options.dataDir);
    try {
      client = new PGlite(path.join(options.dataDir, 'pgdata'));
      await client.waitReady;
    } catch (err) {
      lock.release();
      throw err;
    }
  } else {
    client = new PGlite();
    await client.waitReady;
  }
  const pgliteDb: PgliteDatabase = drizzlePglite(client); // typed: see migrationDb above
  if (options.migrate !== false) await migratePglite(pgliteDb, { migrationsFolder });
  const db = pgliteDb as unknown as Db;
  const changes = pgliteContentChanges(client);
  return {
    db,
    kind: 'pglite',
    changes,
    prepared: async <Row>(_name: string, text: string, params: unknown[]) =>
      (await client.query<Row>(text, params)).rows,
    ping: () => ping(db),
    close: once(async () => {
      await changes.close();
      await client.close();
      lock?.release();
    }),
  };
}

function once(fn: () => Promise<void>): () => Promise<void> {
  let done: Promise<void> | null = null;
  return () => (done ??= fn());
}

async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
