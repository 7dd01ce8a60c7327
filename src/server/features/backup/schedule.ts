import fs from 'node:fs';
import path from 'node:path';
import type { Database } from '../../db/client';
import type { Logger } from '../../logger';
import { safeError } from '../../safe-error';
import { backupFileName, dumpToFile } from './backup-file';

// Scheduled backups of the embedded database (BACKUP_INTERVAL): every interval the server
// writes a backup into DATA_DIR/backups and keeps the newest BACKUP_KEEP of them. Off by default.

export const BACKUP_DIR = 'backups';
const NAME = /^vaalikone-varmuuskopio-.*\.sql$/;

/** Removes all but the newest `keep` backups in `dir` (names sort by time). */
export function pruneBackups(dir: string, keep: number): string[] {
  const names = fs
    .readdirSync(dir)
    .filter((n) => NAME.test(n))
    .sort();
  const removed = names.slice(0, Math.max(0, names.length - keep));
  for (const n of removed) fs.rmSync(path.join(dir, n), { force: true });
  return removed;
}

export function startBackupSchedule(opts: {
  database: Database;
  dataDir: string;
  intervalMs: number;
  keep: number;
  log: Logger;
}): { stop(): Promise<void>; runNow(): Promise<void> } {
  const dir = path.join(opts.dataDir, BACKUP_DIR);
  let running: Promise<void> | null = null;
  let stopped = false;
  const run = () =>
    (running ??= (async () => {
      const started = performance.now();
      const file = path.join(dir, backupFileName());
      try {
        const result = await dumpToFile(opts.database, file);
        const removed = pruneBackups(dir, opts.keep);
        opts.log.info(
          {
            file: path.basename(file),
            ...result,
            removed: removed.length,
            ms: Math.round(performance.now() - started),
          },
          'scheduled backup written',
        );
      } catch (err) {
        opts.log.error({ err: safeError(err) }, 'scheduled backup failed');
      } finally {
        running = null;
      }
    })());
  let timer: NodeJS.Timeout;
  const schedule = () => {
    timer = setTimeout(() => {
      void run().then(() => {
        if (!stopped) schedule();
      });
    }, opts.intervalMs);
    timer.unref();
  };
  schedule();
  return {
    runNow: run,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
