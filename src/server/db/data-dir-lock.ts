import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// PGlite has no lock between processes: two servers on one DATA_DIR would corrupt it.
// The lock file holding the owner's pid appears atomically (written aside, then hard-linked into
// place, which fails when the name exists), so nobody ever sees it empty. A stale one (dead pid)
// is removed only under a short takeover guard, after checking it is still the same file.
// See docs/decisions/0002-data-dir-lock.md.

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
}

export interface DataDirLock {
  release(): void;
}

/** Creates the directory (and missing parents) readable by the owner only (0700). */
export function ensurePrivateDir(dir: string) {
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
}

export class DataDirNotPrivateError extends Error {
  override name = 'DataDirNotPrivateError';
}

/**
 * Makes DATA_DIR and everything in it private to this user (folders 0700, files without group and
 * other bits), whoever made the folder (the operator's mkdir, systemd's StateDirectory, a
 * container volume): PGlite writes its files 0666 under the process umask, and the database holds
 * e-mail addresses and password hashes. Refuses, saying why, when it cannot (another owner).
 * Files made later are private through the umask the server process sets (index.ts).
 */
export function makeDataDirPrivate(dir: string) {
  ensurePrivateDir(dir);
  const tighten = (p: string) => {
    const st = fs.lstatSync(p);
    if (st.isSymbolicLink()) return;
    if ((st.mode & 0o077) !== 0) {
      try {
        fs.chmodSync(p, st.mode & 0o700);
      } catch (err) {
        const uid = process.getuid?.();
        throw new DataDirNotPrivateError(
          `DATA_DIR ${dir}: ${p} is readable or writable by other users (mode ` +
            `${(st.mode & 0o777).toString(8)}, owner uid ${st.uid}) and this process (uid ${uid}) ` +
            `cannot change that (${(err as NodeJS.ErrnoException).code}). The database holds ` +
            `personal data: give the folder to the server's user (chown -R) or run ` +
            `chmod -R go-rwx ${dir}.`,
        );
      }
    }
    if (st.isDirectory()) for (const entry of fs.readdirSync(p)) tighten(path.join(p, entry));
  };
  tighten(dir);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function sleepSync(ms: number) {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

// Lock files this process holds: a second acquisition in the same process is refused too, while
// a file naming our pid that we do not hold is stale (a container restarts with the same pid).
const heldHere = new Set<string>();

interface Owner {
  pid?: number;
  host?: string;
}

function readLock(file: string): { owner: Owner; ino: number } | null {
  let fd: number;
  try {
    fd = fs.openSync(file, 'r');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
  try {
    const ino = fs.fstatSync(fd).ino;
    let owner: Owner = {};
    try {
      owner = JSON.parse(fs.readFileSync(fd, 'utf8')) as Owner;
    } catch {
      // unreadable lock file (not written by this protocol): treat as stale
    }
    return { owner, ino };
  } finally {
    fs.closeSync(fd);
  }
}

/** Hard-links a complete lock file into place; false when the name already exists. */
function createLockFile(file: string): boolean {
  const aside = `${file}.${process.pid}.${randomBytes(6).toString('hex')}`;
  fs.writeFileSync(
    aside,
    JSON.stringify({ pid: process.pid, host: os.hostname(), since: new Date() }),
    { flag: 'wx', mode: 0o600 },
  );
  try {
    fs.linkSync(aside, file);
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw err;
  } finally {
    fs.rmSync(aside, { force: true });
  }
}

const TAKEOVER_STALE_MS = 10_000;

/** Removes the stale lock file `ino` unless someone replaced it meanwhile. */
function removeStale(file: string, ino: number) {
  const guard = `${file}.takeover`;
  try {
    fs.mkdirSync(guard, { mode: 0o700 });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    // Another process is taking over right now; a guard left by a crash is old.
    try {
      if (Date.now() - fs.statSync(guard).mtimeMs > TAKEOVER_STALE_MS) fs.rmdirSync(guard);
    } catch {
      // gone meanwhile
    }
    sleepSync(20);
    return;
  }
  try {
    const current = readLock(file);
    if (current && current.ino === ino) fs.unlinkSync(file);
  } finally {
    fs.rmdirSync(guard);
  }
}

export function acquireDataDirLock(dataDir: string): DataDirLock {
  ensurePrivateDir(dataDir);
  const file = path.join(fs.realpathSync(dataDir), 'server.lock');
  const locked = (owner: Owner) => {
    const sameHost = !owner.host || owner.host === os.hostname();
    return new DataDirLockedError(
      `DATA_DIR ${dataDir} is already in use by another server process (pid ${owner.pid}` +
        `${sameHost ? '' : ` on ${owner.host}`}). Stop that process first, or start this one ` +
        `with another DATA_DIR. (If no such process exists, delete ${file}.)`,
    );
  };
  if (heldHere.has(file)) throw locked({ pid: process.pid });

  for (let attempt = 0; attempt < 200; attempt++) {
    if (createLockFile(file)) {
      heldHere.add(file);
      const { ino } = fs.statSync(file);
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          heldHere.delete(file);
          const current = readLock(file);
          if (current && current.ino === ino) fs.rmSync(file, { force: true });
        },
      };
    }
    const current = readLock(file);
    if (!current) continue; // released meanwhile: try again
    const { owner, ino } = current;
    const sameHost = !owner.host || owner.host === os.hostname();
    if (owner.pid && owner.pid !== process.pid && (!sameHost || isAlive(owner.pid))) {
      throw locked(owner);
    }
    removeStale(file, ino);
  }
  throw new DataDirLockedError(`Could not lock DATA_DIR ${dataDir}; delete ${file} and retry.`);
}
