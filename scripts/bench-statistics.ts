// npm run bench:statistics: times the admin statistics endpoint against selecting every row and
// computing in JavaScript (how the product we rebuilt did it), on PostgreSQL with 1,000,000 visits and on
// in-memory PGlite with 100,000. PostgreSQL: DATABASE_URL (default
// postgres://postgres@127.0.0.1:5432/test); the script creates and drops its own database there.
// Budget: the endpoint answers within 300 ms at 1,000,000 visits on PostgreSQL and is at least
// 30 times faster than selecting everything. The summaries hold all but a realistic tail of raw
// rows the summarizer has not reached yet (docs/decisions/0021-statistics-summarizer.md).
import { randomUUID } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { createUser, signIn, testConfig, type TestContext } from '../tests/factories';
import { createApp } from '#server/app';
import { buildDeps } from '#server/deps';
import { openDatabase, type Database, type DatabaseOptions } from '#server/db/client';
import { bootstrapDatabase } from '#server/db/seed';
import { createLogger } from '#server/logger';
import type { Statistics } from '#server/features/statistics/statistics.service';
import { summarizeStatistics } from '#server/jobs/summarizer';
import { generateMunicipality, type Scale } from './bench-statistics-data';
import { naiveStatistics } from './bench-statistics-naive';

const BUDGET_MS = 300;
const MIN_SPEEDUP = 30;
const baseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

interface Run {
  label: string;
  options: DatabaseOptions;
  /** The municipality that is timed, and a smaller neighbour so the filter has work to do. */
  scales: Scale[];
  endpointRuns: number;
  naiveRuns: number;
  /** Raw rows above the summarizer's watermark when the statistics are read. */
  tail: { visits: number; matches: number };
}

/** Visits and matches above the summarizer's watermark. */
async function tailSize(database: Database) {
  const result = await database.db.execute(sql`
    select (select count(*) from visit_events
            where xact >= (select below from statistics_watermark))::int as visits,
           (select count(*) from matches
            where xact >= (select below from statistics_watermark))::int as matches`);
  return (result as unknown as { rows: { visits: number; matches: number }[] }).rows[0]!;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const millis = (ms: number) => `${ms.toFixed(1)} ms`;
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

async function timed<T>(fn: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const value = await fn();
  return [value, performance.now() - started];
}

async function context(database: Database): Promise<TestContext> {
  const config = testConfig();
  await bootstrapDatabase(database.db, config.systemOrgSlug);
  const deps = buildDeps(config, database, createLogger('silent'));
  return { app: createApp(deps), deps, database, config, close: () => database.close() };
}

async function bench(run: Run) {
  console.log(`\n== ${run.label} ==`);
  const database = await openDatabase(run.options);
  try {
    const ctx = await context(database);
    for (const scale of run.scales) {
      const [parts, ms] = await timed(() => generateMunicipality(database.db, scale));
      const detail = Object.entries(parts)
        .map(([table, t]) => `${table} ${seconds(t)}`)
        .join(', ');
      console.log(
        `generated ${scale.municipalityId}: ${scale.visits.toLocaleString('fi')} visits, ` +
          `${scale.matches.toLocaleString('fi')} matches, ${scale.candidates} candidates ` +
          `in ${seconds(ms)} (${detail})`,
      );
    }
    // The summarizer adds everything to the summaries (the server runs it every few seconds;
    // here once for the whole history). Transactions elsewhere on the server can hold it back.
    const [, summarizeMs] = await timed(async () => {
      const deadline = Date.now() + 120_000;
      while ((await tailSize(database)).visits > 0 && Date.now() < deadline) {
        await summarizeStatistics(database.db);
      }
    });
    console.log(`summarizer: all rows into the summaries in ${seconds(summarizeMs)}`);
    // Then the raw rows a running server has not summarized yet: a few seconds of peak writes
    // (the summarizer runs every 2 s by default); the statistics add them to the summaries.
    const id0 = run.scales[0]!;
    await generateMunicipality(database.db, { ...id0, ...run.tail, candidates: 0 }, { tail: true });
    await database.db.execute(sql`analyze`);
    const tail = await tailSize(database);
    console.log(
      `raw rows not summarized when timed: ${tail.visits.toLocaleString('fi')} visits, ` +
        `${tail.matches.toLocaleString('fi')} matches`,
    );

    await createUser(ctx, { email: 'bench@example.fi', superAdmin: true });
    const cookie = await signIn(ctx, 'bench@example.fi');
    const id = run.scales[0]!.municipalityId;
    const endpoint = async (path: string) => {
      const res = await ctx.app.request(path, { headers: { Cookie: cookie } });
      if (res.status !== 200) throw new Error(`${path}: ${res.status} ${await res.text()}`);
      return res.json();
    };

    const path = `/api/admin/municipalities/${id}/statistics`;
    await endpoint(path); // warm-up: plans, caches, JIT of the JavaScript
    const endpointTimes: number[] = [];
    let fromEndpoint: unknown;
    for (let i = 0; i < run.endpointRuns; i++) {
      const [body, ms] = await timed(() => endpoint(path));
      endpointTimes.push(ms);
      fromEndpoint = body;
    }
    const [, rangeMs] = await timed(() => endpoint(`${path}?from=2026-03-01&to=2026-03-31`));
    const [, overallMs] = await timed(() => endpoint('/api/admin/statistics'));

    const naiveTimes: number[] = [];
    let naive: Statistics | undefined;
    for (let i = 0; i < run.naiveRuns; i++) {
      const [result, ms] = await timed(() => naiveStatistics(database.db, id));
      naiveTimes.push(ms);
      naive = result;
    }

    const endpointMs = median(endpointTimes);
    const naiveMs = median(naiveTimes);
    const differing = Object.keys(naive!).filter(
      (k) =>
        !isDeepStrictEqual(
          (fromEndpoint as Record<string, unknown>)[k],
          (naive as unknown as Record<string, unknown>)[k],
        ),
    );
    console.log(
      `endpoint GET ${path}: median ${millis(endpointMs)} of ${run.endpointRuns} ` +
        `(min ${millis(Math.min(...endpointTimes))}, max ${millis(Math.max(...endpointTimes))})`,
    );
    console.log(
      `  with a one-month range: ${millis(rangeMs)}; all municipalities: ${millis(overallMs)}`,
    );
    console.log(
      `select everything + JavaScript: median ${millis(naiveMs)} of ${run.naiveRuns} ` +
        `(min ${millis(Math.min(...naiveTimes))}, max ${millis(Math.max(...naiveTimes))})`,
    );
    console.log(`ratio: ${(naiveMs / endpointMs).toFixed(1)}x faster`);
    console.log(
      `same figures from both: ${differing.length === 0 ? 'yes' : `no (${differing.join(', ')})`}`,
    );
    return { endpointMs, naiveMs, same: differing.length === 0 };
  } finally {
    await database.close();
  }
}

async function withThrowAwayDatabase<T>(fn: (url: string) => Promise<T>): Promise<T> {
  const name = `vk_bench_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: baseUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  try {
    const url = new URL(baseUrl);
    url.pathname = `/${name}`;
    return await fn(url.toString());
  } finally {
    await admin(`drop database if exists ${name} with (force)`);
  }
}

const started = performance.now();
const postgres = await withThrowAwayDatabase((url) =>
  bench({
    label: 'PostgreSQL',
    options: { kind: 'postgres', url },
    scales: [
      {
        municipalityId: '091',
        city: 'Helsinki',
        visits: 1_000_000,
        matches: 300_000,
        candidates: 1_000,
      },
      { municipalityId: '837', city: 'Tampere', visits: 50_000, matches: 15_000, candidates: 200 },
    ],
    endpointRuns: 15,
    naiveRuns: 3,
    // About 7 s of writes at 1,500 a second: more than a 2 s summarizer interval leaves.
    tail: { visits: 10_000, matches: 3_000 },
  }),
);
await bench({
  label: 'PGlite (in memory)',
  options: { kind: 'pglite', dataDir: null },
  scales: [
    {
      municipalityId: '091',
      city: 'Helsinki',
      visits: 100_000,
      matches: 30_000,
      candidates: 1_000,
    },
    { municipalityId: '837', city: 'Tampere', visits: 5_000, matches: 1_500, candidates: 200 },
  ],
  endpointRuns: 15,
  naiveRuns: 3,
  tail: { visits: 2_000, matches: 600 },
});

const speedup = postgres.naiveMs / postgres.endpointMs;
const pass = postgres.endpointMs <= BUDGET_MS && speedup >= MIN_SPEEDUP && postgres.same;
console.log(
  `\n${pass ? 'PASS' : 'FAIL'}: PostgreSQL, 1,000,000 visits: endpoint ${millis(postgres.endpointMs)} ` +
    `(budget ${BUDGET_MS} ms), ${speedup.toFixed(1)}x faster than selecting everything ` +
    `(budget ${MIN_SPEEDUP}x)${postgres.same ? '' : ', figures differ'}. ` +
    `Whole run ${seconds(performance.now() - started)}.`,
);
process.exitCode = pass ? 0 : 1;
