import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { insertAccessCode } from '../data';
import {
  createTestContext,
  createTestContextWithSmtp,
  createUser,
  json,
  randomTestIp,
  signIn,
  type SmtpTestContext,
  type TestContext,
} from '../factories';
import { startTestSmtp, type TestSmtp } from '../smtp';
import type { Reminded } from '#server/features/access-codes/access-codes.schemas';
import { officialCandidates, outbox, reminderSends } from '#server/db/schema';

// Muistuta and "Lähetä uudelleen" (security finding F6): each municipality's reminders are its
// own, only a reminder handed to the mail relay counts for the day, and a code is emailed again
// at most once an hour. Runs on PGlite and on PostgreSQL (the presses at once).

type Err = { error: { code: string; message: string } };

function client(t: TestContext, cookie: string) {
  return (path: string, body: unknown = {}) =>
    t.app.request(path, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-Forwarded-For': randomTestIp(),
        Origin: t.config.publicUrl,
        Cookie: cookie,
      },
      body: JSON.stringify(body),
    });
}

const remindPath = (m: string) => `/api/admin/municipalities/${m}/access-codes/remind`;
const resendPath = (m: string, code: string) =>
  `/api/admin/municipalities/${m}/access-codes/${code}/resend`;
const reminderRows = (t: TestContext, to: string) =>
  t.database.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.kind, 'reminder'), eq(outbox.to, to)));

describe('without a mail relay (no SMTP_URL)', () => {
  let t: TestContext;
  let post: ReturnType<typeof client>;
  beforeAll(async () => {
    t = await createTestContext();
    await createUser(t, { email: 'ilman-postia@example.fi', adminOf: ['091'] });
    post = client(t, await signIn(t, 'ilman-postia@example.fi'));
  });
  afterAll(() => t.close());

  it('Muistuta says nothing was sent, and claims nothing: a second press says the same', async () => {
    await insertAccessCode(t.database.db, { municipalityId: '091', email: 'a@example.fi' });
    await insertAccessCode(t.database.db, { municipalityId: '091', email: 'b@example.fi' });
    await insertAccessCode(t.database.db, { municipalityId: '091', email: '' });
    for (let press = 0; press < 2; press++) {
      const res = await post(remindPath('091'));
      expect(res.status).toBe(200);
      expect(await json<Reminded>(res)).toEqual({
        reminded: 0,
        skipped: 0,
        not_sent: 2,
        letters: 1,
        email_status: 'not_sent',
      });
    }
    expect(await t.database.db.select().from(reminderSends)).toEqual([]);
    expect(await reminderRows(t, 'a@example.fi')).toEqual([]);
  });

  it('"Lähetä uudelleen" answers 409 mail_off with what to do instead', async () => {
    const { code } = await insertAccessCode(t.database.db, { municipalityId: '091' });
    const res = await post(resendPath('091', code));
    expect(res.status).toBe(409);
    const body = await json<Err>(res);
    expect(body.error.code).toBe('mail_off');
    expect(body.error.message).toMatch(/Kopioi linkki/);
  });
});

describe('with a mail relay', () => {
  let t: SmtpTestContext;
  let helsinki: ReturnType<typeof client>;
  let tampere: ReturnType<typeof client>;
  beforeAll(async () => {
    t = await createTestContextWithSmtp();
    await createUser(t, { email: 'hki@example.fi', adminOf: ['091'] });
    await createUser(t, { email: 'tre@example.fi', adminOf: ['837'] });
    helsinki = client(t, await signIn(t, 'hki@example.fi'));
    tampere = client(t, await signIn(t, 'tre@example.fi'));
  });
  afterAll(() => t.close());

  it("one municipality's reminders never hold back another's", async () => {
    const shared = 'puoluetoimisto@example.fi';
    // Helsinki's admin made a code for the address too (a party office, or a mistake).
    await insertAccessCode(t.database.db, { municipalityId: '091', email: shared });
    await insertAccessCode(t.database.db, { municipalityId: '837', email: shared });

    expect(await json<Reminded>(await helsinki(remindPath('091')))).toMatchObject({
      reminded: 1,
      skipped: 0,
    });
    expect(await json<Reminded>(await tampere(remindPath('837')))).toMatchObject({
      reminded: 1,
      skipped: 0,
      email_status: 'pending',
    });
    // Each municipality once a day.
    expect(await json<Reminded>(await helsinki(remindPath('091')))).toMatchObject({
      reminded: 0,
      skipped: 1,
    });
    expect(await reminderRows(t, shared)).toHaveLength(2);
    await t.deps.mailer.deliverDue();
    expect(t.smtp.messages.filter((m) => m.to.includes(shared))).toHaveLength(2);
  });

  it('ten presses of "Lähetä uudelleen" at once queue one email; the rest are told to wait', async () => {
    const { code } = await insertAccessCode(t.database.db, {
      municipalityId: '091',
      email: 'uudelleen@example.fi',
    });
    const results = await Promise.all(
      Array.from({ length: 10 }, () => helsinki(resendPath('091', code))),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([200, ...Array<number>(9).fill(429)]);
    const refused = results.find((r) => r.status === 429)!;
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    const body = await json<Err>(refused);
    expect(body.error.code).toBe('rate_limited');
    expect(body.error.message).toMatch(/alle tunti sitten/);
    const mails = await t.database.db.select().from(outbox).where(eq(outbox.accessCode, code));
    expect(mails).toHaveLength(1);
  });

  it('a letter code has no address to send to', async () => {
    const { code } = await insertAccessCode(t.database.db, { municipalityId: '091', email: '' });
    expect((await helsinki(resendPath('091', code))).status).toBe(400);
  });

  it("a Swedish-speaking official candidate's code and reminder are in Swedish, with the /sv link", async () => {
    const [official] = await t.database.db
      .insert(officialCandidates)
      .values({
        municipalityId: '091',
        candidateNumber: 77,
        firstName: 'Stina',
        lastName: 'Svensson',
        party: 'RKP',
        language: 'sv',
      })
      .returning();
    const email = 'stina@example.fi';
    const made = await helsinki('/api/admin/municipalities/091/official-candidates/access-codes', {
      rows: [{ candidate_number: official!.candidateNumber, email }],
      valid_days: 14,
      send_email: true,
    });
    expect(made.status).toBe(201);
    const mail = await t.smtp.nextTo(email, () => t.deps.mailer.deliverDue());
    expect(mail.subject).toMatch(/^Kandidatens kod/);
    expect(mail.subject).not.toMatch(/pääsykoodi/i);
    expect(mail.text).toMatch(/\/sv\/candidate-submission\/[A-Z0-9]{8}/);
    await helsinki(remindPath('091'));
    const reminder = await t.smtp.nextTo(email, () => t.deps.mailer.deliverDue());
    expect(reminder.subject).toMatch(/^Påminnelse/);
    expect(reminder.text).not.toMatch(/Muistutamme/);
  });
});

describe('a reminder the relay never accepts', () => {
  let t: TestContext;
  let smtp: TestSmtp;
  let post: ReturnType<typeof client>;
  beforeAll(async () => {
    smtp = await startTestSmtp({ refuse: true });
    t = await createTestContext({ smtpUrl: smtp.url });
    await createUser(t, { email: 'hylatty@example.fi', adminOf: ['091'] });
    post = client(t, await signIn(t, 'hylatty@example.fi'));
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('does not count: once it has failed for good, the address may be reminded again today', async () => {
    const email = 'ei-perille@example.fi';
    await insertAccessCode(t.database.db, { municipalityId: '091', email });
    expect(await json<Reminded>(await post(remindPath('091')))).toMatchObject({ reminded: 1 });
    expect(await json<Reminded>(await post(remindPath('091')))).toMatchObject({ skipped: 1 });
    // Every attempt refused: the worker retries later each time, then gives up.
    let later = Date.now();
    for (let attempt = 0; attempt < 8; attempt++) {
      later += 2 * 3600_000;
      await t.deps.mailer.deliverDue(new Date(later));
    }
    const [row] = await reminderRows(t, email);
    expect(row!.status).toBe('failed');
    expect(await t.database.db.select().from(reminderSends)).toEqual([]);
    expect(await json<Reminded>(await post(remindPath('091')))).toMatchObject({
      reminded: 1,
      skipped: 0,
    });
  });
});
