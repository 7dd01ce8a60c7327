import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';

import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { requireSuperAdmin, requireUser } from '../../auth/middleware';
import type { AppEnv } from '../../context';
import { errors } from '../../errors';
import { writeAudit } from '../../shared/domain/audit';
import { safeError } from '../../safe-error';
import { isBearer } from '../../shared/middleware/bearer';
import { backupFileName, dumpToFile } from './backup-file';
import { createRouter } from '../../router';

// GET /api/admin/backup: the whole database as one plain-SQL file (dump.ts), for a super admin
// ("Varmuuskopio" in the admin area) or for `npm run backup` on the server's own machine with
// the token of DATA_DIR/backup-access.json (local-access.ts).

/** A super admin's session, or the local token of `npm run backup`. */
const backupAccess = createMiddleware<AppEnv>(async (c, next) => {
  const authorization = c.req.header('authorization');
  if (authorization !== undefined) {
    if (!isBearer(authorization, c.var.deps.localBackupToken)) throw errors.unauthorized();
    c.set('user', { id: '', email: 'npm run backup (palvelimen kone)', name: 'npm run backup' });
    return next();
  }
  await requireUser(c, async () => {
    await requireSuperAdmin(c, next);
  });
});

/** Where a download's dump is written before it is sent: inside DATA_DIR, private. */
export const BACKUP_TMP_DIR = 'tmp';

/**
 * The dump is written whole into a private (0600) file in DATA_DIR/tmp first, and the download
 * is sent from that file: the database's transaction ends before the first byte goes out, so a
 * slow client never holds it (on the embedded database other queries waited for the whole
 * download, issue #32 F3). The file is unlinked as soon as it is opened: nothing is left behind,
 * even when the client never finishes.
 */
async function dumpToPrivateFile(c: Context<AppEnv>) {
  const { database, config } = c.var.deps;
  const dir = path.join(config.dataDir, BACKUP_TMP_DIR);
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  const file = path.join(dir, `lataus-${randomUUID()}.sql`);
  const started = performance.now();
  try {
    const summary = await dumpToFile(database, file);
    c.var.log.info({ ...summary, ms: Math.round(performance.now() - started) }, 'backup written');
  } catch (err) {
    c.var.log.error({ err: safeError(err) }, 'backup failed');
    throw errors.internal();
  }
  const handle = await fs.promises.open(file, 'r');
  fs.rmSync(file, { force: true });
  return handle;
}

export const backupRoutes = createRouter();
backupRoutes.get('/admin/backup', backupAccess, async (c) => {
  const { database } = c.var.deps;
  const user = c.var.user;
  await writeAudit(
    c.var.db,
    { id: user.id || null, email: user.email },
    { action: 'backup.download', entity: 'backup', details: { database: database.kind } },
  );
  const handle = await dumpToPrivateFile(c);
  const { size } = await handle.stat();
  const body = Readable.toWeb(handle.createReadStream()) as ReadableStream<Uint8Array>;
  return c.body(body, 200, {
    'Content-Type': 'application/sql; charset=utf-8',
    'Content-Length': String(size),
    'Content-Disposition': `attachment; filename="${backupFileName()}"`,
    'Cache-Control': 'no-store',
  });
});
