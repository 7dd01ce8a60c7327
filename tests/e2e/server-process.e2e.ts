import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from '#server/db/client';
import { participatingMunicipalities } from '#server/db/schema';
import { freePort, startAppProcess } from './global-setup';

const buildDir = inject('buildDir');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vk-process-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

function runToExit(env: Record<string, string>) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    let output = '';
    // The second server is started exactly as `npm start` (scripts/start.mjs) starts one.
    const child = spawn(process.execPath, ['scripts/start.mjs'], {
      cwd: path.resolve(import.meta.dirname, '../..'),
      env: { ...process.env, HOST: '127.0.0.1', VAALIKONE_DIST: buildDir, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    const timer = setTimeout(() => child.kill('SIGKILL'), 200_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

describe('the server process', () => {
  it('refuses a second server on the same DATA_DIR, stops on SIGTERM within 5 s and keeps the data', async () => {
    const first = await startAppProcess(buildDir, { DATA_DIR: dataDir });

    const second = await runToExit({ DATA_DIR: dataDir, PORT: String(await freePort()) });
    expect(second.code).not.toBe(0);
    expect(second.output).toContain('is already in use by another server process');
    // The first one is unharmed.
    expect((await fetch(`${first.baseURL}/api/health`)).status).toBe(200);

    const started = Date.now();
    await first.stop();
    expect(Date.now() - started).toBeLessThan(5000);
    expect(first.child.exitCode).toBe(0);

    // Write to the stopped server's data, then start again and read it back through the API.
    const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir) });
    await database.db.insert(participatingMunicipalities).values({ municipalityId: '564' });
    await database.close();

    const again = await startAppProcess(buildDir, { DATA_DIR: dataDir });
    try {
      const list = (await (await fetch(`${again.baseURL}/api/municipalities`)).json()) as {
        name: string;
      }[];
      expect(list.map((m) => m.name)).toEqual(['Helsinki', 'Oulu', 'Tampere', 'Turku']);
    } finally {
      await again.stop();
    }
  }, 240_000);

  it('runs the retention job with npm run retention, but not while a server holds DATA_DIR', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vk-retention-'));
    // scripts/retention.mjs (npm run retention) runs this file of the build.
    const retention = () =>
      spawnSync(process.execPath, [path.join(buildDir, 'server', 'retention.js')], {
        env: { ...process.env, DATA_DIR: dir, LOG_LEVEL: 'warn' },
        encoding: 'utf8',
      });
    try {
      const server = await startAppProcess(buildDir, { DATA_DIR: dir });
      try {
        const refused = retention();
        expect(refused.status).toBe(1);
        expect(refused.stderr).toContain('is already in use by another server process');
        expect(refused.stderr).toContain(
          'Käynnissä oleva palvelin poistaa vanhentuneet tiedot itse tunnin välein.',
        );
        expect((await fetch(`${server.baseURL}/api/health`)).status).toBe(200);
      } finally {
        await server.stop();
      }
      const ran = retention();
      expect(ran.stderr).toBe('');
      expect(ran.status).toBe(0);
      expect(ran.stdout).toContain('voterRecords: poistettiin 0');
      expect(ran.stdout).toContain('unattachedPhotos: poistettiin 0');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 240_000);

  it('exits with a clear message on a bad configuration value', async () => {
    const result = await runToExit({ DATA_DIR: dataDir, PORT: 'kolmetuhatta' });
    expect(result.code).not.toBe(0);
    expect(result.output).toContain('Invalid configuration');
    expect(result.output).toContain('PORT');
  }, 240_000);
});
