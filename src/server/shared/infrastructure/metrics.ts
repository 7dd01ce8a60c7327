import { createServer } from 'node:http';
import type { Registry } from 'prom-client';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

// Prometheus metrics (GET /metrics with METRICS_TOKEN, or on METRICS_PORT at 127.0.0.1; README).
// Off by default: then every hook is a no-op function. On, a request costs one Map lookup and a
// histogram observation; the database figures (outbox, summarizer lag) are read only when
// Prometheus scrapes. Labels are route patterns (/api/municipalities/:id/candidates), never a
// path: paths carry access codes and tokens.

export interface Metrics {
  readonly enabled: boolean;
  /** One answered request: its route pattern, method, status and duration in milliseconds. */
  request(route: string, method: string, status: number, ms: number): void;
  /** A public read found (true) or not found (false) in memory. */
  publicCache(hit: boolean): void;
  /** The Prometheus text, and its Content-Type. */
  render(): Promise<{ body: string; contentType: string }>;
}

export const noMetrics: Metrics = {
  enabled: false,
  request() {},
  publicCache() {},
  render: () => Promise.resolve({ body: '', contentType: 'text/plain' }),
};

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

export async function createMetrics(database: Database): Promise<Metrics> {
  const client = await import('prom-client');
  const registry: Registry = new client.Registry();
  // Process memory, CPU, event-loop delay (nodejs_eventloop_lag_*), handles, GC.
  client.collectDefaultMetrics({ register: registry });
  const duration = new client.Histogram({
    name: 'vaalikone_http_request_duration_seconds',
    help: 'Answered HTTP requests by route pattern, method and status, and how long they took',
    labelNames: ['route', 'method', 'status'] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const cache = new client.Counter({
    name: 'vaalikone_public_cache_lookups_total',
    help: 'Public reads (municipalities, statements, candidates, settings) found in memory or not',
    labelNames: ['result'] as const,
    registers: [registry],
  });
  const hits = cache.labels('hit');
  const misses = cache.labels('miss');
  new client.Gauge({
    name: 'vaalikone_db_pool_connections',
    help: 'PostgreSQL pool connections of this instance: in use, idle, and requests waiting for one',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const pool = database.poolStats?.();
      if (!pool) return;
      this.set({ state: 'in_use' }, pool.total - pool.idle);
      this.set({ state: 'idle' }, pool.idle);
      this.set({ state: 'waiting' }, pool.waiting);
    },
  });
  new client.Gauge({
    name: 'vaalikone_outbox_messages',
    help: 'Mail outbox messages by status (pending and sending are queued)',
    labelNames: ['status'] as const,
    registers: [registry],
    async collect() {
      const result = (await database.db
        .execute(sql`select status, count(*)::int as n from outbox group by status`)
        .catch(() => null)) as { rows: { status: string; n: number }[] } | null;
      this.reset();
      for (const status of ['pending', 'sending', 'sent', 'failed', 'not_sent']) {
        this.set({ status }, result?.rows.find((r) => r.status === status)?.n ?? 0);
      }
    },
  });
  new client.Gauge({
    name: 'vaalikone_statistics_summarizer_lag_seconds',
    help: 'Age of the oldest visit or match not yet added to the statistics summaries (0: none)',
    registers: [registry],
    async collect() {
      const result = (await database.db
        .execute(
          sql`select coalesce(extract(epoch from now() - least(
                (select min(created_at) from visit_events where xact >= (select below from statistics_watermark)),
                (select min(created_at) from matches where xact >= (select below from statistics_watermark))
              )), 0)::float8 as lag`,
        )
        .catch(() => null)) as { rows: { lag: number }[] } | null;
      if (result) this.set(Math.max(0, Number(result.rows[0]?.lag ?? 0)));
    },
  });

  new client.Gauge({
    name: 'vaalikone_database_up',
    help: 'Whether the database answered a trivial query when scraped (1) or not (0)',
    registers: [registry],
    async collect() {
      this.set((await database.ping()) ? 1 : 0);
    },
  });

  type Child = ReturnType<typeof duration.labels>;
  const children = new Map<string, Child>();
  return {
    enabled: true,
    request(route, method, status, ms) {
      const m = METHODS.has(method) ? method : 'OTHER';
      const key = `${route}\u0000${m}\u0000${status}`;
      let child = children.get(key);
      if (!child) {
        child = duration.labels(route, m, String(status));
        children.set(key, child);
      }
      child.observe(ms / 1000);
    },
    publicCache(hit) {
      (hit ? hits : misses).inc();
    },
    async render() {
      return { body: await registry.metrics(), contentType: registry.contentType };
    },
  };
}

/** Serves GET /metrics (and nothing else) on 127.0.0.1:`port`. */
export async function startMetricsServer(
  metrics: Metrics,
  port: number,
): Promise<{ port: number; close(): Promise<void> }> {
  const server = createServer((req, res) => {
    if (req.method !== 'GET' || req.url?.split('?')[0] !== '/metrics') {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
      return;
    }
    metrics.render().then(
      ({ body, contentType }) => res.writeHead(200, { 'Content-Type': contentType }).end(body),
      () => res.writeHead(500, { 'Content-Type': 'text/plain' }).end('Metrics failed'),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = server.address();
  return {
    port: typeof address === 'object' && address ? address.port : port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
