import type { Server } from 'node:http';
import { createApp } from './app';
import type { AppDeps } from './context';
import { buildDeps } from './deps';
import { openDatabase } from './db/client';
import { makeDataDirPrivate } from './db/data-dir-lock';
import { bootstrapDatabase, hasAnyAdmin } from './db/seed';
import type { Config } from './env';
import { clearSetupToken, issueSetupToken } from './features/setup/setup.service';
import { localUrl, writeLocalAccess } from './features/backup/local-access';
import { startBackupSchedule } from './features/backup/schedule';
import { startRetentionRunner } from './jobs/runner';
import { startSummarizer } from './jobs/summarizer';
import { createAppServer } from './public-fast-path';
import { createMetrics, noMetrics, startMetricsServer } from './shared/infrastructure/metrics';
import { importLocalPhotos } from './storage/import-local-photos';
import type { Logger } from './logger';
import { safeError } from './safe-error';

export interface RunningServer {
  url: string;
  stop(reason?: string): Promise<void>;
}

const SHUTDOWN_GRACE_MS = 4000;

function sweepDataDir(dataDir: string, logger: Logger) {
  try {
    makeDataDirPrivate(dataDir);
  } catch (err) {
    logger.error({ err: safeError(err) }, 'DATA_DIR could not be made private');
  }
}

export interface StartOptions {
  /** Where plain text for the operator goes (the setup link); stdout, beside the log lines. */
  print?: (text: string) => void;
}

/** Opens the database (migrating and seeding it), then serves the app until stop(). */
export async function startServer(
  config: Config,
  logger: Logger,
  { print = (text) => void process.stdout.write(text) }: StartOptions = {},
): Promise<RunningServer> {
  makeDataDirPrivate(config.dataDir);
  const database = config.databaseUrl
    ? await openDatabase({
        kind: 'postgres',
        url: config.databaseUrl,
        onIdleError: (err) => logger.warn({ err: safeError(err) }, 'idle database connection lost'),
        changes: { onError: (err, what) => logger.warn({ err: safeError(err) }, what) },
      })
    : await openDatabase({ kind: 'pglite', dataDir: config.dataDir });
  // PGlite sets its files' modes itself (0666, whatever the umask): tighten what it made at
  // start, and what it makes later (new tables, indexes) every few minutes. DATA_DIR being 0700
  // already keeps other users out of everything inside.
  const privacySweep =
    database.kind === 'pglite'
      ? setInterval(() => sweepDataDir(config.dataDir, logger), 5 * 60_000)
      : null;
  privacySweep?.unref();
  try {
    const { seeded } = await bootstrapDatabase(database.db, config.systemOrgSlug);
    logger.info({ database: database.kind, seeded }, 'database ready');
    await importLocalPhotos(database.db, config.dataDir, logger);
    if (!(await hasAnyAdmin(database.db, config.systemOrgSlug))) {
      const { token } = await issueSetupToken(database.db);
      // The one exception to "no token in a log line": whoever reads the server's own console
      // already controls the server, and this link is how the first super admin is created
      // without stopping it. Printed plain, the link alone on its line (easy to copy from
      // journalctl), and not in the JSON log line. Only its hash is stored; every printed link
      // works for 24 hours, until one of them has created the first super admin.
      logger.warn('no super admin yet: the one-time setup link is printed on its own line');
      print(
        '\nYlläpitäjää ei ole vielä. Luo ensimmäinen pääkäyttäjä tällä kertakäyttöisellä linkillä ' +
          '(voimassa vuorokauden):\n\n' +
          `${config.publicUrl}/asennus?token=${token}\n\n` +
          'Tai komentoriviltä: npm run create-admin -- --email SINUN@OSOITE.FI --password VAHVA-SALASANA\n\n',
      );
    } else {
      await clearSetupToken(database.db); // an admin was created some other way: the link is moot
    }
    if (database.kind === 'pglite') makeDataDirPrivate(config.dataDir);
  } catch (err) {
    if (privacySweep) clearInterval(privacySweep);
    await database.close();
    throw err;
  }

  const metrics =
    config.metricsToken || config.metricsPort ? await createMetrics(database) : noMetrics;
  const deps: AppDeps = buildDeps(config, database, logger, metrics);
  const app = createApp(deps);
  deps.mailer.start();

  const server = await new Promise<Server>((resolve, reject) => {
    // The app behind the fast path of cached public reads (public-fast-path.ts).
    const s = createAppServer(deps, app.fetch, config.host);
    s.once('error', reject);
    s.listen(config.port, config.host, () => resolve(s));
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = `http://${config.host}:${port}`;
  logger.info({ url, publicUrl: config.publicUrl }, `Vaalikone käynnissä: ${config.publicUrl}`);
  // Metrics on their own port, on this machine only (no token: reachable only from here).
  const metricsServer = config.metricsPort
    ? await startMetricsServer(metrics, config.metricsPort)
    : null;
  // How `npm run backup` on this machine asks this server for a backup (local-access.ts).
  const localAccess = writeLocalAccess(config.dataDir, localUrl(config.host, port));
  deps.localBackupToken = localAccess.token;
  // Scheduled backups of the embedded database (BACKUP_INTERVAL; env.ts refuses it with PostgreSQL).
  const backups =
    config.backupIntervalMs === undefined
      ? null
      : startBackupSchedule({
          database,
          dataDir: config.dataDir,
          intervalMs: config.backupIntervalMs,
          keep: config.backupKeep,
          log: logger,
        });
  // The deletions the privacy page promises, every hour (one instance at a time).
  const retention = startRetentionRunner({ db: database.db, photos: deps.photos, log: logger });
  // The statistics summaries, every few seconds (one instance at a time).
  const summarizer = startSummarizer({
    db: database.db,
    log: logger,
    intervalMs: config.statisticsSummaryIntervalMs,
  });

  let stopping: Promise<void> | null = null;
  const stop = (reason = 'stop') => {
    stopping ??= (async () => {
      logger.info({ reason }, 'shutting down');
      // Stop accepting; let in-flight requests finish; idle keep-alive sockets close now.
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      const timer = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS);
      await closed;
      clearTimeout(timer);
      localAccess.remove();
      await metricsServer?.close();
      await backups?.stop();
      await deps.mailer.stop();
      await retention.stop();
      await summarizer.stop();
      if (privacySweep) clearInterval(privacySweep);
      await database.close();
      logger.info('stopped');
    })();
    return stopping;
  };
  return { url, stop };
}
