import { readMigrationFiles } from 'drizzle-orm/migrator';
import { sql } from 'drizzle-orm';
import { findMigrationsFolder, type Database, type Tx } from '../../db/client';

// A backup is one plain-SQL file that psql (or `npm run restore`) loads into an empty database
// of either kind: the schema as this version's migrations build it, then every row, then the
// sequences. It is made inside one transaction, so it is one consistent snapshot: on PostgreSQL
// a REPEATABLE READ, READ ONLY transaction (other requests go on); on the embedded database a
// transaction, which PGlite runs alone (other queries wait until the dump is written, so a
// download is written to a private file first and sent from there: backup.routes.ts).
// docs/decisions/0030-backups-made-by-the-app.md says why the app writes it instead of pg_dump.

/** Where the dump's text goes; awaited, so a slow sink holds the dump (a disk, never a network). */
export type DumpSink = (text: string) => Promise<void> | void;

export const MIGRATIONS_SCHEMA = 'drizzle';
export const MIGRATIONS_TABLE = '__drizzle_migrations';
/** The first line of every backup (restore checks for it). */
export const DUMP_MAGIC = '-- Eläkeläisten vaalikone: varmuuskopio';
/** Rows are written in INSERT statements of about this many characters. */
const STATEMENT_CHARS = 1_000_000;
const FETCH_ROWS = 500;

/**
 * Tables whose rows are live secrets: a session token signs in, a verification row (a password
 * reset) sets a password. A backup leaves their rows out (issue #32 F2): after a restore the
 * admins sign in again with their passwords and ask for a pending reset again.
 */
const ROWS_LEFT_OUT = new Set(['auth_session', 'auth_verification']);

export class BackupError extends Error {
  override name = 'BackupError';
}

interface TableInfo {
  oid: number;
  schema: string;
  name: string;
  columns: string[];
}

export const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;
export const literal = (value: string) => `'${value.replaceAll("'", "''")}'`;
const qualified = (t: { schema: string; name: string }) => `${ident(t.schema)}.${ident(t.name)}`;

async function rows<Row>(tx: Tx, text: string): Promise<Row[]> {
  const result = (await tx.execute(sql.raw(text))) as unknown as { rows: Row[] };
  return result.rows;
}

/** Every table of the app's schemas, parents before the tables whose foreign keys point to them. */
async function tablesInLoadOrder(tx: Tx): Promise<TableInfo[]> {
  const tables = await rows<{ oid: number; schema: string; name: string }>(
    tx,
    `select c.oid::int as oid, n.nspname as schema, c.relname as name
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind in ('r', 'p') and n.nspname in ('public', '${MIGRATIONS_SCHEMA}')
      order by n.nspname, c.relname`,
  );
  const columns = await rows<{ oid: number; name: string }>(
    tx,
    `select a.attrelid::int as oid, a.attname as name
       from pg_attribute a join pg_class c on c.oid = a.attrelid
       join pg_namespace n on n.oid = c.relnamespace
      where n.nspname in ('public', '${MIGRATIONS_SCHEMA}') and c.relkind in ('r', 'p')
        and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
      order by a.attrelid, a.attnum`,
  );
  const references = await rows<{ child: number; parent: number }>(
    tx,
    `select conrelid::int as child, confrelid::int as parent from pg_constraint
      where contype = 'f' and conrelid <> confrelid`,
  );
  const byOid = new Map(tables.map((t) => [t.oid, { ...t, columns: [] as string[] }]));
  for (const c of columns) byOid.get(c.oid)?.columns.push(c.name);
  const ordered: TableInfo[] = [];
  const state = new Map<number, 'visiting' | 'done'>();
  const visit = (oid: number) => {
    const s = state.get(oid);
    if (s === 'done') return;
    if (s === 'visiting') throw new BackupError('Taulujen viiteavaimet muodostavat kehän.');
    state.set(oid, 'visiting');
    for (const r of references) if (r.child === oid && byOid.has(r.parent)) visit(r.parent);
    state.set(oid, 'done');
    ordered.push(byOid.get(oid)!);
  };
  for (const t of tables) visit(t.oid);
  return ordered;
}

/** The migrations this version of the app has; the database must have exactly these. */
function checkMigrations(applied: { hash: string }[]) {
  const code = readMigrationFiles({ migrationsFolder: findMigrationsFolder() });
  const same = applied.length === code.length && code.every((m, i) => m.hash === applied[i]?.hash);
  if (!same) {
    throw new BackupError(
      'Tietokannan rakenne on eri versiota kuin tämä sovellus (tietokannassa ' +
        `${applied.length} muutosta, sovelluksessa ${code.length}). Käynnistä ensin ` +
        'sovelluksen tämä versio kerran, jotta se päivittää tietokannan, ja ota sitten varmuuskopio.',
    );
  }
  return code;
}

/** One row as the values of an INSERT: each column as its type's text form, or NULL. */
function rowValues(row: Record<string, string | null>, columns: string[]): string {
  const values = columns.map((c) => {
    const v = row[c];
    return v === null || v === undefined ? 'NULL' : literal(v);
  });
  return `(${values.join(', ')})`;
}

async function dumpTable(tx: Tx, table: TableInfo, out: DumpSink) {
  if (table.columns.length === 0) return 0;
  const cols = table.columns.map(ident).join(', ');
  const cursor = `vaalikone_dump_${table.oid}`;
  // Every value as text (bytea in hex, jsonb, enums, arrays, timestamps in ISO form): the type's
  // input function reads the same text back, on either kind of database.
  await tx.execute(
    sql.raw(
      `declare ${cursor} no scroll cursor for select ${table.columns
        .map((c) => `${ident(c)}::text as ${ident(c)}`)
        .join(', ')} from ${qualified(table)}`,
    ),
  );
  const head = `INSERT INTO ${qualified(table)} (${cols}) OVERRIDING SYSTEM VALUE VALUES\n`;
  let count = 0;
  let pending: string[] = [];
  let pendingChars = 0;
  const flush = async () => {
    if (pending.length === 0) return;
    await out(`${head}${pending.join(',\n')};\n`);
    pending = [];
    pendingChars = 0;
  };
  for (;;) {
    const batch = await rows<Record<string, string | null>>(
      tx,
      `fetch forward ${FETCH_ROWS} from ${cursor}`,
    );
    for (const row of batch) {
      const values = rowValues(row, table.columns);
      if (pendingChars + values.length > STATEMENT_CHARS) await flush();
      pending.push(values);
      pendingChars += values.length;
      count++;
    }
    if (batch.length < FETCH_ROWS) break;
  }
  await flush();
  await tx.execute(sql.raw(`close ${cursor}`));
  return count;
}

export interface DumpSummary {
  tables: number;
  rows: number;
}

/** Writes the whole database as one plain-SQL backup to `out`, from one snapshot. */
export async function dumpDatabase(database: Database, out: DumpSink): Promise<DumpSummary> {
  const run = async (tx: Tx): Promise<DumpSummary> => {
    // The same text for the same values whatever the server's own settings.
    // One statement per call: PGlite's extended protocol takes no more.
    for (const setting of [
      "set local timezone = 'UTC'",
      "set local datestyle = 'ISO, YMD'",
      "set local intervalstyle = 'postgres'",
      'set local extra_float_digits = 3',
    ]) {
      await tx.execute(sql.raw(setting));
    }
    const applied = await rows<{ hash: string }>(
      tx,
      `select hash from ${ident(MIGRATIONS_SCHEMA)}.${ident(MIGRATIONS_TABLE)} order by id`,
    );
    const migrations = checkMigrations(applied);
    const tables = await tablesInLoadOrder(tx);
    await out(
      `${DUMP_MAGIC} (${new Date().toISOString()}, ${database.kind === 'pglite' ? 'sisäänrakennettu tietokanta' : 'PostgreSQL'})\n` +
        '-- Palautus tyhjään tietokantaan: npm run restore -- TIEDOSTO (tai psql -v ON_ERROR_STOP=1 -f TIEDOSTO).\n' +
        "SET client_encoding = 'UTF8';\nSET standard_conforming_strings = on;\n" +
        'SET check_function_bodies = false;\nSET client_min_messages = warning;\nBEGIN;\n\n' +
        '-- Rakenne (sovelluksen tietokantamuutokset)\n' +
        `CREATE SCHEMA IF NOT EXISTS ${ident(MIGRATIONS_SCHEMA)};\n` +
        `CREATE TABLE IF NOT EXISTS ${ident(MIGRATIONS_SCHEMA)}.${ident(MIGRATIONS_TABLE)} ` +
        '(id SERIAL PRIMARY KEY, hash text NOT NULL, created_at bigint);\n',
    );
    for (const migration of migrations) {
      for (const statement of migration.sql) {
        const text = statement.trim();
        if (text) await out(`${text}${text.endsWith(';') ? '' : ';'}\n`);
      }
    }
    // Triggers (the public cache's change notices) stay off while the rows go in.
    await out('\n-- Tiedot\n');
    for (const t of tables) await out(`ALTER TABLE ${qualified(t)} DISABLE TRIGGER USER;\n`);
    // Some migrations insert rows of their own (content versions…): the backup's replace them.
    for (const t of tables.toReversed()) await out(`DELETE FROM ${qualified(t)};\n`);
    let total = 0;
    for (const t of tables) {
      if (t.schema === 'public' && ROWS_LEFT_OUT.has(t.name))
        await out(`-- ${qualified(t)}: rivejä ei varmuuskopioida (istunnot ja palautuslinkit).\n`);
      else total += await dumpTable(tx, t, out);
    }
    for (const t of tables) await out(`ALTER TABLE ${qualified(t)} ENABLE TRIGGER USER;\n`);
    const sequences = await rows<{ schema: string; name: string; value: string | null }>(
      tx,
      `select schemaname as schema, sequencename as name, last_value::text as value
         from pg_sequences where schemaname in ('public', '${MIGRATIONS_SCHEMA}')
        order by 1, 2`,
    );
    for (const s of sequences) {
      if (s.value === null || !/^-?\d+$/.test(s.value)) continue;
      await out(`SELECT pg_catalog.setval(${literal(qualified(s))}, ${s.value}, true);\n`);
    }
    await out(`COMMIT;\n-- Valmis: ${tables.length} taulua, ${total} riviä.\n`);
    return { tables: tables.length, rows: total };
  };
  return database.kind === 'postgres'
    ? database.db.transaction(run, { isolationLevel: 'repeatable read', accessMode: 'read only' })
    : database.db.transaction(run);
}
