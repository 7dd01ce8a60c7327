import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  createTestContextWithSmtp,
  createUser,
  json,
  randomTestIp,
  signedInUser,
  signIn,
  type SmtpTestContext,
  TEST_PASSWORD,
} from '#tests/factories';
import { authVerification, userRoles } from '../db/schema';
import { storedVerificationIdentifier } from './auth';
import { request } from '#tests/request';

let t: SmtpTestContext;
beforeAll(async () => {
  t = await createTestContextWithSmtp();
});
afterAll(() => t.close());

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  request(t, path, { body, headers });

type Me = {
  is_super_admin: boolean;
  municipalities: string[];
  memberships: { role: string; organization_slug: string }[];
};
const me = async (cookie: string) => t.app.request('/api/me', { headers: { Cookie: cookie } });

/**
 * The newest mail to the address that no earlier call returned, waiting for it: better-auth
 * queues the reset mail after it has answered.
 */
const lastMailTo = (email: string) => t.smtp.nextTo(email, () => t.deps.mailer.deliverDue());

describe('sign-in and admin status', () => {
  it('answers 401 to /api/me without a session', async () => {
    const res = await t.app.request('/api/me');
    expect(res.status).toBe(401);
    expect((await json<{ error: { code: string } }>(res)).error.code).toBe('unauthorized');
  });

  it('creates the user_roles row on sign-in of a system-organization admin (docs/product.md)', async () => {
    const user = await createUser(t, { email: 'paa@example.fi', superAdmin: true });
    expect(
      await t.database.db.select().from(userRoles).where(eq(userRoles.userId, user.id)),
    ).toHaveLength(0);
    const cookie = await signIn(t, 'paa@example.fi');
    const [role] = await t.database.db
      .select()
      .from(userRoles)
      .where(eq(userRoles.userId, user.id));
    expect(role?.isSuperAdmin).toBe(true);
    const body = await json<Me>(await me(cookie));
    expect(body.is_super_admin).toBe(true);
    expect(body.municipalities).toEqual(['091', '837', '853']);
    expect(body.memberships).toEqual([
      expect.objectContaining({ organization_slug: 'jarjestelma', role: 'org:admin' }),
    ]);
  });

  it('gives a municipal admin only their own municipality, and no admin status', async () => {
    await createUser(t, { email: 'tampere@example.fi', adminOf: ['837'] });
    const body = await json<Me>(await me(await signIn(t, 'tampere@example.fi')));
    expect(body.is_super_admin).toBe(false);
    expect(body.municipalities).toEqual(['837']);
  });

  it('lets a user_roles row with is_super_admin false win over system membership', async () => {
    const user = await createUser(t, { email: 'alennettu@example.fi', superAdmin: true });
    await t.database.db.insert(userRoles).values({ userId: user.id, isSuperAdmin: false });
    const body = await json<Me>(await me(await signIn(t, 'alennettu@example.fi')));
    expect(body.is_super_admin).toBe(false);
  });

  it('refuses a wrong password with a Finnish message, and throttles repeated tries', async () => {
    await createUser(t, { email: 'arvaus@example.fi' });
    const ip = randomTestIp();
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      const res = await post(
        '/api/auth/sign-in/email',
        { email: 'arvaus@example.fi', password: `vaara-${i}-salasana` },
        { 'X-Forwarded-For': ip },
      );
      statuses.push(res.status);
      if (i === 0) {
        const body = await json<{ error: { code: string; message: string } }>(res);
        expect(body.error).toEqual({
          code: 'invalid_credentials',
          message: expect.stringContaining('väärin'),
        });
      }
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5)).toEqual([429, 429, 429, 429, 429]);
    // Even the right password waits out the window from that address.
    const right = await post(
      '/api/auth/sign-in/email',
      { email: 'arvaus@example.fi', password: TEST_PASSWORD },
      { 'X-Forwarded-For': ip },
    );
    expect(right.status).toBe(429);
    expect((await json<{ error: { code: string } }>(right)).error.code).toBe('rate_limited');
  });

  it('has no public sign-up', async () => {
    const res = await post('/api/auth/sign-up/email', {
      email: 'uusi@example.fi',
      password: 'salasana-123456',
      name: 'Uusi',
    });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(
      (
        await t.app.request('/api/me', {
          headers: { Cookie: res.headers.getSetCookie().join('; ') },
        })
      ).status,
    ).toBe(401);
  });
});

describe('password reset', () => {
  it('sends a Finnish email whose link works once', async () => {
    await createUser(t, { email: 'unohtui@example.fi' });
    expect(
      (await post('/api/auth/request-password-reset', { email: 'unohtui@example.fi' })).status,
    ).toBe(200);
    const mail = await lastMailTo('unohtui@example.fi');
    expect(mail.subject).toContain('Salasanan vaihtaminen');
    const token = /uusi-salasana\?token=([\w-]+)/.exec(mail.text)?.[1];
    expect(token).toBeTruthy();

    const first = await post('/api/auth/reset-password', {
      token,
      newPassword: 'uusi-hyva-salasana',
    });
    expect(first.status).toBe(200);
    const again = await post('/api/auth/reset-password', {
      token,
      newPassword: 'toinen-salasana-1',
    });
    expect(again.status).toBe(400);
    expect((await json<{ error: { code: string } }>(again)).error.code).toBe('invalid_token');
    await signIn(t, 'unohtui@example.fi', 'uusi-hyva-salasana');
  });

  it('invalidates the other outstanding links once one is used', async () => {
    await createUser(t, { email: 'kaksi-linkkia@example.fi' });
    const tokens: string[] = [];
    for (let i = 0; i < 2; i++) {
      await post('/api/auth/request-password-reset', { email: 'kaksi-linkkia@example.fi' });
      const mail = await lastMailTo('kaksi-linkkia@example.fi');
      tokens.push(/token=([\w-]+)/.exec(mail.text)![1]!);
    }
    expect(new Set(tokens).size).toBe(2);
    const used = await post('/api/auth/reset-password', {
      token: tokens[1],
      newPassword: 'toisen-linkin-salasana',
    });
    expect(used.status).toBe(200);
    const other = await post('/api/auth/reset-password', {
      token: tokens[0],
      newPassword: 'ensimmaisen-linkin-salasana',
    });
    expect(other.status).toBe(400);
    expect((await json<{ error: { code: string } }>(other)).error.code).toBe('invalid_token');
    await signIn(t, 'kaksi-linkkia@example.fi', 'toisen-linkin-salasana');
  });

  it('refuses an expired link', async () => {
    await createUser(t, { email: 'vanha@example.fi' });
    await post('/api/auth/request-password-reset', { email: 'vanha@example.fi' });
    const token = /token=([\w-]+)/.exec((await lastMailTo('vanha@example.fi')).text)![1]!;
    await t.database.db
      .update(authVerification)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(
        eq(
          authVerification.identifier,
          await storedVerificationIdentifier(`reset-password:${token}`),
        ),
      );
    const res = await post('/api/auth/reset-password', {
      token,
      newPassword: 'uusi-hyva-salasana',
    });
    expect(res.status).toBe(400);
  });
});

describe('invitations', () => {
  it('lets a super admin invite a municipal admin who sets a password and is signed in', async () => {
    const admin = await signedInUser(t, { email: 'kutsuja@example.fi', superAdmin: true });
    const invite = await post(
      '/api/admin/users/invitations',
      { email: 'Helsinki.Admin@example.fi', target: '091' },
      { Cookie: admin },
    );
    expect(invite.status).toBe(201);
    const mail = await lastMailTo('helsinki.admin@example.fi');
    expect(mail.subject).toBe('Kutsu Eläkeläisten vaalikoneen ylläpitäjäksi');
    const id = /\/login\/kutsu\/([\w-]+)/.exec(mail.text)![1]!;

    const info = await json<{ email: string; organization_name: string }>(
      await t.app.request(`/api/invitations/${id}`),
    );
    expect(info).toMatchObject({
      email: 'helsinki.admin@example.fi',
      organization_name: 'Helsinki',
    });

    const short = await post(`/api/invitations/${id}/accept`, { name: 'Hanna', password: 'lyhyt' });
    expect(short.status).toBe(400);
    const accepted = await post(`/api/invitations/${id}/accept`, {
      name: 'Hanna Helsinki',
      password: 'helsingin-salasana',
    });
    expect(accepted.status).toBe(200);
    const cookie = accepted.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const body = await json<Me>(await me(cookie));
    expect(body).toMatchObject({ is_super_admin: false, municipalities: ['091'] });

    const reuse = await post(`/api/invitations/${id}/accept`, {
      name: 'Joku Muu',
      password: 'toinen-salasana',
    });
    expect(reuse.status).toBe(409);
  });

  it('does not let a municipal admin invite anyone', async () => {
    const cookie = await signedInUser(t, { email: 'turku@example.fi', adminOf: ['853'] });
    const res = await post(
      '/api/admin/users/invitations',
      { email: 'x@example.fi', target: '853' },
      { Cookie: cookie },
    );
    expect(res.status).toBe(403);
  });
});
