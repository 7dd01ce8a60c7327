import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// PGlite has no lock between processes: two servers on one DATA_DIR would corrupt it.
// A lock file holding the owner's pid is taken with O_EXCL; a stale one (dead pid) is replaced.

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
}

export interface DataDirLock {
  release(): void;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function acquireDataDirLock(dataDir: string): DataDirLock {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'server.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = fs.openSync(file, 'wx');
      fs.writeSync(
        fd,
        JSON.stringify({ pid: process.pid, host: os.hostname(), since: new Date() }),
      );
      fs.closeSync(fd);
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          try {
            fs.unlinkSync(file);
          } catch {
            // already gone
          }
        },
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      let owner: { pid?: number; host?: string } = {};
      try {
        owner = JSON.parse(fs.readFileSync(file, 'utf8')) as typeof owner;
      } catch {
        // unreadable lock file: treat as stale
      }
      const sameHost = !owner.host || owner.host === os.hostname();
      if (owner.pid && owner.pid !== process.pid && (!sameHost || isAlive(owner.pid))) {
        throw new DataDirLockedError(
          `DATA_DIR ${dataDir} is already in use by another server process (pid ${owner.pid}` +
            `${sameHost ? '' : ` on ${owner.host}`}). Stop that process first, or start this one ` +
            `with another DATA_DIR. (If no such process exists, delete ${file}.)`,
        );
      }
      fs.rmSync(file, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not lock DATA_DIR ${dataDir}; delete ${file} and retry.`);
}
