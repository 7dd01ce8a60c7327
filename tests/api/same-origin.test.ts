import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { insertAccessCode } from '../data';
import {
  createTestContextWithSmtp,
  json,
  randomTestIp,
  signedInUser,
  TEST_PASSWORD,
  type TestContext,
} from '../factories';
import { outbox } from '#server/db/schema';

// Issue #10: every state-changing route, ours and better-auth's, refuses a request that a
// browser sent from another origin. PUBLIC_URL here is http://127.0.0.1:3000.

let t: TestContext;
let adminCookie: string;
let own: string;
let otherPort: string;
beforeAll(async () => {
  t = await createTestContextWithSmtp();
  adminCookie = await signedInUser(t, { email: 'origin-admin@example.fi', adminOf: ['091'] });
  own = new URL(t.config.publicUrl).origin;
  const url = new URL(t.config.publicUrl);
  url.port = String(Number(url.port) + 1);
  otherPort = url.origin; // same host, another port: same-site but cross-origin
});
afterAll(() => t.close());

type Err = { error: { code: string; message: string } };
const mails = async () => (await t.database.db.select({ n: count() }).from(outbox))[0]!.n;

function resend(code: string, headers: Record<string, string>) {
  return t.app.request(`/api/admin/municipalities/091/access-codes/${code}/resend`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Cookie: adminCookie, ...headers },
    body: '{}',
  });
}

async function photoUpload(headers: Record<string, string>) {
  const jpeg = await sharp({
    create: { width: 20, height: 20, channels: 3, background: { r: 200, g: 10, b: 10 } },
  })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'kuva.jpg');
  form.set('municipality_id', '091');
  return t.app.request('/api/uploads/candidate-photo', {
    method: 'POST',
    body: form,
    headers: { Cookie: adminCookie, 'X-Forwarded-For': randomTestIp(), ...headers },
  });
}

async function expectCrossOrigin(res: Response) {
  expect(res.status).toBe(403);
  const body = await json<Err>(res);
  expect(body.error.code).toBe('cross_origin');
  expect(body.error.message).toMatch(/toiselta sivustolta/);
}

describe('requests from another origin', () => {
  it('refuses a code resend and a photo upload posted from another port with the admin cookie', async () => {
    const { code } = await insertAccessCode(t.database.db, { municipalityId: '091' });
    const before = await mails();
    await expectCrossOrigin(
      await resend(code, { Origin: otherPort, 'Sec-Fetch-Site': 'same-site' }),
    );
    await expectCrossOrigin(await resend(code, { Origin: otherPort }));
    expect(await mails()).toBe(before);
    await expectCrossOrigin(await photoUpload({ Origin: otherPort }));
  });

  it('refuses Sec-Fetch-Site cross-site or same-site, and an Origin of null, on any write', async () => {
    const { code } = await insertAccessCode(t.database.db, { municipalityId: '091' });
    await expectCrossOrigin(await resend(code, { 'Sec-Fetch-Site': 'cross-site' }));
    await expectCrossOrigin(await resend(code, { 'Sec-Fetch-Site': 'same-site' }));
    await expectCrossOrigin(await resend(code, { Origin: 'null' }));
    await expectCrossOrigin(await resend(code, { Origin: own, 'Sec-Fetch-Site': 'cross-site' }));
    await expectCrossOrigin(
      await t.app.request('/api/statistics/visits', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: 'https://example.com' },
        body: JSON.stringify({ p_user_uuid: 'anon-x', p_municipality_id: '091' }),
      }),
    );
    // Not only API paths: a write anywhere is refused before it reaches a handler.
    await expectCrossOrigin(
      await t.app.request('/jotain', { method: 'DELETE', headers: { Origin: otherPort } }),
    );
  });

  it('lets our own pages, their localhost twin and clients without browser headers through', async () => {
    // A code is mailed again at most once an hour, so each call resends its own code.
    const fresh = async () =>
      (await insertAccessCode(t.database.db, { municipalityId: '091' })).code;
    const before = await mails();
    expect(
      (await resend(await fresh(), { Origin: own, 'Sec-Fetch-Site': 'same-origin' })).status,
    ).toBe(200);
    const twin = own.replace('127.0.0.1', 'localhost');
    expect((await resend(await fresh(), { Origin: twin })).status).toBe(200);
    expect((await resend(await fresh(), {})).status).toBe(200); // curl, scripts
    expect((await resend(await fresh(), { 'Sec-Fetch-Site': 'none' })).status).toBe(200);
    expect(await mails()).toBe(before + 4);
    expect((await photoUpload({ Origin: own, 'Sec-Fetch-Site': 'same-origin' })).status).toBe(201);
    // Reading is never refused.
    const read = await t.app.request('/api/municipalities', { headers: { Origin: otherPort } });
    expect(read.status).toBe(200);
  });

  it("refuses better-auth's sign-in and password reset from a foreign origin", async () => {
    const signInFrom = (origin: string) =>
      t.app.request('/api/auth/sign-in/email', {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Origin: origin,
          'X-Forwarded-For': randomTestIp(),
        },
        body: JSON.stringify({ email: 'origin-admin@example.fi', password: TEST_PASSWORD }),
      });
    const refused = await signInFrom(otherPort);
    await expectCrossOrigin(refused);
    expect(refused.headers.getSetCookie()).toEqual([]);
    expect((await signInFrom(own)).status).toBe(200);

    const before = await mails();
    const reset = await t.app.request('/api/auth/request-password-reset', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Origin: 'https://example.com',
        'X-Forwarded-For': randomTestIp(),
      },
      body: JSON.stringify({ email: 'origin-admin@example.fi', redirectTo: '/login' }),
    });
    await expectCrossOrigin(reset);
    expect(await mails()).toBe(before);
  });
});
