// npm run bench:import: imports the Ministry of Justice's candidate file at a national
// election's size (35,000 candidates over every municipality in the machine) and re-imports a
// corrected copy (every tenth profession changed), on the embedded database (in-memory PGlite)
// and, with DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test; BENCH_PG=0 skips it),
// on PostgreSQL in a database the script creates and drops. Target: a whole import in 5 s
// (docs/official-candidates.md); the parse-and-compare step alone is printed next to it.
import os from 'node:os';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { REFERENCE_MUNICIPALITIES } from '#core/municipalities';
import { openDatabase, type DatabaseOptions } from '#server/db/client';
import { participatingMunicipalities } from '#server/db/schema';
import { bootstrapDatabase } from '#server/db/seed';
import {
  importOfficialList,
  previewImport,
} from '#server/features/official-candidates/official-import.service';
import { generatedMinistryLines, ministryFile } from '../tests/official-fixtures';

const ROWS = Number(process.env.BENCH_ROWS ?? 35_000);
const TARGET_MS = 5000;
const actor = { id: null, email: 'bench@example.fi' };
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

async function timed<T>(fn: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const value = await fn();
  return [value, performance.now() - started];
}

const ms = (n: number) => `${Math.round(n).toLocaleString('fi')} ms`;

async function bench(label: string, options: DatabaseOptions) {
  const database = await openDatabase(options);
  try {
    await bootstrapDatabase(database.db, 'jarjestelma');
    const codes = REFERENCE_MUNICIPALITIES.filter((m) => !m.aland).map((m) => m.code);
    await database.db
      .insert(participatingMunicipalities)
      .values(codes.map((municipalityId) => ({ municipalityId })))
      .onConflictDoNothing();
    const file = ministryFile(generatedMinistryLines(ROWS, codes));
    const corrected = ministryFile(generatedMinistryLines(ROWS, codes, 1));
    const mb = (file.byteLength / 1024 / 1024).toFixed(1);
    console.log(
      `\n== ${label}: ${ROWS.toLocaleString('fi')} rows, ${codes.length} municipalities, ${mb} MB ==`,
    );
    const [preview, previewMs] = await timed(() => previewImport(database.db, file, null));
    const [first, firstMs] = await timed(() => importOfficialList(database.db, file, null, actor));
    const [second, secondMs] = await timed(() =>
      importOfficialList(database.db, corrected, null, actor),
    );
    const [, sameMs] = await timed(() => importOfficialList(database.db, corrected, null, actor));
    const sum = (s: typeof first, key: 'new' | 'changed' | 'unchanged') =>
      s.municipalities.reduce((n, m) => n + m[key], 0);
    if (sum(preview, 'new') !== ROWS || sum(first, 'new') !== ROWS)
      throw new Error('the import did not add every row');
    if (sum(second, 'changed') !== ROWS / 10)
      throw new Error('the re-import changed the wrong rows');
    const verdict = (n: number) => (n <= TARGET_MS ? 'within target' : 'OVER TARGET');
    console.log(`preview (read, parse, compare; writes nothing)  ${ms(previewMs)}`);
    console.log(
      `first import (${sum(first, 'new')} new)            ${ms(firstMs)}   target ${ms(TARGET_MS)}: ${verdict(firstMs)}`,
    );
    console.log(
      `corrected file (${sum(second, 'changed')} changed)       ${ms(secondMs)}   target ${ms(TARGET_MS)}: ${verdict(secondMs)}`,
    );
    console.log(
      `same file again (nothing changes)     ${ms(sameMs)}   target ${ms(TARGET_MS)}: ${verdict(sameMs)}`,
    );
  } finally {
    await database.close();
  }
}

console.log(`load at start: ${load()}`);
await bench('PGlite (embedded, in memory)', { kind: 'pglite', dataDir: null });
if (process.env.BENCH_PG !== '0') {
  const baseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const name = `vk_bench_import_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  try {
    await bench('PostgreSQL', { kind: 'postgres', url: url.toString(), poolSize: 2 });
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
console.log(`\nload at end: ${load()}`);
