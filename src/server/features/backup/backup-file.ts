import fs from 'node:fs';
import path from 'node:path';
import type { Database } from '../../db/client';
import { dumpDatabase, type DumpSummary } from './dump';

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
