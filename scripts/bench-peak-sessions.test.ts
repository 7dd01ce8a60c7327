import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  held,
  highestHeld,
  percentile,
  runStep,
  shareOfFloor,
  spread,
  target,
  weightedPicker,
  type StepResult,
} from './bench-peak-sessions';

const step = (rate: number, p99Ms: number, errors = 0): StepResult => ({
  rate,
  seconds: 5,
  started: rate * 5,
  finished: rate * 5,
  requests: rate * 20,
  p50Ms: 1,
  p99Ms,
  p99ByKind: {},
  errors,
  statusCounts: {},
  lagP99Ms: 1,
});

describe('bench:peak figures', () => {
  it('takes the nearest-rank percentile', () => {
    const values = Array.from({ length: 100 }, (_, i) => 100 - i); // 100 … 1
    expect(percentile(values, 99)).toBe(99);
    expect(percentile(values, 100)).toBe(100);
    expect(percentile([7], 99)).toBe(7);
    expect(percentile([], 99)).toBeNaN();
  });

  it('holds a rate only with p99 <= 200 ms, no errors and every session started and finished', () => {
    expect(held(step(100, 200))).toBe(true);
    expect(held(step(100, 200.1))).toBe(false);
    expect(held(step(100, 50, 1))).toBe(false);
    expect(held({ ...step(100, 50), started: 400 })).toBe(false);
    expect(held({ ...step(100, 50), finished: 499 })).toBe(false);
  });

  it('reports the highest rate that held, even after a step that did not', () => {
    expect(highestHeld([step(50, 20), step(100, 250), step(200, 150), step(300, 900)])).toBe(200);
    expect(highestHeld([step(50, 300)])).toBe(0);
  });
});

describe('spreading sessions over municipalities', () => {
  it('spreads n evenly over [0, 1), the same on every call', () => {
    const values = Array.from({ length: 1000 }, (_, i) => spread(i + 1));
    expect(values.every((u) => u >= 0 && u < 1)).toBe(true);
    for (let decile = 0; decile < 10; decile++) {
      const inside = values.filter((u) => u >= decile / 10 && u < (decile + 1) / 10).length;
      expect(inside).toBeGreaterThanOrEqual(95);
      expect(inside).toBeLessThanOrEqual(105);
    }
    expect(spread(7)).toBe(spread(7));
  });

  it('picks by weight: a municipality with more candidates gets more sessions', () => {
    const pick = weightedPicker([
      { value: '091', weight: 1200 },
      { value: '837', weight: 600 },
      { value: '853', weight: 200 },
    ]);
    expect(pick(0)).toBe('091');
    expect(pick(0.5999)).toBe('091');
    expect(pick(0.6)).toBe('837');
    expect(pick(0.8999)).toBe('837');
    expect(pick(0.9)).toBe('853');
    expect(pick(0.99999)).toBe('853');
    expect(pick(1)).toBe('853');
    const counts: Record<string, number> = {};
    for (let n = 1; n <= 2000; n++) {
      const m = pick(spread(n));
      counts[m] = (counts[m] ?? 0) + 1;
    }
    expect(counts['091']).toBeGreaterThanOrEqual(1180);
    expect(counts['091']).toBeLessThanOrEqual(1220);
    expect(counts['853']).toBeGreaterThanOrEqual(190);
    expect(counts['853']).toBeLessThanOrEqual(210);
  });

  it('refuses an empty list and weights that are not positive', () => {
    expect(() => weightedPicker([])).toThrow();
    expect(() => weightedPicker([{ value: 'a', weight: 0 }])).toThrow();
  });

  it("gives ours as a percentage of the floor's ceiling", () => {
    expect(shareOfFloor(530, 1000)).toBe(53);
    expect(shareOfFloor(100, 0)).toBeNaN();
  });
});

describe('the session generator', () => {
  const seen: string[] = [];
  let server: http.Server;
  let baseURL = '';
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (d: Buffer) => (body += d.toString()));
      req.on('end', () => {
        seen.push(`${req.method} ${req.url} ${req.headers['x-session']} ${body}`);
        res.statusCode = req.url === '/fail' ? 503 : 200;
        res.end('ok');
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  it('runs each session in order, counts non-2xx answers as errors and stops that session', async () => {
    const t = target(baseURL);
    try {
      const result = await runStep(
        [t],
        (n) => [
          { kind: 'read', method: 'GET', path: '/a', headers: { 'x-session': String(n) } },
          {
            kind: 'write',
            method: 'POST',
            path: n % 2 ? '/fail' : '/b',
            headers: { 'x-session': String(n) },
            body: `{"n":${n}}`,
          },
          { kind: 'after', method: 'GET', path: '/c', headers: { 'x-session': String(n) } },
        ],
        20,
        0.5,
      );
      expect(result.started).toBe(10);
      expect(result.finished).toBe(10);
      // Half the sessions fail on their second request and send no third.
      expect(result.statusCounts).toEqual({ '200': 20, '503': 5 });
      expect(result.errors).toBe(5);
      expect(result.requests).toBe(25);
      expect(Object.keys(result.p99ByKind).sort()).toEqual(['after', 'read', 'write']);
      expect(held(result)).toBe(false);
      const session = seen.filter((l) => l.split(' ')[2] === seen[0]!.split(' ')[2]);
      expect(session[0]).toMatch(/^GET \/a /);
      expect(session[1]).toMatch(/^POST \/(b|fail) \d+ \{"n":\d+\}$/);
    } finally {
      t.agent.destroy();
    }
  });
});
