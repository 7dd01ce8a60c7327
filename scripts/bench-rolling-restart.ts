// npm run bench:rolling-restart: the rolling restart of docs/deploy.md, run under load through
// nginx with the documented site file. Two instances of the built server on one throw-away
// PostgreSQL database (BENCH_DATABASE_URL) behind nginx (from Debian: `apt-get install
// nginx-light`) on free ports with a self-signed certificate; the site file is read from
// docs/deploy.md, only ports, certificate and log paths changed. Meanwhile 8 clients read
// (the home page, a candidate list, the municipalities) and one writes (a visit every 0.5 s).
// The procedure, as documented, with processes in place of systemd: for each instance, SIGTERM,
// start again, wait for its /api/health, wait 11 s (fail_timeout + 1). Then the same without
// the 11 s wait, for contrast. Prints the requests and the failed ones of each. Not part of npm
// test; the figure to hold is 0 failed with the documented procedure.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { ensureBuilt, freePort, loadLine, ROOT, throwAwayDatabase } from './bench-load-support';

const FAIL_WAIT_MS = 11_000;

function nginxBinary(): string {
  for (const p of ['/usr/sbin/nginx', '/usr/bin/nginx']) if (fs.existsSync(p)) return p;
  console.error('nginx is not installed (apt-get install nginx-light).');
  process.exit(1);
}

function documentedSite(): { log: string; site: string } {
  const doc = fs.readFileSync(path.join(ROOT, 'docs', 'deploy.md'), 'utf8');
  const site = /```nginx\n([\s\S]*?)```/.exec(doc)?.[1];
  const log = /(log_format vaalikone[\s\S]*?;)\n/.exec(doc)?.[1];
  if (!site || !log) throw new Error('docs/deploy.md has no nginx site file or log format');
  return { log, site };
}

interface Instance {
  port: number;
  child: ChildProcess | null;
}

async function waitHealthy(port: number) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return;
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`instance ${port} did not become healthy`);
}

async function main() {
  ensureBuilt();
  console.log(loadLine('before'));
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'vk-rolling-'));
  const database = await throwAwayDatabase('vk_rolling');
  const [portA, portB, httpsPort, httpPort] = await Promise.all([
    freePort(),
    freePort(),
    freePort(),
    freePort(),
  ]);
  const publicUrl = `https://localhost:${httpsPort}`;
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    DATABASE_URL: database.url,
    AUTH_SECRET: randomBytes(32).toString('hex'),
    PUBLIC_URL: publicUrl,
    TRUST_PROXY: '1',
    TRUST_PROXY_FROM: '127.0.0.1',
    LOG_LEVEL: 'warn',
  };
  const instances: Instance[] = [portA, portB].map((port) => ({ port, child: null }));
  const start = async (inst: Instance) => {
    inst.child = spawn(process.execPath, [path.join(ROOT, 'dist', 'server', 'index.js')], {
      cwd: ROOT,
      env: { ...env, PORT: String(inst.port), DATA_DIR: path.join(work, `data-${inst.port}`) },
      stdio: 'ignore',
    });
    await waitHealthy(inst.port);
  };
  const stop = async (inst: Instance) => {
    const child = inst.child;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
  };

  // nginx with the documented site file.
  spawnSync('openssl', [
    ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=localhost'],
    ...['-keyout', path.join(work, 'key.pem'), '-out', path.join(work, 'cert.pem')],
  ]);
  const { log, site } = documentedSite();
  const siteConf = site
    .replaceAll('127.0.0.1:3001', `127.0.0.1:${portA}`)
    .replaceAll('127.0.0.1:3002', `127.0.0.1:${portB}`)
    .replace(/listen 443 ssl http2;/, `listen 127.0.0.1:${httpsPort} ssl http2;`)
    .replace(/\n\s*listen \[::\]:443 ssl http2;/, '')
    .replace(/ssl_certificate\s+\S+;/, `ssl_certificate ${path.join(work, 'cert.pem')};`)
    .replace(/ssl_certificate_key\s+\S+;/, `ssl_certificate_key ${path.join(work, 'key.pem')};`)
    .replace(/access_log \S+ vaalikone;/, `access_log ${path.join(work, 'access.log')} vaalikone;`);
  const temp = (name: string) => `${name}_temp_path ${path.join(work, name)};`;
  fs.writeFileSync(
    path.join(work, 'nginx.conf'),
    `worker_processes 1;\npid ${path.join(work, 'nginx.pid')};\nerror_log ${path.join(work, 'error.log')};\n` +
      `events { worker_connections 1024; }\nhttp {\n${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n')}\n` +
      `access_log off;\n${log}\nserver { listen 127.0.0.1:${httpPort}; return 404; }\n${siteConf}\n}\n`,
  );
  const nginx = spawn(
    nginxBinary(),
    ['-p', work, '-c', path.join(work, 'nginx.conf'), '-g', 'daemon off; user root;'],
    { stdio: 'inherit' },
  );

  try {
    await Promise.all(instances.map(start));
    const agent = new https.Agent({ keepAlive: true, rejectUnauthorized: false, maxSockets: 16 });
    const request = (method: string, p: string, body?: string) =>
      new Promise<number>((resolve) => {
        const req = https.request(
          `${publicUrl}${p}`,
          {
            method,
            agent,
            headers: body
              ? { 'Content-Type': 'application/json', Origin: publicUrl, 'Accept-Encoding': 'br' }
              : { 'Accept-Encoding': 'br' },
          },
          (res) => {
            res.resume();
            res.on('end', () => resolve(res.statusCode ?? 0));
          },
        );
        req.on('error', () => resolve(0));
        req.setTimeout(10_000, () => req.destroy());
        req.end(body);
      });
    for (let i = 0; i < 50; i++) {
      if ((await request('GET', '/api/health')) === 200) break;
      await new Promise((r) => setTimeout(r, 200));
    }

    const counts = { requests: 0, failed: 0, statuses: new Map<number, number>() };
    let running = true;
    const record = (status: number) => {
      counts.requests++;
      if (status < 200 || status >= 400) {
        counts.failed++;
        counts.statuses.set(status, (counts.statuses.get(status) ?? 0) + 1);
      }
    };
    const reads = ['/', '/api/municipalities', '/api/municipalities/091/candidates', '/091'];
    const readers = Array.from({ length: 8 }, async (_, i) => {
      for (let n = i; running; n++) record(await request('GET', reads[n % reads.length]!));
    });
    const writer = (async () => {
      for (let n = 0; running; n++) {
        record(
          await request(
            'POST',
            '/api/statistics/visits',
            JSON.stringify({ p_user_uuid: `rullaava-${n}`, p_municipality_id: '091' }),
          ),
        );
        await new Promise((r) => setTimeout(r, 500));
      }
    })();

    const phase = async (title: string, waitMs: number) => {
      await new Promise((r) => setTimeout(r, 3000));
      const before = { requests: counts.requests, failed: counts.failed };
      counts.statuses.clear();
      const started = Date.now();
      for (const inst of instances) {
        await stop(inst);
        await start(inst);
        await new Promise((r) => setTimeout(r, waitMs));
      }
      await new Promise((r) => setTimeout(r, 3000));
      const statuses = [...counts.statuses].map(([s, n]) => `${n}× ${s || 'no answer'}`);
      console.log(
        `${title}: ${counts.requests - before.requests} requests in ` +
          `${((Date.now() - started) / 1000).toFixed(0)} s, ` +
          `${counts.failed - before.failed} failed${statuses.length ? ` (${statuses.join(', ')})` : ''}`,
      );
      return counts.failed - before.failed;
    };

    console.log(
      `Rolling restart through nginx (${spawnSync(nginxBinary(), ['-v'], { encoding: 'utf8' }).stderr.trim()}), ` +
        'two instances on PostgreSQL, 8 readers and 1 writer:',
    );
    const documented = await phase(
      `  documented (wait for health, then ${FAIL_WAIT_MS / 1000} s)`,
      FAIL_WAIT_MS,
    );
    await new Promise((r) => setTimeout(r, FAIL_WAIT_MS));
    await phase('  without the wait (health only)  ', 0);
    running = false;
    await Promise.all([...readers, writer]);
    agent.destroy();
    console.log(
      `target: 0 failed with the documented procedure: ${documented === 0 ? 'met' : 'NOT met'}`,
    );
    console.log(loadLine('after'));
    if (documented !== 0) process.exitCode = 1;
  } finally {
    nginx.kill('SIGTERM');
    await Promise.all(instances.map(stop));
    await database.drop();
    fs.rmSync(work, { recursive: true, force: true });
  }
}

await main();
