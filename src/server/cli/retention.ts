import { RETENTION } from '#core/retention';
import { openDatabase } from '../db/client';
import { DataDirLockedError } from '../db/data-dir-lock';
import { ConfigError, loadCommandConfig } from '../env';
import { requireExistingDatabase } from './database-target';
import { createLogger } from '../logger';
import { runRetention } from '../jobs/retention';
import { createDatabasePhotoStorage } from '../storage/photo-storage';

// npm run retention: deletes once what is past its retention period (for cron). A running
// server does the same every hour; with the embedded database only one process may use
// DATA_DIR, so this refuses while the server runs.

async function main() {
  const config = loadCommandConfig();
  requireExistingDatabase(config);
  const log = createLogger(config.logLevel);
  const database = config.databaseUrl
    ? await openDatabase({ kind: 'postgres', url: config.databaseUrl })
    : await openDatabase({ kind: 'pglite', dataDir: config.dataDir });
  try {
    const photos = createDatabasePhotoStorage(database.db);
    const result = await runRetention(database.db, photos, new Date(), { log });
    if (!result.ran) {
      console.log('Toinen palvelin tai ajo poistaa parhaillaan vanhentuneita tietoja; ohitettiin.');
      return;
    }
    for (const [task, n] of Object.entries(result.counts)) {
      const what = task in RETENTION ? RETENTION[task as keyof typeof RETENTION].description : '';
      console.log(`${task}: poistettiin ${n}${what ? ` (${what})` : ''}`);
    }
    if (result.failed.length > 0) {
      console.error(`Epäonnistui: ${result.failed.join(', ')}. Katso lokirivit yllä.`);
      process.exitCode = 1;
    }
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  if (err instanceof DataDirLockedError) {
    console.error(
      `${err.message}\nKäynnissä oleva palvelin poistaa vanhentuneet tiedot itse tunnin välein. ` +
        'Pysäytä palvelin ensin, jos haluat ajaa poistot tällä komennolla.',
    );
  } else if (err instanceof ConfigError || err instanceof Error) {
    console.error(err.message);
  } else {
    console.error(err);
  }
  process.exit(1);
});
