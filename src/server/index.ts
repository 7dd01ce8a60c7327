import { ConfigError, loadConfig } from './env';
import { DataDirLockedError, DataDirNotPrivateError } from './db/data-dir-lock';
import { createLogger } from './logger';
import { safeError } from './safe-error';
import { startServer } from './server';
import { limitHeapGrowth } from './shared/infrastructure/release-memory';

// Starts the server, nothing else.
limitHeapGrowth();
// Files this process makes (backups, secrets, PGlite's, which server.ts also tightens) are
// private to its user. Here, not in startServer: tests start servers in a process whose other
// children (an embedded PostgreSQL run as another user) must read its temporary files.
process.umask(0o077);
let config;
try {
  config = loadConfig();
} catch (err) {
  if (err instanceof ConfigError) {
    console.error(err.message);
    process.exit(78);
  }
  throw err;
}
const logger = createLogger(config.logLevel);

try {
  const running = await startServer(config, logger);
  const onSignal = (signal: NodeJS.Signals) => {
    running.stop(signal).then(
      () => process.exit(0),
      (err: unknown) => {
        logger.error({ err: safeError(err) }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', onSignal);
  process.once('SIGINT', onSignal);
} catch (err) {
  if (err instanceof DataDirLockedError || err instanceof DataDirNotPrivateError) {
    logger.fatal(err.message);
    console.error(`\n${err.message}\n`);
    process.exit(75);
  }
  logger.fatal({ err: safeError(err) }, 'start failed');
  process.exit(1);
}
