import { OpenAPIHono } from '@hono/zod-openapi';
import { createMiddleware } from 'hono/factory';
import { stream } from 'hono/streaming';
import { requireSuperAdmin, requireUser } from '../../auth/middleware';
import type { AppEnv } from '../../context';
import { errors } from '../../errors';
import { writeAudit } from '../../shared/audit';
import { safeError } from '../../safe-error';
import { isBearer } from '../../shared/bearer';
import { backupFileName } from './backup-file';
import { dumpDatabase } from './dump';

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

export const backupRoutes = new OpenAPIHono<AppEnv>();
backupRoutes.get('/admin/backup', backupAccess, async (c) => {
  const { database, logger } = c.var.deps;
  const user = c.var.user;
  await writeAudit(
    c.var.db,
    { id: user.id || null, email: user.email },
    { action: 'backup.download', entity: 'backup', details: { database: database.kind } },
  );
  c.header('Content-Type', 'application/sql; charset=utf-8');
  c.header('Content-Disposition', `attachment; filename="${backupFileName()}"`);
  c.header('Cache-Control', 'no-store');
  const log = c.var.log;
  return stream(c, async (s) => {
    const started = performance.now();
    try {
      const summary = await dumpDatabase(database, (text) => s.write(text).then(() => {}));
      log.info({ ...summary, ms: Math.round(performance.now() - started) }, 'backup sent');
    } catch (err) {
      // Headers are out: the file ends without COMMIT, which restore refuses.
      (log ?? logger).error({ err: safeError(err) }, 'backup failed');
      await s.write('\n-- VARMUUSKOPIO KESKEYTYI: tiedosto on vajaa, älä käytä sitä.\n');
      s.abort();
    }
  });
});
