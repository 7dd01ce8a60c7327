import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

// How `npm run backup` reaches a running server that holds the embedded database (only one
// process may open DATA_DIR): at start the server writes a random token and its own local
// address into DATA_DIR/backup-access.json, readable by the server's user only (the folder is
// 0700, the file 0600), and removes it when it stops. The command reads it and downloads the
// backup with the token as a bearer credential. Whoever can read the file can read DATA_DIR,
// the whole database, anyway; the token gives nothing else (only GET /api/admin/backup takes it).
// docs/decisions/0030-backups-made-by-the-app.md.

export const LOCAL_ACCESS_FILE = 'backup-access.json';

export interface LocalAccess {
  /** The server's own address, e.g. http://127.0.0.1:3000. */
  url: string;
  token: string;
}

/** Writes a new token file; returns the token and a function that removes the file. */
export function writeLocalAccess(dataDir: string, url: string): { token: string; remove(): void } {
  const token = randomBytes(32).toString('base64url');
  const file = path.join(dataDir, LOCAL_ACCESS_FILE);
  const part = `${file}.${process.pid}.part`;
  fs.writeFileSync(part, JSON.stringify({ url, token } satisfies LocalAccess), { mode: 0o600 });
  fs.renameSync(part, file);
  return {
    token,
    remove() {
      try {
        // Only our own: a later server's file stays.
        const current = JSON.parse(fs.readFileSync(file, 'utf8')) as LocalAccess;
        if (current.token === token) fs.rmSync(file, { force: true });
      } catch {
        // gone already
      }
    },
  };
}

export function readLocalAccess(dataDir: string): LocalAccess | null {
  try {
    const value = JSON.parse(
      fs.readFileSync(path.join(dataDir, LOCAL_ACCESS_FILE), 'utf8'),
    ) as Partial<LocalAccess>;
    return typeof value.url === 'string' && typeof value.token === 'string'
      ? { url: value.url, token: value.token }
      : null;
  } catch {
    return null;
  }
}

/** The address the command uses for a server listening on `host`:`port`. */
export function localUrl(host: string, port: number): string {
  const h = host === '0.0.0.0' || host === '::' || host === '' ? '127.0.0.1' : host;
  return `http://${h.includes(':') ? `[${h}]` : h}:${port}`;
}
