import { Writable } from 'node:stream';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestContext,
  createTestContextWithSmtp,
  createUser,
  json,
  randomTestIp,
  type SmtpTestContext,
} from '#tests/factories';
import { startSilentSmtp } from '#tests/smtp';
import { outbox } from '../db/schema';
import { createMailer, OUTBOX_BODY_RETENTION_DAYS, pruneOutbox } from './mailer';

let t: SmtpTestContext;
beforeAll(async () => {
  t = await createTestContextWithSmtp();
});
afterAll(() => t.close());

const DAY = 24 * 3600 * 1000;
const message = (to: string) => ({
  kind: 'submission_decision' as const,
  to,
  subject: 'Aihe',
  text: 'Salainen sisältö',
  html: '<p>Salainen sisältö</p>',
});

describe('outbox', () => {
  it('pruneOutbox removes bodies older than the retention time and gives up stale pending mail', async () => {
    const now = new Date();
    const old = new Date(now.getTime() - (OUTBOX_BODY_RETENTION_DAYS + 1) * DAY);
    const recent = new Date(now.getTime() - DAY);
    const rows = await t.database.db
      .insert(outbox)
      .values([
        { ...message('vanha-lahetetty@example.fi'), status: 'sent', createdAt: old },
        { ...message('vanha-jonossa@example.fi'), status: 'pending', createdAt: old },
        { ...message('tuore@example.fi'), status: 'failed', createdAt: recent },
      ])
      .returning({ id: outbox.id, to: outbox.to });
    expect(await pruneOutbox(t.database.db, now)).toBe(2);
    const after = await t.database.db
      .select()
      .from(outbox)
      .where(
        inArray(
          outbox.id,
          rows.map((r) => r.id),
        ),
      );
    const byTo = Object.fromEntries(after.map((r) => [r.to, r]));
    expect(byTo['vanha-lahetetty@example.fi']).toMatchObject({
      status: 'sent',
      subject: null,
      text: null,
      html: null,
    });
    expect(byTo['vanha-jonossa@example.fi']).toMatchObject({
      status: 'failed',
      error: 'expired',
      text: null,
    });
    expect(byTo['tuore@example.fi']).toMatchObject({ text: 'Salainen sisältö' });
    // Nothing left to do the second time.
    expect(await pruneOutbox(t.database.db, now)).toBe(0);
    // The worker never sends the pending message it gave up on.
    await t.deps.mailer.deliverDue();
    expect(t.smtp.lastTo('vanha-jonossa@example.fi')).toBeUndefined();
  });

  it('removes the body once the message is sent', async () => {
    const { ids, status } = await t.deps.mailer.enqueue([message('runko@example.fi')]);
    expect(status).toBe('pending');
    const [queued] = await t.database.db.select().from(outbox).where(eq(outbox.id, ids[0]!));
    expect(queued).toMatchObject({ status: 'pending', text: 'Salainen sisältö' });
    await t.deps.mailer.deliverDue();
    expect(t.smtp.lastTo('runko@example.fi')?.text).toContain('Salainen sisältö');
    const [sent] = await t.database.db.select().from(outbox).where(eq(outbox.id, ids[0]!));
    expect(sent).toMatchObject({ status: 'sent', subject: null, text: null, html: null });
    expect(sent!.sentAt).toBeInstanceOf(Date);
  });

  it('delivers a message in a run started right after it was queued', async () => {
    // On PostgreSQL the column default now() has microseconds; a run's `new Date()` in the
    // same millisecond lay before it, so about one such message in a hundred waited for the
    // next poll. Many rounds, so that the old behaviour would show.
    for (let i = 0; i < 30; i += 1) {
      await t.deps.mailer.enqueue([message(`heti-${String(i)}@example.fi`)]);
      expect(await t.deps.mailer.deliverDue()).toBe(1);
    }
  });

  it('sends each message once when two instances deliver at the same time', async (ctx) => {
    if (t.database.kind !== 'postgres')
      ctx.skip('PostgreSQL only: PGlite runs one statement at a time, so nothing races');
    const emails = Array.from({ length: 60 }, (_, i) => `rinnakkain-${i}@example.fi`);
    await t.deps.mailer.enqueue(emails.map(message));
    const instances = [1, 2].map(() =>
      createMailer({
        db: t.database.db,
        logger: t.deps.logger,
        smtpUrl: t.smtp.url,
        from: 'testi@example.fi',
      }),
    );
    try {
      const handled = await Promise.all(instances.map((m) => m.deliverDue()));
      expect(handled[0]! + handled[1]!).toBe(60);
    } finally {
      await Promise.all(instances.map((m) => m.stop()));
    }
    const received = t.smtp.messages
      .flatMap((m) => m.to)
      .filter((a) => a.startsWith('rinnakkain-'));
    expect(received.sort()).toEqual([...emails].sort());
  });
});

describe('password reset requests', () => {
  it('do no mail work in the request and answer the same for known and unknown addresses', async () => {
    // A relay that accepts connections and never answers: any SMTP work in the request would
    // hold it until the test times out.
    const silent = await startSilentSmtp();
    const s = await createTestContext({ smtpUrl: silent.url });
    try {
      await createUser(s, { email: 'tunnettu@example.fi' });
      const request = (email: string) =>
        s.app.request('/api/auth/request-password-reset', {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            Origin: s.config.publicUrl,
            'X-Forwarded-For': randomTestIp(),
          },
          body: JSON.stringify({ email }),
        });
      const known = await request('tunnettu@example.fi');
      const unknown = await request('tuntematon@example.fi');
      expect(known.status).toBe(200);
      expect(unknown.status).toBe(known.status);
      expect(await json(unknown)).toEqual(await json(known));
      expect([...unknown.headers.keys()].sort()).toEqual([...known.headers.keys()].sort());
      expect(silent.connections()).toBe(0);
      // The message waits in the outbox for the worker.
      const rows = await s.database.db.select().from(outbox);
      expect(rows).toEqual([
        expect.objectContaining({
          to: 'tunnettu@example.fi',
          kind: 'password_reset',
          status: 'pending',
        }),
      ]);
    } finally {
      await s.close();
      await silent.close();
    }
  });
});

describe('without SMTP_URL', () => {
  it('logs one line that the mail was not sent and where the admin finds the code, without the text', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(chunk.toString('utf8'));
        done();
      },
    });
    const n = await createTestContext({}, { log: { level: 'debug', stream } });
    try {
      const { status } = await n.deps.mailer.enqueue([
        { ...message('ilman-smtp@example.fi'), kind: 'access_code', text: 'Koodisi on SALAINEN1' },
        { ...message('toinen@example.fi'), kind: 'access_code', text: 'Koodisi on SALAINEN2' },
      ]);
      expect(status).toBe('not_sent');
      const notices = lines.filter((l) => l.includes('SMTP_URL'));
      expect(notices).toHaveLength(1);
      expect(notices[0]).toContain('Sähköpostia ei lähetetty (2 kpl)');
      expect(notices[0]).toContain('Pääsykoodit → Kopioi linkki');
      expect(lines.join('')).not.toMatch(/SALAINEN|Salainen|ilman-smtp@/);
    } finally {
      await n.close();
    }
  });
});
