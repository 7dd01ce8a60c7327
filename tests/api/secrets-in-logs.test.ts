import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestContextWithSmtp,
  createUser,
  json,
  signedInUser,
  signIn,
  type SmtpTestContext,
  TEST_PASSWORD,
} from '../factories';
import { request } from '#tests/request';

// Every log line the server writes while codes, invitation ids, reset tokens, links and mail
// bodies pass through it, and while a database error carries SQL parameters, must hold none
// of them. The logger writes at debug level into memory here.

let t: SmtpTestContext;
let cookie: string;
const lines: string[] = [];
const logText = () => lines.join('');

beforeAll(async () => {
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(chunk.toString('utf8'));
      done();
    },
  });
  t = await createTestContextWithSmtp({ log: { level: 'debug', stream } });
  cookie = await signedInUser(t, { email: 'lokit@example.fi', superAdmin: true });
});
afterAll(() => t.close());

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  request(t, path, { body, headers });

/** The secrets seen in this test, each checked against the whole log at the end. */
const secrets: string[] = [];

function expectLogFreeOf(values: string[]) {
  const log = logText();
  expect(log.length).toBeGreaterThan(0);
  for (const value of values) {
    expect(value.length).toBeGreaterThanOrEqual(8);
    expect(log).not.toContain(value);
  }
}

describe('secrets stay out of the log', () => {
  it('logs the route pattern of each request, never its path', async () => {
    const res = await t.app.request('/api/municipalities', {
      headers: { 'X-Request-Id': 'reitti-testi' },
    });
    expect(res.status).toBe(200);
    const line = lines
      .map((l) => JSON.parse(l) as { reqId?: string; msg?: string; req?: { route?: string } })
      .find((l) => l.reqId === 'reitti-testi' && l.msg === 'request');
    expect(line?.req).toEqual({ method: 'GET', route: '/api/municipalities' });
  });

  it('keeps access codes, their links and mail bodies out of every line', async () => {
    const res = await post(
      '/api/admin/municipalities/091/access-codes',
      { emails: ['lokiehdokas@example.fi'] },
      { Cookie: cookie },
    );
    expect(res.status).toBe(201);
    const { codes } = await json<{ codes: { code: string }[] }>(res);
    const code = codes[0]!.code;
    await t.deps.mailer.deliverDue();
    const mail = t.smtp.lastTo('lokiehdokas@example.fi')!;
    const link = `${t.config.publicUrl}/candidate-submission/${code}`;
    expect(mail.text).toContain(link);

    // The candidate's page, the API with the code in the path and in the body, a resend.
    expect((await t.app.request(`/candidate-submission/${code}`)).status).toBe(200);
    expect((await t.app.request(`/api/candidate-submission/${code}`)).status).toBe(404);
    expect((await post('/api/access-codes/validate', { code })).status).toBe(200);
    expect(
      (
        await post(
          `/api/admin/municipalities/091/access-codes/${code}/resend`,
          {},
          { Cookie: cookie },
        )
      ).status,
    ).toBe(200);
    await t.deps.mailer.deliverDue();

    secrets.push(code, link, mail.subject, ...mail.text.split('\n').filter((l) => l.length > 20));
    expectLogFreeOf([code, link, mail.subject, 'Avaa ehdokaslomake']);
  });

  it('keeps the codes of printed letters, their links and QR codes out of every line', async () => {
    const base = '/api/admin/municipalities/091/official-candidates';
    const added = await post(
      base,
      {
        first_name: 'Kirje',
        last_name: 'Lokiton',
        party: 'SDP',
        candidate_number: 77,
        age: 70,
        profession: '',
        language: 'fi',
      },
      { Cookie: cookie },
    );
    expect(added.status).toBe(201);
    const preview = await post(
      `${base}/access-codes/preview`,
      { csv: '77;\n' },
      { Cookie: cookie },
    );
    expect(preview.status).toBe(200);
    const made = await post(
      `${base}/access-codes`,
      { rows: [{ candidate_number: 77, email: '' }] },
      { Cookie: cookie },
    );
    expect(made.status).toBe(201);
    const letters = await json<{ code: string; link: string; qr_svg: string }[]>(
      await t.app.request(`${base}/letters`, { headers: { Cookie: cookie } }),
    );
    const letter = letters.find((l) => l.link.endsWith(l.code))!;
    secrets.push(letter.code, letter.link);
    expectLogFreeOf([letter.code, letter.link, letter.qr_svg.slice(0, 200)]);
  });

  it('keeps invitation ids and their links out of every line', async () => {
    const res = await post(
      '/api/admin/users/invitations',
      { email: 'lokikutsu@example.fi', target: '091' },
      { Cookie: cookie },
    );
    expect(res.status).toBe(201);
    await t.deps.mailer.deliverDue();
    const mail = t.smtp.lastTo('lokikutsu@example.fi')!;
    const id = /\/login\/kutsu\/([\w-]+)/.exec(mail.text)![1]!;
    expect((await t.app.request(`/login/kutsu/${id}`)).status).toBe(200);
    expect((await t.app.request(`/api/invitations/${id}`)).status).toBe(200);
    // A write refused as cross-origin is logged too, and must not name its path.
    expect(
      (
        await post(
          `/api/invitations/${id}/accept`,
          { name: 'Loki', password: 'lokin-salasana-1' },
          { Origin: 'http://evil.example' },
        )
      ).status,
    ).toBe(403);
    expect(
      (await post(`/api/invitations/${id}/accept`, { name: 'Loki', password: 'lokin-salasana-1' }))
        .status,
    ).toBe(200);
    secrets.push(id, 'lokin-salasana-1');
    expectLogFreeOf([id, 'lokin-salasana-1']);
  });

  it('keeps password-reset tokens out of every line', async () => {
    await createUser(t, { email: 'lokisalasana@example.fi' });
    expect(
      (await post('/api/auth/request-password-reset', { email: 'lokisalasana@example.fi' })).status,
    ).toBe(200);
    // Unknown address: better-auth logs a warning; it must not carry the address's token either.
    expect(
      (await post('/api/auth/request-password-reset', { email: 'ei-tilia@example.fi' })).status,
    ).toBe(200);
    const mail = await t.smtp.nextTo('lokisalasana@example.fi', () => t.deps.mailer.deliverDue());
    const token = /uusi-salasana\?token=([\w-]+)/.exec(mail.text)![1]!;
    expect((await t.app.request(`/login/uusi-salasana?token=${token}`)).status).toBe(200);
    await t.app.request(`/api/auth/reset-password/${token}?callbackURL=/login`);
    expect(
      (await post('/api/auth/reset-password', { token, newPassword: 'lokin-uusi-salasana' }))
        .status,
    ).toBe(200);
    // A used token again: better-auth refuses it, and says nothing of it in the log.
    expect(
      (await post('/api/auth/reset-password', { token, newPassword: 'lokin-uusi-salasana' }))
        .status,
    ).toBe(400);
    await signIn(t, 'lokisalasana@example.fi', 'lokin-uusi-salasana');
    secrets.push(token, 'lokin-uusi-salasana', TEST_PASSWORD);
    expectLogFreeOf([token, 'lokin-uusi-salasana', TEST_PASSWORD]);
  });

  it('logs a database error without its SQL parameters or message', async () => {
    const marker = 'kaatuva-parametri-7q4@example.fi';
    await t.database.db.execute(
      sql.raw(
        `alter table candidate_access_codes add constraint test_loki_kaatuu check (email <> '${marker}')`,
      ),
    );
    try {
      const res = await post(
        '/api/admin/municipalities/091/access-codes',
        { emails: [marker] },
        { Cookie: cookie, 'X-Request-Id': 'kaatuva-pyynto' },
      );
      expect(res.status).toBe(500);
      expect((await json<{ error: { code: string } }>(res)).error.code).toBe('internal');
    } finally {
      await t.database.db.execute(
        sql`alter table candidate_access_codes drop constraint test_loki_kaatuu`,
      );
    }
    const errorLine = lines
      .map((l) => JSON.parse(l) as { reqId?: string; msg?: string; err?: unknown; route?: string })
      .find((l) => l.reqId === 'kaatuva-pyynto' && l.msg === 'unhandled error');
    // What is left is enough to find the fault: the kind, the SQLSTATE, the constraint, a stack.
    expect(JSON.stringify(errorLine?.err)).toContain('23514');
    expect(JSON.stringify(errorLine?.err)).toContain('test_loki_kaatuu');
    expect(errorLine?.route).toBe('/api/admin/municipalities/:municipalityId/access-codes');
    expectLogFreeOf([marker, 'kaatuva-parametri', 'insert into']);
  });

  it('has none of the secrets of the earlier steps in the whole log', () => {
    expect(secrets.length).toBeGreaterThan(5);
    expectLogFreeOf(secrets);
    expect(logText()).not.toMatch(/candidate-submission\/[A-Z0-9]{8}/);
    expect(logText()).not.toMatch(/token=/);
  });
});
