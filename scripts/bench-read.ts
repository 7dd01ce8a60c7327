// npm run bench:read: requests per second and p99 latency of the public candidate list
// (GET /api/municipalities/091/candidates with Accept-Encoding: gzip, as a browser sends it),
// 50 connections, on PGlite and on PostgreSQL, against its floor: a bare node:http server in a
// process of its own answering the same bytes and headers from memory, alternated in one run.
// Target (issue #11): at least 50 % of the floor, at least 3,000 req/s, p99 at most 50 ms.
// PostgreSQL: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres); the
// script creates and drops its own database there. Not part of npm test.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import {
  alternate,
  ensureBuilt,
  header,
  loadLine,
  resultTable,
  startFloor,
  startOurServer,
  throwAwayDatabase,
  type Row,
  type Target,
} from './bench-load-support';

const PATH = '/api/municipalities/091/candidates';
const TARGET: Target = { minRatio: 0.5, minPerSecond: 3000, maxP99Ms: 50 };
const HOP_BY_HOP = new Set([
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
]);

/** The answer's bytes as sent (fetch would decompress them). */
function getRaw(url: string) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>(
    (resolve, reject) => {
      http
        .get(url, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () =>
            resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
          );
        })
        .on('error', reject);
    },
  );
}

async function benchOne(label: string, databaseUrl?: string): Promise<Row> {
  const ours = await startOurServer(databaseUrl);
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'vk-bench-read-'));
  let floor: Awaited<ReturnType<typeof startFloor>> | undefined;
  try {
    // Demo mode seeds Helsinki (091) on first start; take its answer as the floor's bytes.
    const { status, headers: raw, body } = await getRaw(`${ours.baseURL}${PATH}`);
    if (status !== 200 || raw['content-encoding'] !== 'gzip') {
      throw new Error(`${PATH}: ${status}, content-encoding ${raw['content-encoding']}`);
    }
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(raw)) {
      if (!HOP_BY_HOP.has(name) && typeof value === 'string') headers[name] = value;
    }
    const bodyFile = path.join(tmp, 'body.gz');
    fs.writeFileSync(bodyFile, body);
    console.log(`${label}: ${PATH} answers ${body.length.toLocaleString('en')} gzip bytes`);
    floor = await startFloor({
      FLOOR_MODE: 'read',
      FLOOR_BODY_FILE: bodyFile,
      FLOOR_HEADERS: JSON.stringify(headers),
    });
    const requests = [{ method: 'GET' as const, path: PATH }];
    const gzip = { 'accept-encoding': 'gzip' };
    const result = await alternate(
      label,
      { url: ours.baseURL, requests, headers: gzip },
      { url: floor.baseURL, requests, headers: gzip },
    );
    return { path: `GET ${PATH} (${label})`, ...result };
  } finally {
    await floor?.stop();
    await ours.stop();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

ensureBuilt();
header('bench:read');
const rows: Row[] = [];
rows.push(await benchOne('PGlite'));
const database = await throwAwayDatabase('bench_read');
try {
  rows.push(await benchOne('PostgreSQL', database.url));
} finally {
  await database.drop();
}
console.log('');
console.log(resultTable(rows, TARGET, false));
console.log(
  `target: ours >= ${TARGET.minRatio * 100} % of the floor, >= ${TARGET.minPerSecond.toLocaleString('en')} req/s, ` +
    `p99 <= ${TARGET.maxP99Ms} ms`,
);
console.log(loadLine('at end'));
