// npm run bench:peak: election eve as a whole, at a national election's size (issue #37).
// Voter sessions arrive at rising rates, each what a voter's browser asks of the server
// (scripts/bench-peak-election.ts: municipality, visit, ranking file, match, profiles file, and
// for 30 % of voters the details file), spread over the municipalities by their candidates on
// the national seed (292 municipalities, 35,000 candidates, Helsinki 1,200; BENCH_PEAK_SEED=demo
// for the demo's three municipalities).
// Runs on PostgreSQL with ONE and with TWO instances of the built server (separate processes on
// different ports sharing one database, session i going to instance i mod N, as a load balancer
// spreads them). Every session is a new voter from a new client address in X-Forwarded-For,
// which the servers trust (TRUST_PROXY=1, as behind one reverse proxy; see docs/deploy.md), so
// the per-address limits meet real voters, not one benchmark address. Every file is read once
// on each instance before the climb (a warm cache, as on election eve).
// Two passes per instance count: the voters alone, then the same climb while an admin approves
// one pending submission a second in a random municipality (scripts/bench-peak-approvals.ts),
// so caches are rebuilt under load, with the worst time a stale list was served after one.
// The floor, climbed the same way in the same run: a bare node:http server in a process of its
// own answering every GET with the bytes our server sent for that path and every POST with a
// small fixed body, from memory: what this machine and the load generator hold with no work.
// Prints each setup's ceiling (the highest rate held with p99 <= 200 ms over all requests and
// 0 errors), two instances' share of the floor's ceiling (target >= 50 %) and Wahl-O-Mat's
// 106 sessions/s (9.2 M uses in the first 24 h of 2025) for scale.
// Knobs: BENCH_PEAK_SECONDS (seconds per rate, default 5), BENCH_PEAK_RATES (comma-separated
// sessions/s), BENCH_PEAK_INSTANCES (default "1,2"), BENCH_PEAK_APPROVALS (unset: both passes;
// 0: voters alone; 1: with approvals only), BENCH_PEAK_SEED (national | demo),
// BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test; the script creates and
// drops a database there per instance count), BENCH_LOG_LEVEL. Not part of npm test.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
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
  shareOfFloor,
  target,
  type SessionPlan,
  type StepResult,
} from './bench-peak-sessions';
import {
  DETAILS_SHARE,
  readEveryFile,
  seedBenchElection,
  voterSessions,
  writeFloorFiles,
  type CapturedFile,
  type Election,
} from './bench-peak-election';
import { approvalLine, signIn, startApprovals, type ApprovalReport } from './bench-peak-approvals';

const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const SECONDS = Number(process.env.BENCH_PEAK_SECONDS ?? 5);
const RATES = (
  process.env.BENCH_PEAK_RATES ??
  '25,50,100,150,200,300,400,530,650,800,1000,1300,1600,2000,2500,3200,4000'
)
  .split(',')
  .map(Number)
  .filter((r) => r > 0);
const INSTANCES = (process.env.BENCH_PEAK_INSTANCES ?? '1,2').split(',').map(Number);
const PASSES = {
  alone: process.env.BENCH_PEAK_APPROVALS !== '1',
  approvals: process.env.BENCH_PEAK_APPROVALS !== '0',
};
const SEED = process.env.BENCH_PEAK_SEED === 'demo' ? 'demo' : 'national';
const WARMUP_SECONDS = 3;
/** Two steps in a row that do not hold end the climb (one may be a hiccup of a busy machine). */
const MISSES_TO_STOP = 2;
const WAHL_O_MAT_MEAN = 106;
const TARGET_SHARE = 50;
/** What all instances of the site share, as behind one reverse proxy. */
const PUBLIC_URL = 'http://vaalikone.bench.example';
const RUN = Date.now().toString(36);

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

interface Climbed {
  alone?: StepResult[];
  approvals?: { results: StepResult[]; report: ApprovalReport };
  election: Election;
  files: CapturedFile[];
}

/** One database and N instances: warms every instance, then climbs once or twice. */
async function climb(instances: number): Promise<Climbed> {
  const database = await throwAwayDatabase('bench_peak', DATABASE_URL);
  const servers: OurServer[] = [];
  try {
    const site = { publicUrl: PUBLIC_URL, authSecret: randomBytes(32).toString('hex') };
    const seeding = performance.now();
    const election = await seedBenchElection(database.url, site, SEED);
    const candidates = election.municipalities.reduce((sum, m) => sum + m.candidates, 0);
    console.log(
      `  seeded ${String(election.municipalities.length)} municipalities, ` +
        `${candidates.toLocaleString('en')} candidates, ${String(election.pending.length)} ` +
        `pending submissions in ${Math.round(performance.now() - seeding)} ms`,
    );
    for (let i = 0; i < instances; i++) servers.push(await startOurServer(database.url, site));
    let files: CapturedFile[] = [];
    for (const s of servers) {
      const warming = performance.now();
      files = await readEveryFile(s.baseURL, election);
      console.log(
        `  ${s.baseURL}: every file read once (${String(files.length)} files) in ` +
          `${Math.round(performance.now() - warming)} ms`,
      );
    }
    const plan = voterSessions(election, PUBLIC_URL, RUN);
    const label = `${instances} instance${instances === 1 ? '' : 's'}`;
    const climbed: Climbed = { election, files };
    if (PASSES.alone) climbed.alone = await climbOn(label, servers, plan);
    if (PASSES.approvals) {
      const cookie = await signIn(servers[0]!.baseURL, PUBLIC_URL);
      const admin = startApprovals(
        servers.map((s) => s.baseURL),
        cookie,
        PUBLIC_URL,
        election,
      );
      let results: StepResult[] = [];
      try {
        results = await climbOn(`${label} + approvals`, servers, plan);
      } finally {
        const report = await admin.stop();
        console.log(approvalLine(`${label} + approvals`, report));
        climbed.approvals = { results, report };
      }
    }
    return climbed;
  } finally {
    for (const s of servers) await s.stop();
    await database.drop();
  }
}

async function climbFloor(election: Election, files: CapturedFile[]): Promise<StepResult[]> {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'vk-bench-peak-'));
  let floor: Running | undefined;
  try {
    const bytes = writeFloorFiles(tmp, files);
    console.log(
      `  floor: ${String(files.length)} files, ${(bytes / 1e6).toFixed(1)} MB as our server sent them`,
    );
    floor = await startFloor({ FLOOR_MODE: 'files', FLOOR_FILES_DIR: tmp });
    return await climbOn('floor', [floor], voterSessions(election, PUBLIC_URL, RUN));
  } finally {
    await floor?.stop();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

ensureBuilt();
console.log(`== bench:peak (PostgreSQL, ${SEED} seed) ==`);
console.log(loadLine('at start'));
console.log(
  `voter sessions (municipality, visit, ranking file, match save, profiles file; details file ` +
    `for ${String(DETAILS_SHARE * 100)} %; photos cached) spread over the municipalities by ` +
    `their candidates, at rising rates, ${SECONDS} s per rate after ${WARMUP_SECONDS} s of ` +
    `warm-up, open loop; held = p99 <= ${MAX_P99_MS} ms over all requests and 0 errors; ` +
    `server LOG_LEVEL=${LOG_LEVEL}; database on ` +
    `${new URL(DATABASE_URL).host}; node ${process.version}`,
);
const ceilings: { label: string; instances?: number; approvals: boolean; results: StepResult[] }[] =
  [];
let last: Climbed | undefined;
const reports: [string, ApprovalReport][] = [];
for (const instances of INSTANCES) {
  console.log(`-- ${String(instances)} instance(s)`);
  const climbed = await climb(instances);
  const label = `${String(instances)} instance${instances === 1 ? '' : 's'}`;
  if (climbed.alone) ceilings.push({ label, instances, approvals: false, results: climbed.alone });
  if (climbed.approvals) {
    ceilings.push({
      label: `${label} + approvals`,
      instances,
      approvals: true,
      results: climbed.approvals.results,
    });
    reports.push([label, climbed.approvals.report]);
  }
  last = climbed;
  console.log(loadLine(`after ${String(instances)} instance(s)`));
}
console.log('-- floor');
const floorResults = await climbFloor(last!.election, last!.files);
console.log(loadLine('after the floor'));
const floorCeiling = highestHeld(floorResults);

const rows = [
  ...ceilings,
  { label: 'floor: bare node:http, same bytes', results: floorResults },
].map(({ label, results }) => {
  const best = highestHeld(results);
  const bestStep = results.find((r) => r.rate === best);
  const tried = results.at(-1)?.rate;
  return [
    label,
    best ? `${String(best)}/s` : 'none held',
    bestStep ? `${String(bestStep.p99Ms)} ms` : '-',
    tried === best ? `${String(best)}/s (top rate, held)` : `${String(tried ?? '-')}/s`,
    `${String(shareOfFloor(best, floorCeiling))} %`,
    `${(best / WAHL_O_MAT_MEAN).toFixed(1)}x`,
  ];
});
console.log('');
console.log(
  formatTable(
    ['setup', 'ceiling (held)', 'p99 there', 'highest tried', "of floor's ceiling", 'vs 106/s'],
    rows,
  ),
);
for (const c of ceilings.filter((x) => x.instances === 2)) {
  const share = shareOfFloor(highestHeld(c.results), floorCeiling);
  console.log(
    `${c.approvals ? 'with an approval a second, t' : 'T'}wo instances hold ${String(share)} % of ` +
      `the floor's ceiling, target ≥ ${String(TARGET_SHARE)} %: ${share >= TARGET_SHARE ? 'met' : 'MISSED'}`,
  );
}
for (const [label, report] of reports) console.log(approvalLine(label, report).trim());
console.log(
  `Wahl-O-Mat 2025: 9.2 M uses in the first 24 h = ${WAHL_O_MAT_MEAN} sessions/s on average`,
);
console.log(loadLine('at end'));
