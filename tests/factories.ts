import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { DestinationStream } from 'pino';
import { inject } from 'vitest';
import { createApp } from '#server/app';
import type { AppDeps } from '#server/context';
import { loadAuthSecret } from '#server/auth/secrets';
import { buildDeps } from '#server/deps';
import { openDatabase, type Database } from '#server/db/client';
import type { ContentChangeOptions } from '#server/db/content-changes';
import { bootstrapDatabase } from '#server/db/seed';
import { loadConfig, type Config } from '#server/env';
import { createLogger } from '#server/logger';
import { startTestSmtp, type TestSmtp } from './smtp';

// Shared by all tests: a fresh database per call (in-memory PGlite, or a throw-away database on
// the api-pg project's PostgreSQL server when TEST_DB=postgres: TEST_DATABASE_URL's, or the
// embedded one tests/pg/global-setup.ts starts), migrated and seeded.

export interface TestContext {
  app: ReturnType<typeof createApp>;
  deps: AppDeps;
  database: Database;
  config: Config;
  /** The PostgreSQL database's URL (none for in-memory PGlite). */
  databaseUrl?: string;
  close(): Promise<void>;
}

export async function createPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const baseUrl = inject('testDatabaseUrl');
  if (!baseUrl)
    throw new Error('TEST_DB=postgres needs the api-pg project (tests/pg/global-setup.ts)');
  const name = `vk_test_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: baseUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/** True in the "api-pg" project (the API tests' second run, on PostgreSQL). */
export const testsUsePostgres = () => process.env.TEST_DB === 'postgres';

export async function openTestDatabase(): Promise<{
  database: Database;
  /** The PostgreSQL database's URL (none for in-memory PGlite). */
  url?: string;
  drop(): Promise<void>;
}> {
  if (process.env.TEST_DB === 'postgres') {
    const { url, drop } = await createPostgresDatabase();
    const database = await openDatabase({ kind: 'postgres', url, poolSize: 5 });
    return {
      database,
      url,
      async drop() {
        await database.close();
        await drop();
      },
    };
  }
  const database = await openDatabase({ kind: 'pglite', dataDir: null });
  return { database, drop: () => database.close() };
}

/** The temporary folders testConfig made (a test context removes them when it closes). */
export function removeTestDirs(config: Config) {
  for (const dir of [config.dataDir, config.webDistDir])
    fs.rmSync(dir, { recursive: true, force: true });
}

export function testConfig(overrides: Partial<Config> = {}): Config {
  const webDistDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vk-web-'));
  fs.writeFileSync(
    path.join(webDistDir, 'index.html'),
    '<!doctype html><title>test</title><div id="root"></div>',
  );
  fs.mkdirSync(path.join(webDistDir, 'assets'));
  fs.writeFileSync(path.join(webDistDir, 'assets', 'app-abc123.js'), 'console.log(1)');
  return {
    ...loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'vk-data-')),
    }),
    webDistDir,
    // Tests give each simulated client its own X-Forwarded-For address.
    trustProxy: 1,
    ...overrides,
  };
}

export async function createTestContext(
  overrides: Partial<Config> = {},
  opts: { log?: { level: string; stream: DestinationStream } } = {},
): Promise<TestContext> {
  const config = testConfig(overrides);
  const { database, url, drop } = await openTestDatabase();
  await bootstrapDatabase(database.db, config.systemOrgSlug);
  const logger = opts.log
    ? createLogger(opts.log.level, opts.log.stream)
    : createLogger(process.env.TEST_LOG_LEVEL ?? 'silent');
  const deps: AppDeps = buildDeps(config, database, logger);
  return {
    app: createApp(deps),
    deps,
    database,
    databaseUrl: url,
    config,
    async close() {
      await deps.mailer.stop();
      await drop();
      removeTestDirs(config);
    },
  };
}

export type SmtpTestContext = TestContext & { smtp: TestSmtp };

/** A test context whose mail goes to a test SMTP server that keeps every message; close() stops both. */
export async function createTestContextWithSmtp(
  opts: Parameters<typeof createTestContext>[1] = {},
): Promise<SmtpTestContext> {
  const smtp = await startTestSmtp();
  const t = await createTestContext({ smtpUrl: smtp.url }, opts);
  return {
    ...t,
    smtp,
    async close() {
      await t.close();
      await smtp.close();
    },
  };
}

/**
 * A second app on the same PostgreSQL database with its own deps and DATA_DIR, as another
 * instance behind a load balancer would be. Close it before `ctx`. `changes`: how it hears of
 * the other instances' changes (e.g. a short fallback check interval).
 */
export async function createAnotherInstance(
  ctx: TestContext,
  opts: { changes?: ContentChangeOptions } = {},
): Promise<TestContext> {
  if (!ctx.databaseUrl) throw new Error('another instance needs PostgreSQL (TEST_DB=postgres)');
  const database = await openDatabase({
    kind: 'postgres',
    url: ctx.databaseUrl,
    poolSize: 5,
    applicationName: `vaalikone-${randomUUID().slice(0, 8)}`,
    ...(opts.changes && { changes: opts.changes }),
  });
  // Instances share only the database and AUTH_SECRET.
  const authSecret = loadAuthSecret(ctx.config.authSecret, ctx.config.dataDir);
  const config = testConfig({ authSecret });
  const deps = buildDeps(config, database, ctx.deps.logger);
  return {
    app: createApp(deps),
    deps,
    database,
    config,
    async close() {
      await deps.mailer.stop();
      await database.close();
      removeTestDirs(config);
    },
  };
}

export async function json<T = unknown>(res: Response): Promise<T> {
  return (await res.json()) as T;
}

// --- users and sessions -----------------------------------------------------------------------

export const TEST_PASSWORD = 'oikein-hyva-salasana';

/** A user with an email + password account; admin of the given municipalities' organizations. */
export async function createUser(
  ctx: TestContext,
  opts: {
    email: string;
    superAdmin?: boolean;
    adminOf?: string[];
    memberOf?: string[];
    password?: string;
  },
) {
  const { upsertPasswordUser, setMembership } = await import('#server/auth/accounts');
  const { ensureOrganization, municipalityOrgSlug } = await import('#server/db/seed');
  const db = ctx.database.db;
  const user = await upsertPasswordUser(db, {
    email: opts.email,
    name: opts.email.split('@')[0]!,
    password: opts.password ?? TEST_PASSWORD,
  });
  if (opts.superAdmin) {
    const orgId = await ensureOrganization(db, ctx.config.systemOrgSlug, 'Järjestelmän ylläpito');
    await setMembership(db, user.id, orgId, 'admin');
  }
  for (const [list, role] of [
    [opts.adminOf ?? [], 'admin'],
    [opts.memberOf ?? [], 'member'],
  ] as const) {
    for (const municipalityId of list) {
      const orgId = await ensureOrganization(
        db,
        municipalityOrgSlug(municipalityId),
        municipalityId,
      );
      await setMembership(db, user.id, orgId, role);
    }
  }
  return user;
}

/** Signs in through better-auth's endpoint and returns the Cookie header for later requests. */
export async function signIn(
  ctx: TestContext,
  email: string,
  password = TEST_PASSWORD,
  ip = randomTestIp(),
) {
  const res = await ctx.app.request('/api/auth/sign-in/email', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Origin: ctx.config.publicUrl,
      'X-Forwarded-For': ip,
    },
    body: JSON.stringify({ email, password }),
  });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return cookieHeader(res);
}

/** Creates the user (see createUser) and signs them in; returns the Cookie header. */
export async function signedInUser(ctx: TestContext, opts: Parameters<typeof createUser>[1]) {
  await createUser(ctx, opts);
  return signIn(ctx, opts.email, opts.password);
}

/** A client address for request headers (documentation range; no traffic goes anywhere). */
let nextTestIp = Math.floor(Math.random() * 60_000);

/**
 * A client address no other call in this process has had (198.18.0.0/15, the range set aside
 * for tests), so per-address limits of one test never spill into another.
 */
export function randomTestIp() {
  nextTestIp = (nextTestIp + 1) % 65_024;
  return `198.${18 + (nextTestIp >> 15)}.${(nextTestIp >> 7) & 255}.${1 + (nextTestIp & 127)}`;
}

export function cookieHeader(res: Response): string {
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}
