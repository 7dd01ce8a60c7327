import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { SMTPServer } from 'smtp-server';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    dataDir: string;
    mailDir: string;
    adminEmail: string;
    adminPassword: string;
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

/** Starts the app exactly as `npm start` does (building it when needed) on its own port and DATA_DIR. */
export async function startAppProcess(env: Record<string, string> = {}) {
  const port = await freePort();
  const dataDir = env.DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'vk-e2e-'));
  let output = '';
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: path.resolve(import.meta.dirname, '../..'),
    env: {
      ...process.env,
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

/** Runs `npm run create-admin` as an operator would (before the server takes the DATA_DIR lock). */
export function createAdminCli(dataDir: string, email: string, password: string) {
  const result = spawnSync(
    process.execPath,
    ['scripts/create-admin.mjs', '--email', email, '--password', password],
    {
      cwd: path.resolve(import.meta.dirname, '../..'),
      env: { ...process.env, DATA_DIR: dataDir },
      encoding: 'utf8',
    },
  );
  if (result.status !== 0) throw new Error(`create-admin failed: ${result.stdout}${result.stderr}`);
  return result.stdout;
}

export default async function setup(project: TestProject) {
  const mail = await startMailCatcher();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vk-e2e-'));
  createAdminCli(dataDir, E2E_ADMIN.email, E2E_ADMIN.password);
  const app = await startAppProcess({ DATA_DIR: dataDir, SMTP_URL: mail.smtpUrl });
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
  };
}
