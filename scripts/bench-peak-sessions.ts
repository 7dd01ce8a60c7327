// The load generator of npm run bench:peak: voter sessions started at a fixed rate (open loop:
// a new session starts on schedule whether or not earlier ones have finished, as voters arrive
// on election eve), each session's requests one after another as a browser sends them, spread
// over one or more server instances. Runs in the benchmark's own process over keep-alive
// connections (node:http agents). Pure helpers are tested in bench-peak-sessions.test.ts.
import http from 'node:http';

/** One request of a session. */
export interface Step {
  /** A short name for the per-kind figures ("municipality", "candidates", ...). */
  kind: string;
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  headers?: Record<string, string>;
}

/** The requests of session number n (n = 1, 2, ...), in order. */
export type SessionPlan = (n: number) => Step[];

export interface StepResult {
  /** Sessions per second asked for. */
  rate: number;
  seconds: number;
  started: number;
  finished: number;
  requests: number;
  p50Ms: number;
  p99Ms: number;
  /** p99 of each kind of request. */
  p99ByKind: Record<string, number>;
  /** Non-2xx answers, connection errors and timeouts. */
  errors: number;
  /** Answers by status code; "error <code>" and "timeout" for requests without one. */
  statusCounts: Record<string, number>;
  /** How late the generator started sessions (ms after their planned time), p99: its own lag. */
  lagP99Ms: number;
}

/** The p-th percentile (0-100) by the nearest-rank method; NaN for no values. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[Math.min(rank, sorted.length) - 1]!;
}

export const MAX_P99_MS = 200;

/**
 * Whether a step held its rate: every session started on time (at least 95 % of those due: the
 * generator kept up) and finished, p99 at most 200 ms, no errors.
 */
export function held(r: StepResult): boolean {
  return (
    r.started >= 0.95 * r.rate * r.seconds &&
    r.finished === r.started &&
    r.p99Ms <= MAX_P99_MS &&
    r.errors === 0
  );
}

/** The highest rate among the steps that held; 0 when none did. */
export function highestHeld(results: readonly StepResult[]): number {
  return results.filter(held).reduce((best, r) => Math.max(best, r.rate), 0);
}

/**
 * The n-th value (n = 1, 2, ...) of an even spread over [0, 1): the fractional parts of n times
 * `step` (an irrational step such as the golden ratio's 0.618... covers the interval evenly in
 * any run of consecutive n), so a plan is the same on every run without a random generator.
 */
export function spread(n: number, step = 0.6180339887498949): number {
  const x = (n * step) % 1;
  return x < 0 ? x + 1 : x;
}

/**
 * Picks a value by weight from a number in [0, 1): values with a larger weight (a municipality's
 * candidates) come up in proportion. Weights must be positive; the list must not be empty.
 */
export function weightedPicker<T>(
  items: readonly { value: T; weight: number }[],
): (u: number) => T {
  if (items.length === 0) throw new Error('weightedPicker: no items');
  const cumulative: number[] = [];
  let total = 0;
  for (const item of items) {
    if (!(item.weight > 0)) throw new Error('weightedPicker: weights must be positive');
    total += item.weight;
    cumulative.push(total);
  }
  return (u) => {
    const x = Math.min(Math.max(u, 0), 1) * total;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid]! > x) hi = mid;
      else lo = mid + 1;
    }
    return items[lo]!.value;
  };
}

/** Ours as a whole percentage of the floor's ceiling; NaN when the floor held nothing. */
export function shareOfFloor(ours: number, floor: number): number {
  return floor > 0 ? Math.round((100 * ours) / floor) : Number.NaN;
}

const REQUEST_TIMEOUT_MS = 10_000;

interface Outcome {
  kind: string;
  ms: number;
  status: string;
}

function send(base: URL, agent: http.Agent, step: Step): Promise<Outcome> {
  const startedAt = performance.now();
  return new Promise((resolve) => {
    let settled = false;
    const done = (status: string) => {
      if (settled) return;
      settled = true;
      resolve({ kind: step.kind, ms: performance.now() - startedAt, status });
    };
    const body = step.body === undefined ? undefined : Buffer.from(step.body);
    const req = http.request(
      {
        host: base.hostname,
        port: base.port,
        method: step.method,
        path: step.path,
        agent,
        headers: {
          ...step.headers,
          ...(body ? { 'content-length': String(body.byteLength) } : {}),
        },
      },
      (res) => {
        res.on('data', () => {});
        res.on('end', () => done(String(res.statusCode)));
        res.on('error', (err: NodeJS.ErrnoException) => done(`error ${err.code ?? err.message}`));
      },
    );
    req.setTimeout(REQUEST_TIMEOUT_MS, () => {
      done('timeout');
      req.destroy();
    });
    req.on('error', (err: NodeJS.ErrnoException) => done(`error ${err.code ?? err.message}`));
    req.end(body);
  });
}

/** Keep-alive connections to one server instance. */
export interface Target {
  base: URL;
  agent: http.Agent;
}

export function target(baseURL: string): Target {
  return {
    base: new URL(baseURL),
    agent: new http.Agent({ keepAlive: true, maxSockets: 512 }),
  };
}

/** Numbers sessions across all steps, so no visitor or client address repeats. */
let sessionCount = 0;

/**
 * Starts `rate` sessions a second for `seconds`, session i on instance i mod N, and waits until
 * every started session has finished (each request times out after 10 s).
 */
export async function runStep(
  targets: readonly Target[],
  plan: SessionPlan,
  rate: number,
  seconds: number,
): Promise<StepResult> {
  const outcomes: Outcome[] = [];
  const sessions: Promise<void>[] = [];
  let finished = 0;
  const runSession = async (n: number) => {
    const to = targets[n % targets.length]!;
    for (const step of plan(n)) {
      const outcome = await send(to.base, to.agent, step);
      outcomes.push(outcome);
      if (!outcome.status.startsWith('2')) break; // a browser would show an error here
    }
    finished++;
  };
  const due = rate * seconds;
  const lags: number[] = [];
  const startedAt = performance.now();
  await new Promise<void>((resolve) => {
    const tick = () => {
      const elapsed = (performance.now() - startedAt) / 1000;
      const shouldHaveStarted = Math.min(due, Math.floor(elapsed * rate));
      while (sessions.length < shouldHaveStarted) {
        lags.push(performance.now() - startedAt - (sessions.length / rate) * 1000);
        sessions.push(runSession(++sessionCount));
      }
      if (elapsed >= seconds || sessions.length >= due) resolve();
      else setTimeout(tick, 2);
    };
    tick();
  });
  await Promise.all(sessions);

  const statusCounts: Record<string, number> = {};
  const byKind: Record<string, number[]> = {};
  for (const o of outcomes) {
    statusCounts[o.status] = (statusCounts[o.status] ?? 0) + 1;
    (byKind[o.kind] ??= []).push(o.ms);
  }
  const round1 = (x: number) => Math.round(x * 10) / 10;
  const latencies = outcomes.map((o) => o.ms);
  return {
    rate,
    seconds,
    started: sessions.length,
    finished,
    requests: outcomes.length,
    p50Ms: round1(percentile(latencies, 50)),
    p99Ms: round1(percentile(latencies, 99)),
    p99ByKind: Object.fromEntries(
      Object.entries(byKind).map(([kind, ms]) => [kind, round1(percentile(ms, 99))]),
    ),
    errors: outcomes.filter((o) => !o.status.startsWith('2')).length,
    statusCounts,
    lagP99Ms: round1(percentile(lags, 99)),
  };
}
