import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../env';

// What the commands (backup, restore, create-admin, retention) check before they open anything:
// with no DATABASE_URL and no embedded database in DATA_DIR they say so plainly and create
// nothing (opening PGlite on an empty folder would make a new empty database there).

export class NoDatabaseError extends Error {
  override name = 'NoDatabaseError';
}

/** Whether DATA_DIR holds an embedded database (PGlite writes PG_VERSION when it makes one). */
export function embeddedDatabaseExists(dataDir: string): boolean {
  return fs.existsSync(path.join(dataDir, 'pgdata', 'PG_VERSION'));
}

const shown = (dir: string) => {
  const relative = path.relative(process.cwd(), dir);
  return relative && !relative.startsWith('..') ? `./${relative}` : dir;
};

/** For a command that uses an existing database: PostgreSQL, or the embedded one in DATA_DIR. */
export function requireExistingDatabase(config: Config): void {
  if (config.databaseUrl || embeddedDatabaseExists(config.dataDir)) return;
  throw new NoDatabaseError(
    `Tietokantaa ei löytynyt: kansiossa ${shown(config.dataDir)} ei ole tietokantaa, eikä ` +
      'DATABASE_URL ole asetettu. Aseta DATA_DIR (palvelimen datakansio) tai DATABASE_URL ' +
      '(PostgreSQL), samat kuin palvelimella. Mitään ei luotu.',
  );
}

/**
 * For `restore`, which fills a new empty database: it must be named, not taken from a default
 * (a restore into ./data of whatever folder the command happens to run in helps nobody).
 */
export function requireRestoreTarget(config: Config): void {
  if (config.databaseUrl || config.dataDirGiven) return;
  throw new NoDatabaseError(
    'Mihin palautetaan? Aseta DATABASE_URL (tyhjä PostgreSQL-tietokanta) tai DATA_DIR (uusi ' +
      'tyhjä kansio sisäänrakennetulle tietokannalle). Mitään ei luotu.',
  );
}
