import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import type { AppDeps } from './context';
import { buildDeps } from './deps';
import { openDatabase } from './db/client';
import { bootstrapDatabase, hasAnyAdmin } from './db/seed';
import type { Config } from './env';
import type { Logger } from './logger';

export interface RunningServer {
  url: string;
  stop(reason?: string): Promise<void>;
}

const SHUTDOWN_GRACE_MS = 4000;

/** Opens the database (migrating and seeding it), then serves the app until stop(). */
export async function startServer(config: Config, logger: Logger): Promise<RunningServer> {
  const database = config.databaseUrl
    ? await openDatabase({
        kind: 'postgres',
        url: config.databaseUrl,
        onIdleError: (err) => logger.warn({ err }, 'idle database connection lost'),
      })
    : await openDatabase({ kind: 'pglite', dataDir: config.dataDir });
  try {
    const { seeded } = await bootstrapDatabase(database.db, config.systemOrgSlug);
    logger.info({ database: database.kind, seeded }, 'database ready');
    if (!(await hasAnyAdmin(database.db, config.systemOrgSlug))) {
      logger.warn(
        database.kind === 'pglite'
          ? 'Ylläpitäjää ei ole vielä. Luo pääkäyttäjä: pysäytä palvelin ja aja ' +
              'npm run create-admin -- --email SINUN@OSOITE.FI --password VAHVA-SALASANA, käynnistä sitten uudelleen.'
          : 'Ylläpitäjää ei ole vielä. Luo pääkäyttäjä: npm run create-admin -- --email SINUN@OSOITE.FI --password VAHVA-SALASANA',
      );
    }
  } catch (err) {
    await database.close();
    throw err;
  }

  const deps: AppDeps = buildDeps(config, database, logger);
  const app = createApp(deps);
  deps.mailer.start();

  const server = await new Promise<Server>((resolve, reject) => {
    const s = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, () =>
      resolve(s as Server),
    ) as Server;
    s.once('error', reject);
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = `http://${config.host}:${port}`;
  logger.info({ url, publicUrl: config.publicUrl }, `Vaalikone käynnissä: ${config.publicUrl}`);

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
      await deps.mailer.stop();
      await database.close();
      logger.info('stopped');
    })();
    return stopping;
  };
  return { url, stop };
}
