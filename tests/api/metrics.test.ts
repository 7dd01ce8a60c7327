import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '#server/app';
import { buildDeps } from '#server/deps';
import { openDatabase, type Database } from '#server/db/client';
import { bootstrapDatabase } from '#server/db/seed';
import { loadConfig } from '#server/env';
import { createLogger } from '#server/logger';
import { createMetrics, startMetricsServer } from '#server/shared/infrastructure/metrics';
import { removeTestDirs, testConfig } from '../factories';

// Issue #21: Prometheus metrics, off unless METRICS_TOKEN (bearer) or METRICS_PORT (127.0.0.1).

const TOKEN = 'mittarien-tunniste-123456';
const config = testConfig({ metricsToken: TOKEN });
let database: Database;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  database = await openDatabase({ kind: 'pglite', dataDir: null });
  await bootstrapDatabase(database.db, config.systemOrgSlug);
  const metrics = await createMetrics(database);
  app = createApp(buildDeps(config, database, createLogger('silent'), metrics));
});
afterAll(async () => {
  await database.close();
  removeTestDirs(config);
});

const scrape = async () => {
  const res = await app.request('/metrics', { headers: { Authorization: `Bearer ${TOKEN}` } });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('text/plain');
  return res.text();
};

describe('metrics', () => {
  it('need the bearer token', async () => {
    expect((await app.request('/metrics')).status).toBe(401);
    const wrong = await app.request('/metrics', { headers: { Authorization: 'Bearer väärä' } });
    expect(wrong.status).toBe(401);
  });

  it('count requests by route pattern, never by path, and public cache hits and misses', async () => {
    for (let i = 0; i < 3; i++) await app.request('/api/municipalities/091/candidates');
    await app.request('/api/candidate-submission/SALAINENKOODI1/x');
    await app.request('/asennus?token=SALAINENTUNNISTE');
    const text = await scrape();
    expect(text).toMatch(
      /vaalikone_http_request_duration_seconds_count\{route="\/api\/municipalities\/:id\/candidates",method="GET",status="200"\} 3/,
    );
    expect(text).not.toContain('SALAINEN');
    expect(text).toMatch(/vaalikone_public_cache_lookups_total\{result="miss"\} [1-9]/);
    expect(text).toMatch(/vaalikone_public_cache_lookups_total\{result="hit"\} [1-9]/);
    expect(text).toMatch(/vaalikone_outbox_messages\{status="pending"\} 0/);
    expect(text).toMatch(/vaalikone_statistics_summarizer_lag_seconds \d/);
    expect(text).toContain('nodejs_eventloop_lag_p99_seconds');
    expect(text).toContain('process_resident_memory_bytes');
  });

  it('are served without a token on METRICS_PORT, bound to 127.0.0.1', async () => {
    const metrics = await createMetrics(database);
    const server = await startMetricsServer(metrics, 0);
    try {
      const res = await fetch(`http://127.0.0.1:${server.port}/metrics`);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('vaalikone_public_cache_lookups_total');
      expect((await fetch(`http://127.0.0.1:${server.port}/`)).status).toBe(404);
    } finally {
      await server.close();
    }
  });

  it('answer 404 on PORT when off, not the web app', async () => {
    const offConfig = testConfig();
    const off = createApp(buildDeps(offConfig, database, createLogger('silent')));
    const res = await off.request('/metrics');
    removeTestDirs(offConfig);
    expect(res.status).toBe(404);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('not_found');
  });

  it('tell whether the database answers', async () => {
    expect(await scrape()).toMatch(/^vaalikone_database_up 1$/m);
  });

  it('are off by default', () => {
    const env = loadConfig({ NODE_ENV: 'test' });
    expect(env.metricsToken).toBeUndefined();
    expect(env.metricsPort).toBeUndefined();
    expect(() => loadConfig({ METRICS_TOKEN: 'lyhyt' })).toThrow(/METRICS_TOKEN/);
  });
});
