import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createLogger } from '#server/logger';
import { startServer } from '#server/server';
import { testConfig, testsUsePostgres } from '../factories';

// Issue #32 F7: PGlite wrote DATA_DIR/pgdata as 0666, and a DATA_DIR made beforehand (mkdir by the
// operator, systemd's StateDirectory, a container volume) was never tightened. At start the
// server makes the folder and everything in it private to its user; files made later are too.

function loose(dir: string): string[] {
  const found: string[] = [];
  const walk = (p: string) => {
    const st = fs.lstatSync(p);
    if (st.isSymbolicLink()) return;
    if ((st.mode & 0o077) !== 0) found.push(`${(st.mode & 0o777).toString(8)} ${p}`);
    if (st.isDirectory()) for (const e of fs.readdirSync(p)) walk(path.join(p, e));
  };
  walk(dir);
  return found;
}

describe.skipIf(testsUsePostgres())('DATA_DIR of the embedded database', () => {
  it('is private to the server`s user after start, even when made open beforehand', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vk-private-'));
    fs.chmodSync(dataDir, 0o777);
    fs.writeFileSync(path.join(dataDir, 'operator-note.txt'), 'x', { mode: 0o666 });
    fs.chmodSync(path.join(dataDir, 'operator-note.txt'), 0o666);
    fs.mkdirSync(path.join(dataDir, 'backups'), { mode: 0o777 });
    fs.chmodSync(path.join(dataDir, 'backups'), 0o777);
    expect(loose(dataDir).length).toBeGreaterThan(0);
    const config = testConfig({ dataDir, port: 0 });
    const running = await startServer(config, createLogger('silent'), { print: () => {} });
    try {
      // Written during start (the database, the secret, the backup access file) and after it.
      const res = await fetch(`${running.url}/api/health`);
      expect(res.status).toBe(200);
      expect(fs.existsSync(path.join(dataDir, 'pgdata'))).toBe(true);
      expect(loose(dataDir)).toEqual([]);
    } finally {
      await running.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
      fs.rmSync(config.webDistDir, { recursive: true, force: true });
    }
  }, 120_000);
});
