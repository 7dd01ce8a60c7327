import { createAuth } from './auth/auth';
import { loadAuthSecret } from './auth/secrets';
import type { AppDeps } from './context';
import type { Database } from './db/client';
import type { Config } from './env';
import type { Logger } from './logger';
import { createMailer } from './mail/mailer';
import { createAbuseGuards } from './shared/middleware/abuse-guards';
import { noMetrics, type Metrics } from './shared/infrastructure/metrics';
import { PublicCache } from './shared/infrastructure/public-cache';
import { createDatabasePhotoStorage } from './storage/photo-storage';

/** Wires the services every request may use. */
export function buildDeps(
  config: Config,
  database: Database,
  logger: Logger,
  metrics: Metrics = noMetrics,
): AppDeps {
  const mailer = createMailer({
    db: database.db,
    logger,
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
  });
  const secret = loadAuthSecret(config.authSecret, config.dataDir);
  const auth = createAuth({ db: database.db, config, logger, mailer, secret });
  const photos = createDatabasePhotoStorage(database.db);
  const publicCache = new PublicCache(database.changes.ready, (hit) => metrics.publicCache(hit));
  // For as long as the database is open (closing it stops the feed).
  database.changes.subscribe((change) => {
    publicCache.invalidate(change);
  });
  return {
    config,
    database,
    logger,
    mailer,
    auth,
    photos,
    abuse: createAbuseGuards(secret),
    publicCache,
    metrics,
  };
}
