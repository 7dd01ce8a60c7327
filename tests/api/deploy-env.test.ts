import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '#server/env';
import { createLogger } from '#server/logger';
import { startServer } from '#server/server';
import { createPostgresDatabase, testsUsePostgres } from '../factories';
import { parseSystemdEnvFile } from '../systemd-env';

// Issue #38: the documented /etc/vaalikone.env had comments after values, which systemd keeps as
// part of the value (TRUST_PROXY failed, AUTH_SECRET silently changed). The block of
// docs/deploy.md and .env.example are read here as systemd reads them, and a server starts with
// the documented file.

const root = path.resolve(import.meta.dirname, '../..');

function documentedEnvFile(): string {
  const doc = fs.readFileSync(path.join(root, 'docs/deploy.md'), 'utf8');
  const m = /```sh\n(# \/etc\/vaalikone\.env[^\n]*\n[\s\S]*?)```/.exec(doc);
  if (!m) throw new Error('docs/deploy.md has no /etc/vaalikone.env block');
  return m[1]!;
}

describe('the documented environment files, read as systemd reads them', () => {
  it('parses as systemd does', () => {
    expect(
      parseSystemdEnvFile(
        'A=1            # note\n  B = "x y"\n# c\n;d\nC=\'$E\'\nD=a\\\nb\nE="q\\"r"\n',
      ),
    ).toEqual({ A: '1            # note', B: 'x y', C: '$E', D: 'ab', E: 'q"r' });
  });

  it('has no comment after a value in deploy.md or .env.example', () => {
    for (const text of [
      documentedEnvFile(),
      fs.readFileSync(path.join(root, '.env.example'), 'utf8'),
    ]) {
      for (const [key, value] of Object.entries(parseSystemdEnvFile(text))) {
        expect(`${key}=${value}`).not.toMatch(/\s#/);
      }
    }
  });

  it('.env.example is a valid configuration', () => {
    expect(() =>
      loadConfig(parseSystemdEnvFile(fs.readFileSync(path.join(root, '.env.example'), 'utf8'))),
    ).not.toThrow();
  });

  it('refuses the documented file until AUTH_SECRET is filled in, naming it', () => {
    expect(() => loadConfig(parseSystemdEnvFile(documentedEnvFile()))).toThrow(/AUTH_SECRET/);
  });

  it('starts a server with the documented file and the unit template`s PORT and DATA_DIR', async () => {
    const env = parseSystemdEnvFile(documentedEnvFile());
    expect(env.TRUST_PROXY).toBe('1');
    expect(env.HOST).toBe('127.0.0.1');
    expect(env.MAIL_FROM).toBe('Eläkeläisten vaalikone <vaalikone@example.fi>');
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vk-deploy-env-'));
    const pgDatabase = testsUsePostgres() ? await createPostgresDatabase() : null;
    // What the operator fills in, and what the unit template sets.
    env.AUTH_SECRET = 'f'.repeat(64);
    if (pgDatabase) env.DATABASE_URL = pgDatabase.url;
    else delete env.DATABASE_URL; // the PGlite run: the same file with the embedded database
    delete env.SMTP_URL; // nothing to send to here
    Object.assign(env, { PORT: '0', DATA_DIR: dataDir, WEB_DIST_DIR: dataDir });
    const config = loadConfig(env);
    expect(config.trustProxy).toBe(1);
    const running = await startServer(config, createLogger('silent'));
    try {
      const res = await fetch(`${running.url}/api/health`);
      expect(res.status).toBe(200);
    } finally {
      await running.stop();
      await pgDatabase?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
