import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createPostgresDatabase,
  createTestContext,
  json,
  testConfig,
  testsUsePostgres,
  type TestContext,
} from '#tests/factories';
import { insertCandidate } from '#tests/data';
import { auditLog, userRoles } from '../../db/schema';
import type { Config } from '../../env';
import { startServer } from '../../server';
import { issueSetupToken, SETUP_TOKEN_TTL_MS } from './setup.service';

type Err = { error: { code: string; message: string } };
const PASSWORD = 'ensimmainen-salasana';

let ipCounter = 0;
const nextIp = () => `198.51.100.${(ipCounter++ % 250) + 1}`;
const post = (base: string | TestContext, url: string, body: unknown) => {
  const init = {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': nextIp() },
    body: JSON.stringify(body),
  };
  return typeof base === 'string' ? fetch(`${base}${url}`, init) : base.app.request(url, init);
};
const setupBody = (
  token: string,
  email = 'eka@example.fi',
  election: 'real' | 'demo' = 'demo',
) => ({
  token,
  name: 'Eka Pääkäyttäjä',
  email,
  password: PASSWORD,
  election,
});

describe('the setup link of a server started without a super admin', () => {
  let config: Config;
  let dropDatabase: (() => Promise<void>) | null = null;
  const lines: string[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(line) });

  beforeAll(async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vk-setup-'));
    let databaseUrl: string | undefined;
    if (testsUsePostgres()) {
      const created = await createPostgresDatabase();
      databaseUrl = created.url;
      dropDatabase = created.drop;
    }
    config = testConfig({ port: 0, dataDir, databaseUrl, authSecret: 's'.repeat(40) });
  });
  afterAll(async () => {
    await dropDatabase?.();
    fs.rmSync(config.dataDir, { recursive: true, force: true });
  });

  const printed: string[] = [];
  /** Starts the server, returns its URL and the setup token it printed (if any). */
  async function start() {
    const from = printed.length;
    const server = await startServer(config, logger, { print: (text) => printed.push(text) });
    const text = printed.slice(from).join('');
    // The link alone on its own line, plain: what an operator copies from journalctl.
    const links = text
      .split('\n')
      .map((line) => new RegExp(`^${config.publicUrl}/asennus\\?token=([\\w-]+)$`).exec(line)?.[1])
      .filter((x): x is string => Boolean(x));
    expect(links.length).toBeLessThanOrEqual(1);
    return { server, token: links[0] ?? null };
  }

  it('works once, every printed link works until then, and with an admin no link is printed', async () => {
    const first = await start();
    expect(first.token).toMatch(/^[\w-]{40,}$/);
    await first.server.stop();

    const second = await start();
    const url = second.server.url;
    try {
      expect(second.token).not.toBe(first.token);
      // Both printed links work (with two instances each prints its own).
      for (const token of [first.token, second.token]) {
        const status = await post(url, '/api/setup/status', { token });
        expect(status.status).toBe(200);
        expect(await status.json()).toEqual({ valid: true });
      }

      const created = await post(url, '/api/setup', setupBody(first.token!));
      expect(created.status).toBe(201);
      expect(await created.json()).toEqual({ email: 'eka@example.fi' });

      // The new super admin signs in and is a super admin.
      const signIn = await fetch(`${url}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: config.publicUrl },
        body: JSON.stringify({ email: 'eka@example.fi', password: PASSWORD }),
      });
      expect(signIn.status).toBe(200);
      const cookie = signIn.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ');
      const me = await json<{ is_super_admin: boolean }>(
        await fetch(`${url}/api/me`, { headers: { Cookie: cookie } }),
      );
      expect(me.is_super_admin).toBe(true);

      // Used once: the same link, the other printed link, and the check now refuse.
      for (const res of [
        await post(url, '/api/setup', setupBody(first.token!, 'toinen@example.fi')),
        await post(url, '/api/setup', setupBody(second.token!, 'kolmas@example.fi')),
        await post(url, '/api/setup/status', { token: second.token }),
      ]) {
        expect(res.status).toBe(409);
        const body = await json<Err>(res);
        expect(body.error.code).toBe('setup_done');
        expect(body.error.message).toMatch(/^Pääkäyttäjä on jo luotu/);
      }
    } finally {
      await second.server.stop();
    }

    const third = await start();
    await third.server.stop();
    expect(third.token).toBeNull();
    // The token was printed once per start and is in no log line.
    for (const token of [first.token!, second.token!]) {
      expect(printed.filter((t) => t.includes(token))).toHaveLength(1);
      expect(lines.filter((l) => l.includes(token))).toHaveLength(0);
    }
  }, 180_000);

  it.runIf(testsUsePostgres())(
    'with two instances on one PostgreSQL database, the first instance`s link works',
    async () => {
      const created = await createPostgresDatabase();
      const shared = { ...config, databaseUrl: created.url };
      const dirs = [0, 1].map(() => fs.mkdtempSync(path.join(os.tmpdir(), 'vk-setup2-')));
      const outputs: string[][] = [[], []];
      const [one, two] = await Promise.all(
        [0, 1].map((i) =>
          startServer({ ...shared, dataDir: dirs[i]! }, logger, {
            print: (text) => outputs[i]!.push(text),
          }),
        ),
      );
      try {
        const firstLink = /\/asennus\?token=([\w-]+)/.exec(outputs[0]!.join(''))?.[1];
        const secondLink = /\/asennus\?token=([\w-]+)/.exec(outputs[1]!.join(''))?.[1];
        expect(firstLink).toBeTruthy();
        expect(secondLink).toBeTruthy();
        // The link printed by the first is used on the second (nginx may send it either way).
        const res = await post(two!.url, '/api/setup', setupBody(firstLink!));
        expect(res.status).toBe(201);
        const again = await post(one!.url, '/api/setup/status', { token: secondLink });
        expect(again.status).toBe(409);
      } finally {
        await Promise.all([one!.stop(), two!.stop()]);
        await created.drop();
        for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
      }
    },
    120_000,
  );
});

describe('the setup endpoints', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());

  const admins = async () =>
    (await t.database.db.select().from(userRoles).where(eq(userRoles.isSuperAdmin, true))).length;

  it('refuses an expired link in Finnish and creates no admin', async () => {
    const { token } = await issueSetupToken(
      t.database.db,
      new Date(Date.now() - SETUP_TOKEN_TTL_MS - 60_000),
    );
    for (const res of [
      await post(t, '/api/setup/status', { token }),
      await post(t, '/api/setup', setupBody(token)),
    ]) {
      expect(res.status).toBe(410);
      const body = await json<Err>(res);
      expect(body.error.code).toBe('setup_link_expired');
      expect(body.error.message).toMatch(/^Asennuslinkki on vanhentunut/);
    }
    expect(await admins()).toBe(0);
  });

  it('refuses a wrong link and checks the form in Finnish', async () => {
    await issueSetupToken(t.database.db);
    const wrong = await post(t, '/api/setup', setupBody('v'.repeat(43)));
    expect(wrong.status).toBe(404);
    expect((await json<Err>(wrong)).error.message).toMatch(/^Asennuslinkki ei ole voimassa/);
    const { token } = await issueSetupToken(t.database.db);
    const short = await post(t, '/api/setup', { ...setupBody(token), password: 'lyhyt' });
    expect(short.status).toBe(400);
    expect((await json<Err>(short)).error.message).toContain('vähintään 10 merkkiä');
    expect(await admins()).toBe(0);
  });

  it('limits tries per client address', async () => {
    const ip = '192.0.2.200';
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      const res = await t.app.request('/api/setup/status', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': ip },
        body: JSON.stringify({ token: 'w'.repeat(43) }),
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(404));
    expect(statuses[20]).toBe(429);
  });

  it('of concurrent setup calls with the link, exactly one creates an admin (PostgreSQL)', async (ctx) => {
    // PGlite runs one transaction at a time, so only PostgreSQL can show the race.
    if (t.database.kind !== 'postgres') ctx.skip();
    const { token } = await issueSetupToken(t.database.db);
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        post(t, '/api/setup', setupBody(token, `kilpa-${i}@example.fi`)),
      ),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
    expect(await admins()).toBe(1);
  });
});

describe('the setup question: a real election or a demo to try', () => {
  const publicState = async (t: TestContext) => {
    const settings = await json<{ use_mock_data: boolean }>(
      await t.app.request('/api/settings/public'),
    );
    const municipalities = await json<{ municipality_id: string }[]>(
      await t.app.request('/api/municipalities'),
    );
    const helsinki = await t.app.request('/api/municipalities/091/candidates');
    return {
      demo: settings.use_mock_data,
      municipalities: municipalities.map((m) => m.municipality_id).sort(),
      helsinkiCandidates: helsinki.status === 200 ? (await json<unknown[]>(helsinki)).length : 0,
    };
  };

  it('must be answered: without a choice the form is refused in Finnish and nothing changes', async () => {
    const t = await createTestContext();
    try {
      const { token } = await issueSetupToken(t.database.db);
      const { election: _, ...withoutChoice } = setupBody(token);
      const res = await post(t, '/api/setup', withoutChoice);
      expect(res.status).toBe(400);
      expect((await json<Err>(res)).error.message).toContain(
        'Valitse, onko tämä oikea vaali vai kokeilu.',
      );
      const wrong = await post(t, '/api/setup', { ...setupBody(token), election: 'maybe' });
      expect(wrong.status).toBe(400);
      expect((await publicState(t)).demo).toBe(true);
    } finally {
      await t.close();
    }
  });

  it('a real election turns demo mode off and removes the untouched example municipalities', async () => {
    const t = await createTestContext();
    try {
      const before = await publicState(t);
      expect(before).toMatchObject({ demo: true, municipalities: ['091', '837', '853'] });
      expect(before.helsinkiCandidates).toBeGreaterThan(0);

      const { token } = await issueSetupToken(t.database.db);
      const res = await post(t, '/api/setup', setupBody(token, 'oikea@example.fi', 'real'));
      expect(res.status).toBe(201);

      expect(await publicState(t)).toEqual({
        demo: false,
        municipalities: [],
        helsinkiCandidates: 0,
      });
      const [entry] = await t.database.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.action, 'settings.update'));
      expect(entry?.actorEmail).toBe('oikea@example.fi');
      expect(entry?.details).toMatchObject({
        use_mock_data: { before: true, after: false },
        removed_example_municipalities: ['091', '837', '853'],
      });
    } finally {
      await t.close();
    }
  });

  it('a real election keeps an example municipality that something was added to', async () => {
    const t = await createTestContext();
    try {
      await insertCandidate(t.database.db, { municipalityId: '837' });
      const { token } = await issueSetupToken(t.database.db);
      expect((await post(t, '/api/setup', setupBody(token, 'eka@example.fi', 'real'))).status).toBe(
        201,
      );
      const after = await publicState(t);
      expect(after.demo).toBe(false);
      expect(after.municipalities).toEqual(['837']);
    } finally {
      await t.close();
    }
  });

  it('a demo keeps demo mode on and the example municipalities with their demo candidates', async () => {
    const t = await createTestContext();
    try {
      const before = await publicState(t);
      const { token } = await issueSetupToken(t.database.db);
      expect((await post(t, '/api/setup', setupBody(token, 'eka@example.fi', 'demo'))).status).toBe(
        201,
      );
      expect(await publicState(t)).toEqual(before);
    } finally {
      await t.close();
    }
  });
});
