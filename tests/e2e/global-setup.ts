import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { SMTPServer } from 'smtp-server';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '#server/db/client';
import { bootstrapDatabase } from '#server/db/seed';
import { seedElection } from '../../scripts/national-data';
import { chromiumExecutable } from '../../scripts/test-chromium';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    dataDir: string;
    mailDir: string;
    adminEmail: string;
    adminPassword: string;
    buildDir: string;
  }
}

const ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * Builds the app exactly as `npm run build` does, but into a directory of this run's own
 * (.tmp/e2e-build-PID), so parallel runs and a developer's `dist/` never disturb each other.
 */
export function buildApp(): string {
  const buildDir = path.join(ROOT, '.tmp', `e2e-build-${process.pid}`);
  fs.rmSync(buildDir, { recursive: true, force: true });
  const vite = path.join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
  for (const args of [
    ['build', '--outDir', path.join(buildDir, 'web'), '--emptyOutDir', '--logLevel', 'warn'],
    [
      'build',
      '--config',
      'vite.server.config.ts',
      '--outDir',
      path.join(buildDir, 'server'),
      '--logLevel',
      'warn',
    ],
  ]) {
    const result = spawnSync(process.execPath, [vite, ...args], { cwd: ROOT, encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`Build failed: ${result.stdout}${result.stderr}`);
  }
  return buildDir;
}

/**
 * A municipality of Helsinki's size that only tests/e2e/voter-scale.e2e.ts reads: 1,200
 * approved candidates, inserted straight into the database before the server starts (a second).
 */
export const LARGE_MUNICIPALITY = { municipalityId: '020', count: 1200 };

async function seedLargeMunicipality(dataDir: string) {
  const database = await openDatabase({ kind: 'pglite', dataDir });
  try {
    await seedElection(database.db, [LARGE_MUNICIPALITY]);
  } finally {
    await database.close();
  }
}

export const E2E_ADMIN = { email: 'paakayttaja@example.fi', password: 'e2e-paakayttajan-salasana' };

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

export async function waitForHealth(
  url: string,
  child: ChildProcess,
  timeoutMs: number,
  output: () => string,
) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`Server exited with ${child.exitCode} before it answered:\n${output()}`);
    }
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`Server did not answer at ${url} within ${timeoutMs} ms:\n${output()}`);
}

/**
 * Starts the built server as `npm start` does once built (node dist/server/index.js), on its own
 * port and DATA_DIR, serving the web app of the same build.
 */
export async function startAppProcess(buildDir: string, env: Record<string, string> = {}) {
  const port = await freePort();
  const dataDir = env.DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'vk-e2e-'));
  let output = '';
  const child = spawn(process.execPath, [path.join(buildDir, 'server', 'index.js')], {
    cwd: ROOT,
    env: {
      ...process.env,
      WEB_DIST_DIR: path.join(buildDir, 'web'),
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      TRUST_PROXY: 'true',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const baseURL = `http://127.0.0.1:${port}`;
  await waitForHealth(baseURL, child, 240_000, () => output);
  return {
    baseURL,
    dataDir,
    child,
    output: () => output,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** A real SMTP server on 127.0.0.1 that writes every received message into mailDir as .eml. */
export async function startMailCatcher() {
  const mailDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vk-mail-'));
  const port = await freePort();
  let n = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        n += 1;
        const file = path.join(mailDir, `${Date.now()}-${String(n).padStart(5, '0')}.eml`);
        fs.writeFileSync(file, Buffer.concat(chunks));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
  return {
    mailDir,
    smtpUrl: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Runs the create-admin command as an operator would (before the server takes the DATA_DIR lock),
 * on the database a first start makes (create-admin refuses a DATA_DIR with none).
 */
export async function createAdminCli(
  buildDir: string,
  dataDir: string,
  email: string,
  password: string,
) {
  const first = await openDatabase({ kind: 'pglite', dataDir });
  await bootstrapDatabase(first.db, 'jarjestelma');
  await first.close();
  const cli = path.join(buildDir, 'server', 'create-admin.js');
  const result = spawnSync(process.execPath, [cli, '--email', email, '--password', password], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: dataDir },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`create-admin failed: ${result.stdout}${result.stderr}`);
  return result.stdout;
}

export default async function setup(project: TestProject) {
  // Unpack the npm Chromium once here, so the test files' workers find it ready.
  await chromiumExecutable();
  const buildDir = buildApp();
  const mail = await startMailCatcher();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vk-e2e-'));
  await createAdminCli(buildDir, dataDir, E2E_ADMIN.email, E2E_ADMIN.password);
  await seedLargeMunicipality(dataDir);
  const app = await startAppProcess(buildDir, { DATA_DIR: dataDir, SMTP_URL: mail.smtpUrl });
  project.provide('buildDir', buildDir);
  project.provide('baseURL', app.baseURL);
  project.provide('dataDir', app.dataDir);
  project.provide('mailDir', mail.mailDir);
  project.provide('adminEmail', E2E_ADMIN.email);
  project.provide('adminPassword', E2E_ADMIN.password);
  return async () => {
    await app.stop();
    await mail.close();
    fs.rmSync(app.dataDir, { recursive: true, force: true });
    fs.rmSync(mail.mailDir, { recursive: true, force: true });
    fs.rmSync(buildDir, { recursive: true, force: true });
  };
}
