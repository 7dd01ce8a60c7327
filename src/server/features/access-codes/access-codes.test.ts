import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ACCESS_CODE_ALPHABET } from '#core/schemas';
import {
  createTestContext,
  createTestContextWithSmtp,
  createUser,
  json,
  signedInUser,
  signIn,
  type SmtpTestContext,
} from '#tests/factories';
import { insertAccessCode } from '#tests/data';
import { startTestSmtp } from '#tests/smtp';
import { outbox } from '../../db/schema';
import { DEFAULT_RETRY } from '../../mail/outbox-worker';
import { generateAccessCode } from './access-codes.service';
import { request } from '#tests/request';

let t: SmtpTestContext;
let cookie: string;
beforeAll(async () => {
  t = await createTestContextWithSmtp();
  cookie = await signedInUser(t, { email: 'koodit@example.fi', adminOf: ['091'] });
});
afterAll(() => t.close());

const post = (path: string, body: unknown) => request(t, path, { body, cookie, ip: false });
type Code = {
  code: string;
  email: string;
  status: string;
  expires_at: string;
  email_status: string | null;
};
const list = async () =>
  (
    await json<{ items: Code[] }>(
      await t.app.request('/api/admin/municipalities/091/access-codes', {
        headers: { Cookie: cookie },
      }),
    )
  ).items;

describe('access codes', () => {
  it('are 8 characters from the unambiguous alphabet, and vary', () => {
    const codes = Array.from({ length: 2000 }, generateAccessCode);
    expect(
      codes.every((c) => c.length === 8 && [...c].every((ch) => ACCESS_CODE_ALPHABET.includes(ch))),
    ).toBe(true);
    expect(codes.join('')).not.toMatch(/[01OIL]/);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('creates one code per pasted address, valid 14 days by default, and emails each a link', async () => {
    const res = await post('/api/admin/municipalities/091/access-codes', {
      emails: ['Aino@Example.fi', 'bertta@example.fi', 'aino@example.fi'],
    });
    expect(res.status).toBe(201);
    const { codes } = await json<{ codes: Code[] }>(res);
    expect(codes.map((c) => c.email).sort()).toEqual(['aino@example.fi', 'bertta@example.fi']);
    const days = (Date.parse(codes[0]!.expires_at) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(13.9);
    expect(days).toBeLessThanOrEqual(14);
    expect(codes.map((c) => c.email_status)).toEqual(['pending', 'pending']);
    await t.deps.mailer.deliverDue();
    const mail = t.smtp.lastTo('bertta@example.fi');
    const code = codes.find((c) => c.email === 'bertta@example.fi')!.code;
    expect(mail?.text).toContain(`${t.config.publicUrl}/candidate-submission/${code}`);
    expect(mail?.subject).toContain('Helsinki');
  });

  it('lists newest first with unused, used and expired status', async () => {
    await insertAccessCode(t.database.db, {
      municipalityId: '091',
      used: true,
      email: 'kaytetty@example.fi',
    });
    await insertAccessCode(t.database.db, {
      municipalityId: '091',
      expiresAt: new Date(Date.now() - 1),
      email: 'vanha@example.fi',
    });
    const codes = await list();
    const status = Object.fromEntries(codes.map((c) => [c.email, c.status]));
    expect(status).toMatchObject({
      'kaytetty@example.fi': 'used',
      'vanha@example.fi': 'expired',
      'aino@example.fi': 'unused',
    });
    expect(codes[0]!.email).toBe('vanha@example.fi');
  });

  it('resends an unused code, but not a used one', async () => {
    const fresh = await insertAccessCode(t.database.db, {
      municipalityId: '091',
      email: 'uudelleen@example.fi',
    });
    expect(
      (await post(`/api/admin/municipalities/091/access-codes/${fresh.code}/resend`, {})).status,
    ).toBe(200);
    expect(
      await t.database.db.select().from(outbox).where(eq(outbox.to, 'uudelleen@example.fi')),
    ).toHaveLength(1);
    expect((await list()).find((c) => c.code === fresh.code)?.email_status).toBe('pending');
    await t.deps.mailer.deliverDue();
    expect(t.smtp.lastTo('uudelleen@example.fi')?.text).toContain(fresh.code);
    expect((await list()).find((c) => c.code === fresh.code)?.email_status).toBe('sent');
    const used = await insertAccessCode(t.database.db, { municipalityId: '091', used: true });
    const res = await post(`/api/admin/municipalities/091/access-codes/${used.code}/resend`, {});
    expect(res.status).toBe(409);
  });

  it('refuses bad input in Finnish', async () => {
    const res = await post('/api/admin/municipalities/091/access-codes', {
      emails: ['ei-osoite'],
      valid_days: 200,
    });
    expect(res.status).toBe(400);
    expect((await json<{ error: { message: string } }>(res)).error.message).toMatch(
      /sähköpostiosoite|päivää/i,
    );
  });

  it('creates 500 codes at once without contacting the mail relay; the worker then sends them all and drops the bodies', async () => {
    const emails = Array.from({ length: 500 }, (_, i) => `joukko-${i}@example.fi`);
    const connectionsBefore = t.smtp.connections();
    const res = await post('/api/admin/municipalities/091/access-codes', { emails });
    expect(res.status).toBe(201);
    const created = await json<{ codes: Code[]; queued: number }>(res);
    expect(created.queued).toBe(500);
    expect(created.codes.every((c) => c.email_status === 'pending')).toBe(true);
    // The request only queued them: the relay has not been contacted at all.
    expect(t.smtp.connections()).toBe(connectionsBefore);
    // The biggest page (200) three times, searched by the batch's addresses.
    const batch = async () => {
      const pages = await Promise.all(
        [1, 2, 3].map(
          async (page) =>
            (
              await json<{ items: Code[]; total: number }>(
                await t.app.request(
                  `/api/admin/municipalities/091/access-codes?search=joukko-&page_size=200&page=${String(page)}`,
                  { headers: { Cookie: cookie } },
                ),
              )
            ).items,
        ),
      );
      return pages.flat();
    };
    expect(new Set((await batch()).map((c) => c.email_status))).toEqual(new Set(['pending']));

    expect(await t.deps.mailer.deliverDue()).toBe(500);
    const listed = await batch();
    expect(listed.filter((c) => c.email_status === 'sent')).toHaveLength(500);
    expect(t.smtp.lastTo('joukko-499@example.fi')?.text).toContain(
      listed.find((c) => c.email === 'joukko-499@example.fi')!.code,
    );
    const rows = await t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.to, 'joukko-7@example.fi'));
    expect(rows).toEqual([
      expect.objectContaining({ status: 'sent', subject: null, text: null, html: null }),
    ]);
  });

  it('shows a code whose email the relay refuses as failed after the retries, never as sent', async () => {
    const refusing = await startTestSmtp({ refuse: true });
    const r = await createTestContext({ smtpUrl: refusing.url });
    try {
      await createUser(r, { email: 'hylkaava@example.fi', adminOf: ['091'] });
      const admin = await signIn(r, 'hylkaava@example.fi');
      const res = await r.app.request('/api/admin/municipalities/091/access-codes', {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Cookie: admin,
          Origin: r.config.publicUrl,
        },
        body: JSON.stringify({ emails: ['ei-perille@example.fi'] }),
      });
      expect(res.status).toBe(201);
      const listCodes = async () =>
        (
          await json<{ items: Code[] }>(
            await r.app.request('/api/admin/municipalities/091/access-codes', {
              headers: { Cookie: admin },
            }),
          )
        ).items;
      // First attempt fails: still pending (a retry is due later), not sent.
      await r.deps.mailer.deliverDue();
      expect((await listCodes())[0]!.email_status).toBe('pending');
      // Jump ahead an hour at a time so every backoff has passed.
      let now = Date.now();
      for (let i = 0; i < 10 && (await listCodes())[0]!.email_status === 'pending'; i++) {
        now += 3600_000;
        await r.deps.mailer.deliverDue(new Date(now));
      }
      expect((await listCodes())[0]!.email_status).toBe('failed');
      expect(refusing.attempts()).toBe(DEFAULT_RETRY.maxAttempts);
      const [row] = await r.database.db
        .select()
        .from(outbox)
        .where(eq(outbox.to, 'ei-perille@example.fi'));
      expect(row).toMatchObject({ status: 'failed', text: null, subject: null });
      expect(row!.error).toContain('550');
    } finally {
      await r.close();
      await refusing.close();
    }
  });

  it('marks the emails not sent, without keeping their bodies, when no relay is configured', async () => {
    const n = await createTestContext();
    try {
      await createUser(n, { email: 'ilman@example.fi', adminOf: ['091'] });
      const admin = await signIn(n, 'ilman@example.fi');
      const res = await n.app.request('/api/admin/municipalities/091/access-codes', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Cookie: admin, Origin: n.config.publicUrl },
        body: JSON.stringify({ emails: ['ei-smtp@example.fi'] }),
      });
      const created = await json<{ codes: Code[]; queued: number }>(res);
      expect(created.queued).toBe(0);
      expect(created.codes[0]!.email_status).toBe('not_sent');
      await n.deps.mailer.deliverDue();
      const listed = await json<{ items: Code[] }>(
        await n.app.request('/api/admin/municipalities/091/access-codes', {
          headers: { Cookie: admin },
        }),
      );
      expect(listed.items[0]!.email_status).toBe('not_sent');
      const rows = await n.database.db.select().from(outbox);
      expect(rows).toEqual([
        expect.objectContaining({ status: 'not_sent', subject: null, text: null, html: null }),
      ]);
    } finally {
      await n.close();
    }
  });
});
