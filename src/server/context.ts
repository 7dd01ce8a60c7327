import type { Auth } from './auth/auth';
import type { Access } from './auth/access';
import type { Config } from './env';
import type { Database, Db } from './db/client';
import type { Logger } from './logger';
import type { Mailer } from './mail/mailer';
import type { AbuseGuards } from './shared/middleware/abuse-guards';
import type { Metrics } from './shared/infrastructure/metrics';
import type { PublicCache } from './shared/infrastructure/public-cache';
import type { PhotoStorage } from './storage/photo-storage';

// What every request handler can reach: created once in server.ts (or per test file).
export interface AppDeps {
  config: Config;
  database: Database;
  logger: Logger;
  mailer: Mailer;
  auth: Auth;
  photos: PhotoStorage;
  abuse: AbuseGuards;
  /** What voters read, kept in memory and invalidated by database.changes. */
  publicCache: PublicCache;
  /**
   * The token of DATA_DIR/backup-access.json that lets `npm run backup` on this machine download
   * a backup from the running server (features/backup/local-access.ts); unset in tests.
   */
  localBackupToken?: string;
  /** Prometheus metrics (shared/infrastructure/metrics.ts); no-ops unless METRICS_TOKEN or METRICS_PORT is set. */
  metrics: Metrics;
}

export interface SessionUser {
  id: string;
  email: string;
  name: string;
}

export type AppEnv = {
  Variables: {
    deps: AppDeps;
    db: Db;
    requestId: string;
    log: Logger;
    clientIp: string;
    user: SessionUser;
    access: Access;
  };
};
