import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '#server/db/client';
import { bootstrapDatabase } from '#server/db/seed';
import { startTestPostgres } from '../../scripts/test-postgres';

// Issues #38 and #31: the commands beside running servers. `npm run build` writes a new build and
// swaps the `dist` link; backup, restore and create-admin never build (they rebuilt dist/ under
// running servers before), say plainly when there is no database and create nothing, and
// restore needs only DATABASE_URL (no AUTH_SECRET).

const ROOT = path.resolve(import.meta.dirname, '../..');
// Under the checkout, so that the build finds node_modules as an installed one does.
fs.mkdirSync(path.join(ROOT, '.tmp'), { recursive: true });
const work = fs.mkdtempSync(path.join(ROOT, '.tmp', 'commands-'));
const dist = path.join(work, 'dist');
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

/** The environment of a shell with none of this machine's app settings. */
function cleanEnv(extra: Record<string, string>) {
  const env: Record<string, string> = {};
  for (const [k, v] of Object.entries(process.env)) {
    if (v !== undefined && !/^(DATA_DIR|DATABASE_URL|AUTH_SECRET|PORT|PUBLIC_URL)$/.test(k))
      env[k] = v;
  }
  return { ...env, VAALIKONE_DIST: dist, LOG_LEVEL: 'warn', ...extra };
}

function run(script: string, args: string[], env: Record<string, string>) {
  const r = spawnSync(process.execPath, [path.join(ROOT, 'scripts', script), ...args], {
    cwd: work,
    env: cleanEnv(env),
    encoding: 'utf8',
    timeout: 240_000,
  });
  return { code: r.status, out: `${r.stdout}${r.stderr}` };
}

/** Every file of the build the link points at, with its size and time, and the link itself. */
function snapshot() {
  const target = fs.readlinkSync(dist);
  const files: string[] = [];
  const built = fs.realpathSync(dist);
  const walk = (dir: string) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else {
        const st = fs.statSync(p);
        files.push(`${path.relative(built, p)} ${st.size} ${st.mtimeMs}`);
      }
    }
  };
  walk(built);
  return { target, files: files.sort() };
}

describe('the commands beside a build', () => {
  it('say plainly that nothing is built, and build nothing', () => {
    const r = run('backup.mjs', [], {});
    expect(r.code).not.toBe(0);
    expect(r.out).toContain('Sovellusta ei ole käännetty');
    expect(fs.existsSync(dist)).toBe(false);
  });

  it('npm run build links a new build; backup, restore and create-admin leave it untouched', async () => {
    const build = run('build.mjs', [], {});
    expect(build.code, build.out).toBe(0);
    expect(fs.lstatSync(dist).isSymbolicLink()).toBe(true);
    const before = snapshot();
    expect(before.files.some((f) => f.startsWith('web/index.html '))).toBe(true);

    // No database where they look: a plain message, nothing created.
    const missing = path.join(work, 'ei-dataa');
    for (const [script, args] of [
      ['backup.mjs', []],
      ['create-admin.mjs', ['--email', 'a@example.fi', '--password', 'pitka-salasana-123']],
      ['retention.mjs', []],
    ] as const) {
      const r = run(script, [...args], { DATA_DIR: missing });
      expect(r.code, script).not.toBe(0);
      expect(r.out, script).toContain('Tietokantaa ei löytynyt');
      expect(r.out, script).toContain('Aseta DATA_DIR');
      expect(fs.existsSync(missing), script).toBe(false);
    }
    const noDefault = run('backup.mjs', [], {});
    expect(noDefault.out).toContain('./data');
    expect(fs.existsSync(path.join(work, 'data'))).toBe(false);
    const noTarget = run('restore.mjs', ['x.sql'], {});
    expect(noTarget.code).not.toBe(0);
    expect(noTarget.out).toContain('Aseta DATABASE_URL');
    expect(fs.existsSync(path.join(work, 'data'))).toBe(false);

    // A real embedded database: backed up, then restored into PostgreSQL with only DATABASE_URL.
    const dataDir = path.join(work, 'data-oikea');
    const database = await openDatabase({ kind: 'pglite', dataDir });
    await bootstrapDatabase(database.db, 'jarjestelma');
    await database.close();
    const file = path.join(work, 'varmuuskopio.sql');
    const backup = run('backup.mjs', ['--out', file], { DATA_DIR: dataDir });
    expect(backup.code, backup.out).toBe(0);
    expect(fs.statSync(file).mode & 0o077).toBe(0);

    const pgDatabase = await startTestPostgres();
    try {
      const restore = run('restore.mjs', [file], { DATABASE_URL: pgDatabase.url });
      expect(restore.code, restore.out).toBe(0);
      expect(restore.out).toContain('Palautettu');
    } finally {
      await pgDatabase.stop();
    }

    expect(snapshot()).toEqual(before);
  }, 600_000);
});
