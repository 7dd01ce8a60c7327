import path from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase, type Database } from '../db/client';
import { DataDirLockedError } from '../db/data-dir-lock';
import { ConfigError, loadCommandConfig } from '../env';
import { requireExistingDatabase } from './database-target';
import { backupFileName, downloadBackup, dumpToFile } from '../features/backup/backup-file';
import { BackupError } from '../features/backup/dump';
import { readLocalAccess } from '../features/backup/local-access';

// npm run backup [-- --out FILE]: the whole database as one plain-SQL file (features/backup).
// PostgreSQL (DATABASE_URL): read directly, whether servers run or not. The embedded database:
// read directly when no server runs; while one runs (it alone may open DATA_DIR) the running
// server makes the backup and this downloads it with the token of DATA_DIR/backup-access.json.

const usage = 'Käyttö: npm run backup [-- --out TIEDOSTO]';

async function main() {
  const { values } = parseArgs({ options: { out: { type: 'string' } }, strict: true });
  if (values.out === '') throw new Error(usage);
  const config = loadCommandConfig();
  requireExistingDatabase(config);
  const file = path.resolve(values.out ?? backupFileName());
  const started = performance.now();
  let database: Database | null = null;
  let bytes: number;
  try {
    database = config.databaseUrl
      ? await openDatabase({
          kind: 'postgres',
          url: config.databaseUrl,
          migrate: false,
          poolSize: 2,
        })
      : await openDatabase({ kind: 'pglite', dataDir: config.dataDir, migrate: false });
  } catch (err) {
    if (!(err instanceof DataDirLockedError)) throw err;
  }
  if (database) {
    try {
      bytes = (await dumpToFile(database, file)).bytes;
    } finally {
      await database.close();
    }
  } else {
    const access = readLocalAccess(config.dataDir);
    if (!access) {
      throw new BackupError(
        'Palvelin on käynnissä, mutta sen varmuuskopiotunnistetta (DATA_DIR/backup-access.json) ' +
          'ei löytynyt. Käynnistä palvelin uudelleen tai lataa varmuuskopio ylläpidon etusivulta.',
      );
    }
    console.error(`Palvelin on käynnissä; pyydetään varmuuskopio siltä (${access.url}).`);
    bytes = await downloadBackup(access, file);
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `Varmuuskopio kirjoitettiin: ${file} (${(bytes / 1e6).toFixed(1)} Mt, ${seconds} s). ` +
      'Palautus tyhjään tietokantaan: npm run restore -- TIEDOSTO',
  );
}

main().catch((err: unknown) => {
  console.error(err instanceof ConfigError || err instanceof Error ? err.message : err);
  process.exit(1);
});
