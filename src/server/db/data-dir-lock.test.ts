import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadAuthSecret } from '../auth/secrets';
import { acquireDataDirLock, DataDirLockedError, type DataDirLock } from './data-dir-lock';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const HOLDER = path.join(ROOT, 'tests', 'data-dir-lock-holder.ts');

const tmpDirs: string[] = [];
const children: ChildProcess[] = [];
const locks: DataDirLock[] = [];
function tmpDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vk-lock-'));
  tmpDirs.push(dir);
  return dir;
}
afterEach(() => {
  vi.restoreAllMocks();
  for (const lock of locks.splice(0)) lock.release();
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
  for (const dir of tmpDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** Starts the holder process; it runs on its own while this thread blocks. */
function startHolder(dataDir: string, resultFile: string, goFile?: string) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', HOLDER, dataDir, resultFile, ...(goFile ? [goFile] : [])],
    { cwd: ROOT, stdio: 'ignore' },
  );
  children.push(child);
  return child;
}

/** Blocks this thread until the file exists (the holder runs in its own process meanwhile). */
function waitForFileSync(file: string) {
  const pause = new Int32Array(new SharedArrayBuffer(4));
  for (let i = 0; i < 60_000 / 5 && !fs.existsSync(file); i++) Atomics.wait(pause, 0, 0, 5);
  if (!fs.existsSync(file)) throw new Error(`${file} did not appear`);
  return fs.readFileSync(file, 'utf8');
}

async function waitForFile(file: string) {
  while (!fs.existsSync(file)) await new Promise((r) => setTimeout(r, 10));
  return fs.readFileSync(file, 'utf8');
}

const deadPid = () => spawnSync(process.execPath, ['-e', '']).pid!;

describe('the DATA_DIR lock', () => {
  it('creates DATA_DIR readable by the owner only (0700)', () => {
    const dataDir = path.join(tmpDir(), 'new', 'data');
    locks.push(acquireDataDirLock(dataDir));
    expect(fs.statSync(dataDir).mode & 0o777).toBe(0o700);

    const secretsDir = path.join(tmpDir(), 'secrets-first');
    loadAuthSecret(undefined, secretsDir);
    expect(fs.statSync(secretsDir).mode & 0o777).toBe(0o700);
  });

  it('lets one holder have it at a time, also within one process', () => {
    const dataDir = tmpDir();
    const first = acquireDataDirLock(dataDir);
    expect(() => acquireDataDirLock(dataDir)).toThrow(DataDirLockedError);
    first.release();
    locks.push(acquireDataDirLock(dataDir));
  });

  it("replaces a stale lock of a dead process, and one naming this process's pid", () => {
    const dataDir = tmpDir();
    const file = path.join(fs.realpathSync(dataDir), 'server.lock');
    fs.writeFileSync(file, JSON.stringify({ pid: deadPid(), host: os.hostname() }));
    const lock = acquireDataDirLock(dataDir);
    expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toMatchObject({ pid: process.pid });
    lock.release();
    expect(fs.existsSync(file)).toBe(false);

    // A container restarts with the same pid: a file naming us that we do not hold is stale.
    fs.writeFileSync(file, JSON.stringify({ pid: process.pid, host: os.hostname() }));
    locks.push(acquireDataDirLock(dataDir));
  });

  it('the lock file appears with its pid already in it: a start that sees it then stays out', () => {
    const dataDir = tmpDir();
    const file = path.join(fs.realpathSync(dataDir), 'server.lock');
    const resultFile = path.join(tmpDir(), 'result');
    let other: string | null = null;
    // The moment the lock file first exists, a second server process tries to take it.
    for (const name of ['openSync', 'linkSync', 'writeFileSync', 'renameSync'] as const) {
      const real = fs[name] as (...args: unknown[]) => unknown;
      vi.spyOn(fs, name).mockImplementation(((...args: unknown[]) => {
        const result = real.apply(fs, args);
        if (other === null && fs.existsSync(file)) {
          other = 'starting';
          startHolder(dataDir, resultFile);
          other = waitForFileSync(resultFile);
        }
        return result;
      }) as never);
    }
    let mine: 'won' | 'locked';
    try {
      locks.push(acquireDataDirLock(dataDir));
      mine = 'won';
    } catch (err) {
      if (!(err instanceof DataDirLockedError)) throw err;
      mine = 'locked';
    }
    vi.restoreAllMocks();
    expect(other).not.toBeNull();
    expect([mine, other].sort()).toEqual(['locked', 'won']);
  });

  it('of several processes starting at once on one DATA_DIR, exactly one gets it', async () => {
    const dataDir = tmpDir();
    const work = tmpDir();
    const goFile = path.join(work, 'go');
    const results = [0, 1, 2, 3].map((i) => path.join(work, `result-${i}`));
    for (const result of results) startHolder(dataDir, result, goFile);
    await Promise.all(results.map((r) => waitForFile(`${r}.ready`)));
    fs.writeFileSync(goFile, '');
    const outcomes = await Promise.all(results.map((r) => waitForFile(r)));
    expect(outcomes.filter((o) => o === 'won')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'locked')).toHaveLength(3);
  });
});
