import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cookieHeader,
  createTestContextWithSmtp,
  createUser,
  json,
  signedInUser,
  signIn,
  type SmtpTestContext,
  TEST_PASSWORD,
} from '#tests/factories';
import { createApp } from '../../app';
import { setMembership, setSuperAdmin, upsertPasswordUser } from '../../auth/accounts';
import { authInvitation, authMember, authOrganization, userRoles } from '../../db/schema';
import { request as testRequest } from '#tests/request';

// Issue #10, account takeover: better-auth's organization endpoints are gone, an invitation never
// sets the password of an existing account, invitation tokens are stored hashed, a password
// change ends the other sessions, and there is always at least one super admin.

let t: SmtpTestContext;
beforeAll(async () => {
  t = await createTestContextWithSmtp();
});
afterAll(() => t.close());

/** The newest mail to the address that no earlier call returned, waiting for the worker. */
const mailTo = (email: string) => t.smtp.nextTo(email, () => t.deps.mailer.deliverDue());

type ErrorAnswer = { error: { code: string; message: string } };

const request = (
  method: string,
  path: string,
  opts: { cookie?: string; body?: unknown; ip?: string } = {},
) => testRequest(t, path, { method, ...opts, headers: { 'Content-Type': 'application/json' } });

const me = (cookie: string) => request('GET', '/api/me', { cookie });

async function orgId(slug: string) {
  const [org] = await t.database.db
    .select({ id: authOrganization.id })
    .from(authOrganization)
    .where(eq(authOrganization.slug, slug));
  return org!.id;
}

async function invitationTokenMailedTo(email: string) {
  const text = (await mailTo(email)).text;
  const token = /\/login\/kutsu\/([\w-]+)/.exec(text)?.[1];
  if (!token) throw new Error(`no invitation mail to ${email}`);
  return token;
}

async function invite(cookie: string, email: string, target: string, role = 'admin') {
  const res = await request('POST', '/api/admin/users/invitations', {
    cookie,
    body: { email, target, role },
  });
  expect(res.status).toBe(201);
  return { answer: await res.text(), token: await invitationTokenMailedTo(email) };
}

async function signInFails(email: string, password: string) {
  const res = await request('POST', '/api/auth/sign-in/email', { body: { email, password } });
  return res.status === 401;
}

describe('better-auth endpoints', () => {
  it('answers 404 in our error shape to every better-auth endpoint the product does not use', async () => {
    const cookie = await signedInUser(t, { email: 'pinta.helsinki@example.fi', adminOf: ['091'] });
    const unused: [string, string][] = [
      ['POST', '/api/auth/organization/invite-member'],
      ['POST', '/api/auth/organization/accept-invitation'],
      ['POST', '/api/auth/organization/create'],
      ['POST', '/api/auth/organization/update-member-role'],
      ['POST', '/api/auth/organization/remove-member'],
      ['GET', '/api/auth/organization/list'],
      ['GET', '/api/auth/organization/list-invitations'],
      ['POST', '/api/auth/sign-up/email'],
      ['POST', '/api/auth/change-password'],
      ['POST', '/api/auth/change-email'],
      ['POST', '/api/auth/update-user'],
      ['POST', '/api/auth/delete-user'],
      ['GET', '/api/auth/list-sessions'],
      ['POST', '/api/auth/revoke-sessions'],
      ['POST', '/api/auth/get-session'],
      ['GET', '/api/auth/sign-in/email'],
      ['POST', '/api/auth/sign-in/email/'],
      ['POST', '/api/auth/organization%2Finvite-member'],
      ['GET', '/api/auth/ok'],
    ];
    for (const [method, path] of unused) {
      const res = await request(method, path, { cookie, body: method === 'POST' ? {} : undefined });
      expect({ method, path, status: res.status }).toEqual({ method, path, status: 404 });
      expect((await json<ErrorAnswer>(res)).error.code).toBe('not_found');
    }
  });

  it('keeps signing in, the session and signing out working', async () => {
    const cookie = await signedInUser(t, { email: 'pinta.istunto@example.fi' });
    const session = await request('GET', '/api/auth/get-session', { cookie });
    expect(session.status).toBe(200);
    expect((await json<{ user: { email: string } }>(session)).user.email).toBe(
      'pinta.istunto@example.fi',
    );
    expect((await request('POST', '/api/auth/sign-out', { cookie, body: {} })).status).toBe(200);
    expect((await me(cookie)).status).toBe(401);
  });
});

describe('the account takeover through an invitation', () => {
  it('fails as reported: invite-member is 404 and the super admin keeps their password and sessions', async () => {
    const ownerSession = await signedInUser(t, { email: 'omistaja@example.fi', superAdmin: true });
    const attacker = await signedInUser(t, { email: 'hyokkaaja@example.fi', adminOf: ['091'] });
    const helsinki = await orgId('kunta-091');

    const invited = await request('POST', '/api/auth/organization/invite-member', {
      cookie: attacker,
      body: { email: 'omistaja@example.fi', role: 'admin', organizationId: helsinki },
    });
    expect(invited.status).toBe(404);
    expect(
      await t.database.db
        .select()
        .from(authInvitation)
        .where(eq(authInvitation.email, 'omistaja@example.fi')),
    ).toHaveLength(0);

    // Even with a guessed or old-style id, accept cannot reach an existing account.
    const accepted = await request('POST', '/api/invitations/kutsu-jota-ei-ole-1234/accept', {
      body: { name: 'Hyökkääjä', password: 'hyokkaajan-salasana' },
    });
    expect(accepted.status).toBe(404);

    await signIn(t, 'omistaja@example.fi');
    expect(await signInFails('omistaja@example.fi', 'hyokkaajan-salasana')).toBe(true);
    expect((await me(ownerSession)).status).toBe(200);
  });

  it("does not let our own invitation to an existing account's address change its password", async () => {
    const admin = await signedInUser(t, { email: 'kutsuja.paa@example.fi', superAdmin: true });
    const victimSession = await signedInUser(t, { email: 'olemassa@example.fi', adminOf: ['837'] });
    const { token } = await invite(admin, 'olemassa@example.fi', '091');

    // invite() has waited for this mail already.
    const mail = t.smtp.lastTo('olemassa@example.fi')!;
    expect(mail.text).toContain('kirjautumalla sisään nykyisellä salasanallasi');
    expect(mail.text).not.toContain('aseta itsellesi salasana');
    const info = await json<{ account_exists: boolean; email: string }>(
      await request('GET', `/api/invitations/${token}`),
    );
    expect(info).toMatchObject({ email: 'olemassa@example.fi', account_exists: true });

    const accept = await request('POST', `/api/invitations/${token}/accept`, {
      body: { name: 'Joku Muu', password: 'kutsun-uusi-salasana' },
    });
    expect(accept.status).toBe(409);
    const body = await json<ErrorAnswer>(accept);
    expect(body.error.code).toBe('account_exists');
    expect(body.error.message).toContain('kirjautumalla sisään omalla salasanallasi');
    expect(accept.headers.getSetCookie()).toEqual([]);

    // The password, the name and the sessions are untouched; the invitation is still usable.
    expect(await signInFails('olemassa@example.fi', 'kutsun-uusi-salasana')).toBe(true);
    expect((await me(victimSession)).status).toBe(200);
    expect((await request('GET', `/api/invitations/${token}`)).status).toBe(200);

    // Joining needs the account's own session: none, or someone else's, is refused.
    expect((await request('POST', `/api/invitations/${token}/join`)).status).toBe(401);
    const other = await request('POST', `/api/invitations/${token}/join`, { cookie: admin });
    expect(other.status).toBe(403);
    expect((await json<ErrorAnswer>(other)).error.code).toBe('invitation_other_account');

    // Signing in with the own password and joining adds only the membership.
    const own = await signIn(t, 'olemassa@example.fi', TEST_PASSWORD);
    expect((await request('POST', `/api/invitations/${token}/join`, { cookie: own })).status).toBe(
      200,
    );
    const after = await json<{ user: { name: string }; municipalities: string[] }>(await me(own));
    expect(after.user.name).toBe('olemassa');
    expect(after.municipalities).toEqual(['091', '837']);
    expect((await me(victimSession)).status).toBe(200);
    await signIn(t, 'olemassa@example.fi', TEST_PASSWORD);
    expect((await request('POST', `/api/invitations/${token}/join`, { cookie: own })).status).toBe(
      409,
    );
  });

  it('never lowers an existing role through an invitation', async () => {
    const admin = await signedInUser(t, { email: 'alentaja@example.fi', superAdmin: true });
    const target = await createUser(t, { email: 'ennallaan@example.fi', superAdmin: true });
    const { token } = await invite(admin, 'ennallaan@example.fi', 'system', 'member');
    const own = await signIn(t, 'ennallaan@example.fi');
    expect((await request('POST', `/api/invitations/${token}/join`, { cookie: own })).status).toBe(
      200,
    );
    const [member] = await t.database.db
      .select({ role: authMember.role })
      .from(authMember)
      .where(
        and(
          eq(authMember.userId, target.id),
          eq(authMember.organizationId, await orgId(t.config.systemOrgSlug)),
        ),
      );
    expect(member?.role).toBe('admin');
    expect((await json<{ is_super_admin: boolean }>(await me(own))).is_super_admin).toBe(true);
  });
});

describe('invitation tokens', () => {
  it('are stored only as hashes and appear in no admin answer', async () => {
    const admin = await signedInUser(t, { email: 'tokenit@example.fi', superAdmin: true });
    const { answer, token } = await invite(admin, 'uusi.tampere@example.fi', '837');

    const [row] = await t.database.db
      .select()
      .from(authInvitation)
      .where(eq(authInvitation.email, 'uusi.tampere@example.fi'));
    expect(row!.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(token);
    expect(JSON.stringify(row)).not.toContain(token.slice(0, 8));

    const list = await (await request('GET', '/api/admin/users', { cookie: admin })).text();
    const audit = await (
      await request('GET', '/api/admin/audit-log?page_size=200', { cookie: admin })
    ).text();
    for (const text of [answer, list, audit]) {
      expect(text).not.toContain(token);
      expect(text).not.toContain(token.slice(0, 8));
    }
    const listed = (
      JSON.parse(list) as { invitations: { id: string; email: string }[] }
    ).invitations.find((i) => i.email === 'uusi.tampere@example.fi');
    expect(listed?.id).toBe(row!.id);
    expect(JSON.parse(answer)).toMatchObject({ id: row!.id });

    // The token from the mail works; the listed id is not a token.
    expect((await request('GET', `/api/invitations/${token}`)).status).toBe(200);
    expect((await request('GET', `/api/invitations/${row!.id}`)).status).toBe(404);
    expect((await request('GET', `/api/invitations/${row!.tokenHash}`)).status).toBe(404);

    // Cancelling by the listed id ends the emailed link.
    expect(
      (await request('DELETE', `/api/admin/users/invitations/${row!.id}`, { cookie: admin }))
        .status,
    ).toBe(200);
    expect((await request('GET', `/api/invitations/${token}`)).status).toBe(409);
  });

  it('let a new person accept with a name and password, once', async () => {
    const admin = await signedInUser(t, { email: 'uudelle@example.fi', superAdmin: true });
    const { token } = await invite(admin, 'aivan.uusi@example.fi', '853');
    const info = await json<{ account_exists: boolean }>(
      await request('GET', `/api/invitations/${token}`),
    );
    expect(info.account_exists).toBe(false);
    const accepted = await request('POST', `/api/invitations/${token}/accept`, {
      body: { name: 'Aivan Uusi', password: 'turun-oma-salasana' },
    });
    expect(accepted.status).toBe(200);
    const cookie = cookieHeader(accepted);
    expect((await json<{ municipalities: string[] }>(await me(cookie))).municipalities).toEqual([
      '853',
    ]);
    const again = await request('POST', `/api/invitations/${token}/accept`, {
      body: { name: 'Joku Muu', password: 'toinen-salasana-1' },
    });
    expect(again.status).toBe(409);
    expect(await signInFails('aivan.uusi@example.fi', 'toinen-salasana-1')).toBe(true);
  });
});

describe('the request log', () => {
  it('hides the tokens of emailed links (invitation page and API, password reset check)', async () => {
    const admin = await signedInUser(t, { email: 'lokit@example.fi', superAdmin: true });
    const { token } = await invite(admin, 'lokiin.ei@example.fi', '091');
    const lines: string[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(line) });
    const app = createApp({ ...t.deps, logger });
    expect((await app.request(`/api/invitations/${token}`)).status).toBe(200);
    await app.request(`/api/invitations/${token}/accept`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: t.config.publicUrl },
      body: JSON.stringify({ name: 'x', password: 'lyhyt' }),
    });
    await app.request(`/login/kutsu/${token}`);
    await app.request('/api/auth/reset-password/salainen-nollaus-1234?callbackURL=%2Flogin');
    const log = lines.join('');
    expect(log).not.toContain('salainen-nollaus-1234');
    // The request log names route patterns, never the path with its token.
    expect(log).toContain('/api/invitations/:token');
    expect(log).not.toContain(token);
  });
});

describe('sessions after a password change', () => {
  it('ends the other sessions of the account when the password is reset', async () => {
    const first = await signedInUser(t, { email: 'nollaus@example.fi' });
    const second = await signIn(t, 'nollaus@example.fi');
    expect((await me(first)).status).toBe(200);
    await request('POST', '/api/auth/request-password-reset', {
      body: { email: 'nollaus@example.fi' },
    });
    const token = /token=([\w-]+)/.exec((await mailTo('nollaus@example.fi')).text)![1]!;
    const reset = await request('POST', '/api/auth/reset-password', {
      body: { token, newPassword: 'nollattu-salasana-1' },
    });
    expect(reset.status).toBe(200);
    expect((await me(first)).status).toBe(401);
    expect((await me(second)).status).toBe(401);
    await signIn(t, 'nollaus@example.fi', 'nollattu-salasana-1');
  });

  it('ends the sessions when npm run create-admin sets the password of an existing account', async () => {
    const session = await signedInUser(t, { email: 'komentorivi@example.fi' });
    await upsertPasswordUser(t.database.db, {
      email: 'komentorivi@example.fi',
      name: 'Komentorivi',
      password: 'komentorivin-salasana',
    });
    expect((await me(session)).status).toBe(401);
  });
});

describe('there is always a super admin', () => {
  const membershipPath = (userId: string, org: string) =>
    `/api/admin/users/${userId}/memberships/${org}`;

  async function superAdminCount() {
    return (await t.database.db.select().from(userRoles).where(eq(userRoles.isSuperAdmin, true)))
      .length;
  }

  /** Makes these the only super admins (the other tests' super admins are demoted). */
  async function onlySuperAdmins(ids: string[]) {
    const system = await orgId(t.config.systemOrgSlug);
    await t.database.db.update(userRoles).set({ isSuperAdmin: false });
    for (const id of ids) {
      await setMembership(t.database.db, id, system, 'admin');
      await setSuperAdmin(t.database.db, id, true);
    }
  }

  it('refuses to demote or remove the last super admin with a clear Finnish message', async () => {
    const only = await createUser(t, { email: 'ainoa@example.fi', superAdmin: true });
    await onlySuperAdmins([only.id]);
    const cookie = await signIn(t, 'ainoa@example.fi');
    const system = await orgId(t.config.systemOrgSlug);
    for (const res of [
      await request('PATCH', membershipPath(only.id, system), { cookie, body: { role: 'member' } }),
      await request('DELETE', membershipPath(only.id, system), { cookie }),
    ]) {
      expect(res.status).toBe(409);
      const { error } = await json<ErrorAnswer>(res);
      expect(error.code).toBe('last_super_admin');
      expect(error.message).toContain('Viimeistä pääkäyttäjää ei voi poistaa');
      expect(error.message).toContain('vähintään yksi pääkäyttäjä');
    }
    expect(await superAdminCount()).toBe(1);
    expect((await json<{ is_super_admin: boolean }>(await me(cookie))).is_super_admin).toBe(true);
  });

  it('keeps one when two super admins demote or remove each other at the same time (PostgreSQL)', async (ctx) => {
    if (t.database.kind !== 'postgres') {
      ctx.skip('PGlite runs one transaction at a time; concurrent transactions need PostgreSQL');
    }
    const a = await createUser(t, { email: 'kilpa.a@example.fi', superAdmin: true });
    const b = await createUser(t, { email: 'kilpa.b@example.fi', superAdmin: true });
    const system = await orgId(t.config.systemOrgSlug);
    const cookieA = await signIn(t, 'kilpa.a@example.fi');
    const cookieB = await signIn(t, 'kilpa.b@example.fi');
    for (let round = 0; round < 8; round++) {
      await onlySuperAdmins([a.id, b.id]);
      const demote = (cookie: string, userId: string) =>
        request('PATCH', membershipPath(userId, system), { cookie, body: { role: 'member' } });
      const remove = (cookie: string, userId: string) =>
        request('DELETE', membershipPath(userId, system), { cookie });
      const [first, second] = await Promise.all(
        round % 2 === 0
          ? [demote(cookieA, b.id), demote(cookieB, a.id)]
          : [remove(cookieA, b.id), demote(cookieB, a.id)],
      );
      const statuses = [first!.status, second!.status].sort();
      // One wins; the other is refused as the last super admin (409), or, when the winner
      // committed before it was even checked, as no longer a super admin (403).
      expect(statuses[0]).toBe(200);
      expect([403, 409]).toContain(statuses[1]);
      expect(await superAdminCount()).toBe(1);
    }
  });
});
