import path from 'node:path';
import { parseArgs } from 'node:util';
import { DataDirLockedError } from '../db/data-dir-lock';
import { ConfigError, loadCommandConfig } from '../env';
import { requireRestoreTarget } from './database-target';
import { restoreBackup } from '../features/backup/restore';

// npm run restore -- FILE: loads a backup (npm run backup) into an empty database: PostgreSQL
// when DATABASE_URL is set, else the embedded one in DATA_DIR. Refuses a database that has
// anything in it; all or nothing.

const usage = 'Käyttö: npm run restore -- TIEDOSTO';

async function main() {
  const { positionals } = parseArgs({ allowPositionals: true, strict: true });
  if (positionals.length !== 1) throw new Error(usage);
  const file = path.resolve(positionals[0]!);
  const config = loadCommandConfig();
  requireRestoreTarget(config);
  const target = config.databaseUrl
    ? ({ kind: 'postgres', url: config.databaseUrl } as const)
    : ({ kind: 'pglite', dataDir: config.dataDir } as const);
  console.error(
    `Palautetaan ${file} ${target.kind === 'postgres' ? 'PostgreSQL-tietokantaan (DATABASE_URL)' : `sisäänrakennettuun tietokantaan (${config.dataDir})`}...`,
  );
  let shown = -1;
  const started = performance.now();
  const result = await restoreBackup(file, target, (p) => {
    const percent = Math.floor((p.bytesRead / Math.max(1, p.bytesTotal)) * 10) * 10;
    if (percent !== shown) {
      shown = percent;
      console.error(`  ${percent} %`);
    }
  });
  console.log(
    `Palautettu (${result.statements} lausetta, ${((performance.now() - started) / 1000).toFixed(1)} s). ` +
      'Käynnistä sovellus: npm start',
  );
}

main().catch((err: unknown) => {
  if (err instanceof DataDirLockedError) {
    console.error(`${err.message}\nPysäytä palvelin ensin.`);
  } else {
    console.error(err instanceof ConfigError || err instanceof Error ? err.message : err);
  }
  process.exit(1);
});
