// npm run bench:import-abuse: issue #32 F1. A Helsinki-only admin sends the worst 40 MB file the
// import accepts ("a\n" × 20,000,000) to POST /api/admin/official-candidates/preview twice at
// once, while a voter polls GET /api/health and the candidate list every 50 ms. Our server runs
// in a process of its own (the embedded database in a throw-away DATA_DIR, or PostgreSQL with
// BENCH_DATABASE_URL set: the script creates and drops a database there). Printed next to the
// issue's targets: the answer time of each upload, the server's RSS growth during them and after,
// and the voter requests' latencies. Not part of npm test (tests assert on memory and order only).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { upsertPasswordUser, setMembership } from '#server/auth/accounts';
import { openDatabase } from '#server/db/client';
import { bootstrapDatabase, ensureOrganization, municipalityOrgSlug } from '#server/db/seed';
import { loadConfig } from '#server/env';
import { createLogger } from '#server/logger';
import { startServer } from '#server/server';

const TARGET = { answerMs: 5000, rssGrowthMb: 200, voterP100Ms: 200 };
const EMAIL = 'hki-bench@example.fi';
const PASSWORD = 'bench-salasana-pitka';
const LINES = 20_000_000;

async function serve() {
  const port = Number(process.env.PORT);
  const dataDir = process.env.DATA_DIR!;
  const databaseUrl = process.env.DATABASE_URL;
  const database = databaseUrl
    ? await openDatabase({ kind: 'postgres', url: databaseUrl })
    : await openDatabase({ kind: 'pglite', dataDir });
  await bootstrapDatabase(database.db, 'jarjestelma');
  const user = await upsertPasswordUser(database.db, {
    email: EMAIL,
    name: 'hki',
    password: PASSWORD,
  });
  const org = await ensureOrganization(database.db, municipalityOrgSlug('091'), 'Helsinki');
  await setMembership(database.db, user.id, org, 'admin');
  await database.close();
  const config = loadConfig({
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    AUTH_SECRET: randomBytes(32).toString('hex'),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  await startServer(config, createLogger('error'));
  console.log('ready');
}

function rssMb(pid: number) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)![1]) / 1024;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? 0;
};

async function bench(label: string, databaseUrl?: string) {
  const port = Number(process.env.BENCH_PORT ?? 4231);
  const base = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vk-bench-abuse-'));
  const child = spawn(process.execPath, ['--import', 'tsx', import.meta.filename, 'serve'], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (d: Buffer) => {
        if (d.toString().includes('ready')) resolve();
      });
      child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
    });
    const signIn = await fetch(`${base}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: base },
      body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
    });
    const cookie = (signIn.headers.getSetCookie() ?? []).map((c) => c.split(';')[0]).join('; ');
    if (!signIn.ok || !cookie) throw new Error(`sign-in failed: ${signIn.status}`);
    const body = Buffer.alloc(LINES * 2, 'a\n');
    await fetch(`${base}/api/municipalities/091/candidates`); // warm the voter's list
    const rssBefore = rssMb(child.pid!);
    let rssPeak = rssBefore;
    const voter: number[] = [];
    let uploading = true;
    const poll = (async () => {
      while (uploading) {
        for (const p of ['/api/health', '/api/municipalities/091/candidates']) {
          const t0 = performance.now();
          await (await fetch(`${base}${p}`)).arrayBuffer();
          voter.push(performance.now() - t0);
        }
        rssPeak = Math.max(rssPeak, rssMb(child.pid!));
        await sleep(50);
      }
    })();
    const upload = async () => {
      const t0 = performance.now();
      const res = await fetch(`${base}/api/admin/official-candidates/preview?municipality_id=091`, {
        method: 'POST',
        headers: { 'Content-Type': 'text/csv', Cookie: cookie, Origin: base },
        body,
      });
      const answer = (await res.json()) as { refused_total?: number };
      return {
        ms: performance.now() - t0,
        status: res.status,
        retryAfter: res.headers.get('Retry-After'),
        refused: answer.refused_total,
      };
    };
    const answers = await Promise.all([upload(), upload()]);
    uploading = false;
    await poll;
    await sleep(5000);
    const rssAfter = rssMb(child.pid!);
    const ok = (v: boolean) => (v ? 'within target' : 'OVER TARGET');
    console.log(
      `\n== ${label}: two 40 MB uploads at once (load ${os.loadavg()[0]!.toFixed(2)}) ==`,
    );
    for (const [i, a] of answers.entries()) {
      const what =
        a.status === 200
          ? `200, ${a.refused?.toLocaleString('fi')} lines refused`
          : `${a.status}, Retry-After ${a.retryAfter}`;
      console.log(
        `upload ${i + 1}: ${what}   ${Math.round(a.ms)} ms   target ${TARGET.answerMs} ms: ${ok(a.ms <= TARGET.answerMs)}`,
      );
    }
    const growth = rssPeak - rssBefore;
    console.log(
      `RSS before ${rssBefore.toFixed(0)} MB, peak ${rssPeak.toFixed(0)} MB (+${growth.toFixed(0)} MB), 5 s after ${rssAfter.toFixed(0)} MB   target +${TARGET.rssGrowthMb} MB: ${ok(growth <= TARGET.rssGrowthMb)}`,
    );
    const worst = Math.max(...voter);
    console.log(
      `voter requests meanwhile: ${voter.length}, p50 ${pct(voter, 50).toFixed(0)} ms, p99 ${pct(voter, 99).toFixed(0)} ms, max ${worst.toFixed(0)} ms   target ${TARGET.voterP100Ms} ms: ${ok(worst <= TARGET.voterP100Ms)}`,
    );
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  console.log(
    `load at start: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  await bench('embedded database (PGlite)');
  const baseUrl = process.env.BENCH_DATABASE_URL;
  if (!baseUrl) return;
  const name = `bench_abuse_${process.pid}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  try {
    const url = new URL(baseUrl);
    url.pathname = `/${name}`;
    await bench('PostgreSQL', url.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

if (process.argv[2] === 'serve') await serve();
else await main();
