// npm run bench:peak: election eve as a whole. Voter sessions arrive at rising rates; each is
// what a voter's browser asks of the server: the municipality with its statements
// (GET /api/municipalities/:id), the candidate list (GET /api/municipalities/:id/candidates),
// the visit (POST /api/statistics/visits) and the saved match (POST /api/matches). Photos are
// immutable and cached by the browser and any proxy, so they are not fetched. Sessions are
// spread over Helsinki, Tampere and Turku.
// Runs on PostgreSQL with ONE and with TWO instances of the built server (separate processes on
// different ports sharing one database, session i going to instance i mod N, as a load balancer
// spreads them). Every session is a new voter from a new client address in X-Forwarded-For,
// which the servers trust (TRUST_PROXY=1, as behind one reverse proxy; see docs/deploy.md), so
// the per-address limits meet real voters, not one benchmark address.
// The floor, climbed the same way in the same run: a bare node:http server in a process of its
// own answering every request with a small fixed JSON body from memory, i.e. what this machine
// and the load generator hold with no work at all.
// Prints, for each, the highest rate held with p99 <= 200 ms over all requests and 0 errors,
// next to Wahl-O-Mat's 106 sessions/s (9.2 M uses in the first 24 h of 2025) and the target of
// 530/s (five times that) with two instances.
// Knobs: BENCH_PEAK_SECONDS (seconds per rate, default 5), BENCH_PEAK_RATES (comma-separated
// sessions/s), BENCH_PEAK_INSTANCES (default "1,2"), BENCH_DATABASE_URL (the script creates
// and drops a fresh database there for each instance count), BENCH_LOG_LEVEL. Not part of
// npm test.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { CATEGORIES } from '#core/questions';
import {
  addressFor,
  BENCH_DATABASE_URL,
  ensureBuilt,
  formatTable,
  LOG_LEVEL,
  loadLine,
  startFloor,
  startOurServer,
  throwAwayDatabase,
  type OurServer,
  type Running,
} from './bench-load-support';
import {
  held,
  highestHeld,
  MAX_P99_MS,
  runStep,
  target,
  type SessionPlan,
  type StepResult,
} from './bench-peak-sessions';

const SECONDS = Number(process.env.BENCH_PEAK_SECONDS ?? 5);
const RATES = (process.env.BENCH_PEAK_RATES ?? '10,25,50,100,200,300,400,530,650,800,1000')
  .split(',')
  .map(Number)
  .filter((r) => r > 0);
const INSTANCES = (process.env.BENCH_PEAK_INSTANCES ?? '1,2').split(',').map(Number);
const WARMUP_SECONDS = 3;
/** Two steps in a row that do not hold end the climb (one may be a hiccup of a busy machine). */
const MISSES_TO_STOP = 2;
const WAHL_O_MAT_MEAN = 106;
const TARGET = 530;
const MUNICIPALITIES = ['091', '837', '853'] as const;
/** What all instances of the site share, as behind one reverse proxy. */
const PUBLIC_URL = 'http://vaalikone.bench.example';
const RUN = Date.now().toString(36);

/** One real candidate per municipality: a match names one (demo candidates are not saved). */
async function addCandidates(databaseUrl: string): Promise<Record<string, number>> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const ids: Record<string, number> = {};
    for (const m of MUNICIPALITIES) {
      const { rows } = await client.query<{ id: number }>(
        `insert into candidates (name, age, party, answers, municipality_id)
         values ('Kuormitus Testaaja', 70, 'Sitoutumaton', $1, $2) returning id`,
        [Array.from({ length: 25 }, (_, i) => (i % 5) + 1), m],
      );
      ids[m] = rows[0]!.id;
    }
    return ids;
  } finally {
    await client.end();
  }
}

function sessionPlan(candidateIds: Record<string, number>): SessionPlan {
  const categories = Object.fromEntries(CATEGORIES.map((c, i) => [c, 40 + i * 7]));
  return (n) => {
    const m = MUNICIPALITIES[n % MUNICIPALITIES.length]!;
    const voter = `peak-${RUN}-${n}`;
    const browser = { 'accept-encoding': 'gzip, deflate, br', 'x-forwarded-for': addressFor(n) };
    const write = { ...browser, origin: PUBLIC_URL, 'content-type': 'application/json' };
    return [
      { kind: 'municipality', method: 'GET', path: `/api/municipalities/${m}`, headers: browser },
      {
        kind: 'candidates',
        method: 'GET',
        path: `/api/municipalities/${m}/candidates`,
        headers: browser,
      },
      {
        kind: 'visit',
        method: 'POST',
        path: '/api/statistics/visits',
        headers: write,
        body: JSON.stringify({ p_user_uuid: voter, p_municipality_id: m }),
      },
      {
        kind: 'match',
        method: 'POST',
        path: '/api/matches',
        headers: write,
        body: JSON.stringify({
          municipality_id: m,
          user_id: voter,
          match_percentage: 73.5,
          category_matches: categories,
          candidate_id: candidateIds[m],
        }),
      },
    ];
  };
}

function stepLine(label: string, r: StepResult) {
  const kinds = Object.entries(r.p99ByKind)
    .map(([k, v]) => `${k} ${v}`)
    .join(', ');
  const others = Object.entries(r.statusCounts).filter(([s]) => !s.startsWith('2'));
  console.log(
    `  ${label} ${r.rate}/s: p50 ${r.p50Ms} ms, p99 ${r.p99Ms} ms (${kinds}), ` +
      `${r.started} sessions, ${r.requests} requests, ${r.errors} errors` +
      `${others.length ? ` ${JSON.stringify(Object.fromEntries(others))}` : ''} -> ` +
      `${held(r) ? 'held' : 'not held'} (generator lag p99 ${r.lagP99Ms} ms)`,
  );
}

/** Warms up at the first rate, then climbs the rates until two in a row do not hold. */
async function climbOn(label: string, servers: Running[], plan: SessionPlan) {
  const targets = servers.map((s) => target(s.baseURL));
  const results: StepResult[] = [];
  try {
    await runStep(targets, plan, RATES[0]!, WARMUP_SECONDS);
    let misses = 0;
    for (const rate of RATES) {
      const r = await runStep(targets, plan, rate, SECONDS);
      stepLine(label, r);
      results.push(r);
      misses = held(r) ? 0 : misses + 1;
      if (misses >= MISSES_TO_STOP) break;
    }
  } finally {
    for (const t of targets) t.agent.destroy();
  }
  return results;
}

/** Starts the instances one after another (each migrates the database on start), runs the climb. */
async function climb(instances: number): Promise<StepResult[]> {
  const database = await throwAwayDatabase('bench_peak');
  const servers: OurServer[] = [];
  try {
    const site = { publicUrl: PUBLIC_URL, authSecret: randomBytes(32).toString('hex') };
    for (let i = 0; i < instances; i++) servers.push(await startOurServer(database.url, site));
    const plan = sessionPlan(await addCandidates(database.url));
    return await climbOn(`${instances} instance(s)`, servers, plan);
  } finally {
    for (const s of servers) await s.stop();
    await database.drop();
  }
}

async function climbFloor(): Promise<StepResult[]> {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'vk-bench-peak-'));
  let floor: Running | undefined;
  try {
    const bodyFile = path.join(tmp, 'body.json');
    fs.writeFileSync(bodyFile, '{"success":true,"recorded":true}');
    floor = await startFloor({
      FLOOR_MODE: 'read',
      FLOOR_BODY_FILE: bodyFile,
      FLOOR_HEADERS: JSON.stringify({ 'content-type': 'application/json' }),
    });
    return await climbOn('floor', [floor], sessionPlan({ '091': 1, '837': 2, '853': 3 }));
  } finally {
    await floor?.stop();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

ensureBuilt();
console.log('== bench:peak (PostgreSQL) ==');
console.log(loadLine('at start'));
console.log(
  `voter sessions (municipality, candidate list, visit, match save; photos cached) at rising ` +
    `rates, ${SECONDS} s per rate after ${WARMUP_SECONDS} s of warm-up, open loop; ` +
    `held = p99 <= ${MAX_P99_MS} ms over all requests and 0 errors; server LOG_LEVEL=${LOG_LEVEL}; ` +
    `database on ${new URL(BENCH_DATABASE_URL).host}; node ${process.version}`,
);
const summary: string[][] = [];
const summarize = (label: string, results: StepResult[], targetRow: boolean) => {
  const best = highestHeld(results);
  const bestStep = results.find((r) => r.rate === best);
  summary.push([
    label,
    best ? `${best}/s` : 'none held',
    bestStep ? `${bestStep.p99Ms} ms` : '-',
    `${(best / WAHL_O_MAT_MEAN).toFixed(1)}x`,
    targetRow ? (best >= TARGET ? 'yes' : 'no') : '-',
  ]);
};
for (const instances of INSTANCES) {
  summarize(
    `${instances} instance${instances === 1 ? '' : 's'}`,
    await climb(instances),
    instances === 2,
  );
  console.log(loadLine(`after ${instances} instance(s)`));
}
summarize('floor: bare node:http, fixed bytes', await climbFloor(), false);
console.log(loadLine('after the floor'));
console.log('');
console.log(
  formatTable(
    ['setup', 'highest held', 'p99 there', 'vs 106/s', `target ${TARGET}/s (two instances)`],
    summary,
  ),
);
console.log(
  `Wahl-O-Mat 2025: 9.2 M uses in the first 24 h = ${WAHL_O_MAT_MEAN} sessions/s on average; ` +
    `target with two instances on this machine: >= ${TARGET}/s (five times that mean)`,
);
console.log(loadLine('at end'));
