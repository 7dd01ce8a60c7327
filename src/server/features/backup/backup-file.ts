import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import type { Database } from '../../db/client';
import { BackupError, dumpDatabase, type DumpSummary } from './dump';
import type { LocalAccess } from './local-access';

// Writing a backup into a file: beside it first (name.part), renamed into place when complete,
// readable by the owner only (it holds e-mail addresses and password hashes).

/** `vaalikone-varmuuskopio-2026-11-27T01-02-03Z.sql`: sorts by time. */
export function backupFileName(now = new Date()): string {
  const stamp = now
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-');
  return `vaalikone-varmuuskopio-${stamp}.sql`;
}

/** Streams text into `file` through a .part file; resolves when it is renamed into place. */
export async function writeBackupFile(
  file: string,
  write: (sink: (text: string) => Promise<void>) => Promise<unknown>,
): Promise<number> {
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const part = `${file}.part`;
  const stream = fs.createWriteStream(part, { mode: 0o600 });
  const failed = new Promise<never>((_, reject) => stream.once('error', reject));
  failed.catch(() => {});
  try {
    await write(async (text) => {
      if (!stream.write(text)) {
        await Promise.race([new Promise<void>((r) => stream.once('drain', () => r())), failed]);
      }
    });
    await Promise.race([new Promise<void>((r) => stream.end(r)), failed]);
    fs.renameSync(part, file);
    return fs.statSync(file).size;
  } catch (err) {
    stream.destroy();
    fs.rmSync(part, { force: true });
    throw err;
  }
}

export async function dumpToFile(
  database: Database,
  file: string,
): Promise<DumpSummary & { bytes: number }> {
  let summary: DumpSummary = { tables: 0, rows: 0 };
  const bytes = await writeBackupFile(file, async (sink) => {
    summary = await dumpDatabase(database, sink);
  });
  return { ...summary, bytes };
}

/**
 * Downloads a backup from the running server that holds the embedded database (with the token
 * of DATA_DIR/backup-access.json) into `file`; refuses one that did not end complete.
 */
export async function downloadBackup(access: LocalAccess, file: string): Promise<number> {
  const res = await fetch(`${access.url}/api/admin/backup`, {
    headers: { Authorization: `Bearer ${access.token}` },
  });
  if (!res.ok || !res.body) {
    throw new BackupError(`Palvelin ei antanut varmuuskopiota (HTTP ${res.status}).`);
  }
  const body = Readable.fromWeb(res.body as NodeReadableStream<Uint8Array>);
  body.setEncoding('utf8');
  let last = '';
  const bytes = await writeBackupFile(file, async (sink) => {
    for await (const text of body) {
      last = (last + (text as string)).slice(-200);
      await sink(text as string);
    }
  });
  if (!/COMMIT;\n-- Valmis: [^\n]*\n$/.test(last)) {
    fs.rmSync(file, { force: true });
    throw new BackupError('Varmuuskopio keskeytyi palvelimella; katso palvelimen loki.');
  }
  return bytes;
}
