// Shared code of the load benchmarks (npm run bench:read, bench:write, bench:peak): starting the
// built server and a floor server each in a process of its own, throw-away PostgreSQL databases,
// alternating autocannon rounds and the result table. The generator (autocannon) runs in the
// benchmark script's own process, so it never shares an event loop with a server it measures.
// Everything listens on 127.0.0.1 only.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';

export const ROOT = path.resolve(import.meta.dirname, '..');

/** Seconds per measured round, rounds per side (ours, floor, ours, floor, ...), warm-up seconds. */
export const ROUND_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
export const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
export const WARMUP_SECONDS = 2;
export const CONNECTIONS = 50;
/**
 * The server's log level. Logging is part of the real cost, but at `info` every request writes a
 * line; `warn` (the default here) logs only what an operator must see, as a busy production
 * server would be configured.
 */
export const LOG_LEVEL = process.env.BENCH_LOG_LEVEL ?? 'warn';
/**
 * `BENCH_METRICS=on` starts our server with `/metrics` on (a METRICS_TOKEN set), so its cost on
 * the hot paths shows against the floor of the same run; off (no token) by default, as deployed.
 */
export const METRICS = process.env.BENCH_METRICS === 'on' ? 'on' : 'off';
/**
 * `BENCH_SERVER_NODE_ARGS` (space-separated) go to node before our server's script, e.g.
 * `--cpu-prof --cpu-prof-dir=/tmp/prof` for a CPU profile of each instance.
 */
const SERVER_NODE_ARGS = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
export const BENCH_DATABASE_URL =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

// ---------------------------------------------------------------------------------------------
// Pure helpers (scripts/bench-load-support.test.ts)

export function median(xs: readonly number[]): number {
  if (xs.length === 0) return Number.NaN;
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

/** One autocannon round reduced to what the tables need. */
export interface Round {
  /** 2xx answers per second over the round. */
  okPerSecond: number;
  p99Ms: number;
  total: number;
  /** Non-2xx answers, connection errors and timeouts. */
  errors: number;
  statusCounts: Record<string, number>;
}

export interface Side {
  okPerSecond: number;
  p99Ms: number;
  errors: number;
  statusCounts: Record<string, number>;
}

/** Median req/s and median p99 over the rounds of one side; errors and statuses summed. */
export function summarize(rounds: readonly Round[]): Side {
  const statusCounts: Record<string, number> = {};
  for (const r of rounds) {
    for (const [code, n] of Object.entries(r.statusCounts)) {
      statusCounts[code] = (statusCounts[code] ?? 0) + n;
    }
  }
  return {
    okPerSecond: median(rounds.map((r) => r.okPerSecond)),
    p99Ms: median(rounds.map((r) => r.p99Ms)),
    errors: rounds.reduce((sum, r) => sum + r.errors, 0),
    statusCounts,
  };
}

export interface Target {
  /** Ours divided by the floor, at least. */
  minRatio: number;
  minPerSecond: number;
  maxP99Ms?: number;
  maxErrors?: number;
}

export interface Row {
  path: string;
  ours: Side;
  floor: Side;
}

export function targetMet(row: Row, target: Target): { met: boolean; misses: string[] } {
  const misses: string[] = [];
  const ratio = row.ours.okPerSecond / row.floor.okPerSecond;
  if (!(ratio >= target.minRatio)) misses.push(`ratio < ${pct(target.minRatio)}`);
  if (!(row.ours.okPerSecond >= target.minPerSecond)) {
    misses.push(`< ${target.minPerSecond.toLocaleString('en')}/s`);
  }
  if (target.maxP99Ms !== undefined && !(row.ours.p99Ms <= target.maxP99Ms)) {
    misses.push(`p99 > ${target.maxP99Ms} ms`);
  }
  if (target.maxErrors !== undefined && row.ours.errors > target.maxErrors) {
    misses.push(`${row.ours.errors} errors`);
  }
  return { met: misses.length === 0, misses };
}

const pct = (x: number) => `${Math.round(x * 100)} %`;
const perSecond = (x: number) => (Number.isFinite(x) ? Math.round(x).toLocaleString('en') : '-');
const ms = (x: number) => (Number.isFinite(x) ? `${x} ms` : '-');

/** A plain-text table, columns padded to their widest cell; numbers right-aligned. */
export function formatTable(header: readonly string[], rows: readonly (readonly string[])[]) {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: readonly string[]) =>
    cells
      .map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!)))
      .join('  ')
      .trimEnd();
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

export function resultTable(rows: readonly Row[], target: Target, withErrors: boolean): string {
  const header = [
    'path',
    'ours req/s',
    'ours p99',
    'floor req/s',
    'floor p99',
    'ratio',
    ...(withErrors ? ['ours errors', 'floor errors'] : []),
    'target met',
  ];
  const body = rows.map((row) => {
    const { met, misses } = targetMet(row, target);
    return [
      row.path,
      perSecond(row.ours.okPerSecond),
      ms(row.ours.p99Ms),
      perSecond(row.floor.okPerSecond),
      ms(row.floor.p99Ms),
      pct(row.ours.okPerSecond / row.floor.okPerSecond),
      ...(withErrors ? [String(row.ours.errors), String(row.floor.errors)] : []),
      met ? 'yes' : `no (${misses.join(', ')})`,
    ];
  });
  return formatTable(header, body);
}

/** A client address per request: 10.0.0.1, 10.0.0.2, ... (16.7 million before one repeats). */
export function addressFor(n: number): string {
  const i = (n % 0xfffffe) + 1;
  return `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;
}

/**
 * What a server wrote, in one line: how many log lines of each level and the distinct messages
 * of errors (a warning at start carries the one-time setup link, so messages of warnings are not
 * repeated). Lines that are not pino JSON are counted as "other".
 */
export function summarizeOutput(output: string): string {
  const levels: Record<string, number> = {};
  const errors = new Set<string>();
  const names: Record<number, string> = { 30: 'info', 40: 'warn', 50: 'error', 60: 'fatal' };
  for (const line of output.split('\n')) {
    if (!line.trim()) continue;
    let level = 'other';
    let msg: string | undefined;
    try {
      const parsed = JSON.parse(line) as { level?: number; msg?: string };
      level = names[parsed.level ?? 0] ?? String(parsed.level);
      msg = parsed.msg;
    } catch {
      // not a log line
    }
    levels[level] = (levels[level] ?? 0) + 1;
    if ((level === 'error' || level === 'fatal') && msg) errors.add(msg.slice(0, 200));
  }
  const counts = Object.entries(levels).map(([level, n]) => `${n} ${level}`);
  if (counts.length === 0) return 'no output';
  const detail = errors.size ? `; errors: ${[...errors].slice(0, 5).join(' | ')}` : '';
  return `output ${counts.join(', ')}${detail}`;
}

// ---------------------------------------------------------------------------------------------
// Processes

export function loadLine(when: string) {
  const [one, five, fifteen] = os.loadavg().map((x) => x.toFixed(2));
  return `machine load ${when}: ${one} ${five} ${fifteen} (1/5/15 min, ${os.cpus().length} cores)`;
}

/** Builds (npm run build) when dist/ is missing or older than the sources. */
export function ensureBuilt() {
  const result = spawnSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      "const { ensureBuild } = await import('./scripts/build-dir.mjs'); ensureBuild();",
    ],
    { cwd: ROOT, stdio: 'inherit' },
  );
  if (result.status !== 0) throw new Error('npm run build failed');
}

/**
 * Runs the built `create-admin` CLI (which migrates an empty database first) with `env`, for a
 * bench's first admin; throws with the CLI's output when it fails.
 */
export function createBenchAdmin(
  admin: { email: string; password: string },
  env: NodeJS.ProcessEnv,
): void {
  const created = spawnSync(
    process.execPath,
    [
      path.join(ROOT, 'dist', 'server', 'create-admin.js'),
      '--email',
      admin.email,
      '--password',
      admin.password,
    ],
    { cwd: ROOT, env, encoding: 'utf8' },
  );
  if (created.status !== 0) {
    throw new Error(`create-admin failed: ${created.stdout}${created.stderr}`);
  }
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

export interface Running {
  baseURL: string;
  stop(): Promise<void>;
}

async function spawnAndWait(
  args: string[],
  env: Record<string, string>,
  readyPath: string,
  port: number,
): Promise<Running> {
  let output = '';
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const baseURL = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) {
      throw new Error(`${args.join(' ')} exited with ${child.exitCode}:\n${output}`);
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`${args.join(' ')} did not answer within 120 s:\n${output}`);
    }
    try {
      if ((await fetch(`${baseURL}${readyPath}`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    baseURL,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
      console.log(`  ${path.basename(args.at(-1)!)}: ${summarizeOutput(output)}`);
    },
  };
}

export interface OurServer extends Running {
  /** Its PUBLIC_URL: writes must carry it as Origin. */
  origin: string;
}

/**
 * Starts the built server (node dist/server/index.js, what `npm start` runs) in its own process:
 * on PGlite in a temporary DATA_DIR, or on PostgreSQL when databaseUrl is given. Instances of one
 * site (bench:peak) share `publicUrl` and `authSecret`, as they would behind a reverse proxy.
 */
export async function startOurServer(
  databaseUrl?: string,
  site: { publicUrl?: string; authSecret?: string } = {},
): Promise<OurServer> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vk-bench-'));
  const origin = site.publicUrl ?? `http://127.0.0.1:${port}`;
  const metricsToken = METRICS === 'on' ? randomBytes(24).toString('hex') : undefined;
  const running = await spawnAndWait(
    [...SERVER_NODE_ARGS, path.join(ROOT, 'dist', 'server', 'index.js')],
    {
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: origin,
      DATA_DIR: dataDir,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      AUTH_SECRET: site.authSecret ?? randomBytes(32).toString('hex'),
      LOG_LEVEL,
      TRUST_PROXY: '1',
      WEB_DIST_DIR: path.join(ROOT, 'dist', 'web'),
      ...(metricsToken ? { METRICS_TOKEN: metricsToken } : {}),
    },
    '/api/health',
    port,
  );
  if (metricsToken) {
    // Metrics really on: the scrape answers (and so every request is being counted).
    const scrape = await fetch(`http://127.0.0.1:${port}/metrics`, {
      headers: { Authorization: `Bearer ${metricsToken}` },
    });
    if (!scrape.ok) {
      await running.stop();
      throw new Error(`/metrics answered ${String(scrape.status)} with BENCH_METRICS=on`);
    }
  }
  return {
    ...running,
    origin,
    async stop() {
      await running.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Starts scripts/bench-floor.ts (a bare node:http server) in its own process. */
export async function startFloor(env: Record<string, string>): Promise<Running> {
  const port = await freePort();
  return spawnAndWait(
    ['--import', 'tsx', path.join(ROOT, 'scripts', 'bench-floor.ts')],
    { ...env, FLOOR_PORT: String(port) },
    '/ready',
    port,
  );
}

/** Creates a throw-away database on BENCH_DATABASE_URL (or `on`); drop() removes it. */
export async function throwAwayDatabase(prefix: string, on = BENCH_DATABASE_URL) {
  const name = `${prefix}_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: on });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(on);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: on });
      await client.connect();
      try {
        await client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Load

export type Requests = NonNullable<autocannon.Options['requests']>;

export async function round(
  url: string,
  requests: Requests,
  seconds: number,
  headers: Record<string, string> = {},
): Promise<Round> {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    headers,
    requests,
  });
  const elapsed = (result.finish.getTime() - result.start.getTime()) / 1000;
  const statusCounts: Record<string, number> = {};
  for (const [code, s] of Object.entries(result.statusCodeStats ?? {})) {
    statusCounts[code] = s.count ?? 0;
  }
  return {
    okPerSecond: result['2xx'] / elapsed,
    p99Ms: result.latency.p99,
    total: result.requests.total,
    errors: result.non2xx + result.errors + result.timeouts,
    statusCounts,
  };
}

/**
 * Warms both up, then runs `ROUNDS` alternating rounds (ours, floor, ours, floor, ...) so that
 * both see the same machine load, and prints each round as it ends.
 */
export async function alternate(
  label: string,
  ours: { url: string; requests: Requests; headers?: Record<string, string> },
  floor: { url: string; requests: Requests; headers?: Record<string, string> },
): Promise<{ ours: Side; floor: Side }> {
  await round(ours.url, ours.requests, WARMUP_SECONDS, ours.headers);
  await round(floor.url, floor.requests, WARMUP_SECONDS, floor.headers);
  const oursRounds: Round[] = [];
  const floorRounds: Round[] = [];
  const show = (side: string, i: number, r: Round) =>
    console.log(
      `  ${label} ${side} round ${i + 1}: ${perSecond(r.okPerSecond)} ok/s, p99 ${r.p99Ms} ms, ` +
        `${r.total.toLocaleString('en')} requests, ${r.errors} errors ${JSON.stringify(r.statusCounts)}`,
    );
  for (let i = 0; i < ROUNDS; i++) {
    const a = await round(ours.url, ours.requests, ROUND_SECONDS, ours.headers);
    show('ours ', i, a);
    oursRounds.push(a);
    const b = await round(floor.url, floor.requests, ROUND_SECONDS, floor.headers);
    show('floor', i, b);
    floorRounds.push(b);
  }
  return { ours: summarize(oursRounds), floor: summarize(floorRounds) };
}

export function header(title: string) {
  console.log(`== ${title} ==`);
  console.log(loadLine('at start'));
  console.log(
    `${CONNECTIONS} connections, ${ROUNDS} alternating rounds of ${ROUND_SECONDS} s per side ` +
      `after ${WARMUP_SECONDS} s of warm-up each; server LOG_LEVEL=${LOG_LEVEL}, metrics ${METRICS}; ` +
      `figures are medians of the rounds; node ${process.version}`,
  );
}
