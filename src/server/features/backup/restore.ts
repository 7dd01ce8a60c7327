import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { acquireDataDirLock } from '../../db/data-dir-lock';
import { BackupError, DUMP_MAGIC, MIGRATIONS_SCHEMA } from './dump';
import { SqlStatementSplitter } from './sql-statements';

// `npm run restore -- FILE`: loads a backup (dump.ts) into an empty database, PostgreSQL or the
// embedded one, statement by statement inside the backup's own transaction: all or nothing.

export type RestoreTarget = { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string };

interface Runner {
  query(text: string): Promise<{ rows: Record<string, unknown>[] }>;
  close(): Promise<void>;
}

async function connect(target: RestoreTarget): Promise<Runner> {
  if (target.kind === 'postgres') {
    const client = new pg.Client({
      connectionString: target.url,
      application_name: 'vaalikone-restore',
    });
    await client.connect();
    return {
      query: async (text) => ({
        rows: (await client.query(text)).rows as Record<string, unknown>[],
      }),
      close: () => client.end(),
    };
  }
  fs.mkdirSync(target.dataDir, { recursive: true, mode: 0o700 });
  const lock = acquireDataDirLock(target.dataDir);
  try {
    const db = new PGlite(path.join(target.dataDir, 'pgdata'));
    await db.waitReady;
    return {
      query: async (text) => {
        const results = await db.exec(text);
        return { rows: (results.at(-1)?.rows ?? []) as Record<string, unknown>[] };
      },
      close: async () => {
        await db.close();
        lock.release();
      },
    };
  } catch (err) {
    lock.release();
    throw err;
  }
}

/** The number of tables, sequences, views and types in the app's schemas (0: empty). */
async function objectCount(db: Runner): Promise<number> {
  const { rows } = await db.query(
    `select (select count(*) from pg_class c join pg_namespace n on n.oid = c.relnamespace
              where n.nspname in ('public', '${MIGRATIONS_SCHEMA}') and c.relkind in ('r','p','v','m','S','f'))
          + (select count(*) from pg_type t join pg_namespace n on n.oid = t.typnamespace
              where n.nspname = 'public' and t.typtype in ('e', 'd', 'r')) as n`,
  );
  return Number(rows[0]?.n ?? 0);
}

export interface RestoreProgress {
  bytesRead: number;
  bytesTotal: number;
  statements: number;
}

export interface RestoreResult {
  statements: number;
}

/** Checks the file's first line: a backup of this app, not some other SQL. */
async function checkHeader(file: string) {
  const handle = await fs.promises.open(file, 'r');
  try {
    const buf = Buffer.alloc(Buffer.byteLength(DUMP_MAGIC));
    await handle.read(buf, 0, buf.length, 0);
    if (buf.toString('utf8') !== DUMP_MAGIC) {
      throw new BackupError(
        `${file} ei ole tämän sovelluksen varmuuskopio (se tehdään komennolla npm run backup).`,
      );
    }
  } finally {
    await handle.close();
  }
}

export async function restoreBackup(
  file: string,
  target: RestoreTarget,
  onProgress?: (p: RestoreProgress) => void,
): Promise<RestoreResult> {
  const bytesTotal = (await fs.promises.stat(file)).size;
  await checkHeader(file);
  const db = await connect(target);
  let inTransaction = false;
  try {
    if ((await objectCount(db)) > 0) {
      throw new BackupError(
        'Kohdetietokanta ei ole tyhjä, joten varmuuskopiota ei palautettu. Palauta tyhjään ' +
          'tietokantaan: luo uusi tietokanta (PostgreSQL) tai käytä uutta, tyhjää DATA_DIR-kansiota, ' +
          'äläkä käynnistä sovellusta sitä vasten ennen palautusta.',
      );
    }
    const splitter = new SqlStatementSplitter();
    let statements = 0;
    let bytesRead = 0;
    const run = async (statement: string) => {
      if (/^begin$/i.test(statement)) inTransaction = true;
      await db.query(statement);
      if (/^commit$/i.test(statement)) inTransaction = false;
      statements++;
    };
    for await (const chunk of fs.createReadStream(file, {
      encoding: 'utf8',
      highWaterMark: 1 << 20,
    })) {
      const text = chunk as string;
      bytesRead += Buffer.byteLength(text);
      for (const statement of splitter.push(text)) await run(statement);
      onProgress?.({ bytesRead, bytesTotal, statements });
    }
    const tail = splitter.end();
    if (tail) await run(tail);
    if (inTransaction) throw new BackupError('Varmuuskopio on katkennut (COMMIT puuttuu lopusta).');
    return { statements };
  } catch (err) {
    if (inTransaction) await db.query('ROLLBACK').catch(() => {});
    throw err;
  } finally {
    await db.close();
  }
}
