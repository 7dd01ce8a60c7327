import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RETENTION } from '#core/retention';
import { candidateForm, insertAccessCode, insertCandidate } from '#tests/data';
import {
  createTestContext,
  createUser,
  json,
  signedInUser,
  signIn,
  type TestContext,
} from '#tests/factories';
import {
  auditLog,
  authInvitation,
  authMember,
  authRateLimit,
  authSession,
  authUser,
  authVerification,
  candidateAccessCodes,
  candidates,
  candidateSubmissions,
  matches,
  outbox,
  reminderSends,
  rateLimits,
  visitEvents,
} from '../db/schema';
import { createLogger } from '../logger';
import { WITHDRAWN_AT } from '../shared/domain/access-codes';
import { writeSettings } from '../shared/domain/settings';
import { photoKey } from '../storage/photo-storage';
import { RETENTION_TASKS, runRetention, type RetentionTask } from './retention';
import { startRetentionRunner } from './runner';
import { summarizeStatistics } from './summarizer';

// One test per promise of the privacy page, on a controlled clock: rows are written with old
// timestamps (or the run is given a later `now`) and each test looks only at its own rows.

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const DAY = 24 * 60 * 60 * 1000;
const ago = (now: Date, days: number) => new Date(now.getTime() - days * DAY);
const db = () => t.database.db;

async function run(now: Date) {
  const result = await runRetention(db(), t.deps.photos, now);
  if (!result.ran) throw new Error('retention run was skipped');
  expect(result.failed).toEqual([]);
  return result.counts;
}

async function storedPhoto(municipalityId = '091') {
  const key = await t.deps.photos.putNew(
    photoKey(municipalityId),
    'webp',
    Buffer.from('RIFF0000WEBPtest'),
    'image/webp',
  );
  return `/uploads/${key}`;
}

const served = async (url: string) => (await t.app.request(url)).status;

function submissionValues(overrides: Partial<typeof candidateSubmissions.$inferInsert>) {
  const form = candidateForm();
  return {
    name: form.name,
    age: form.age,
    party: form.party,
    profession: form.profession,
    answers: form.answers,
    answerJustifications: form.answer_justifications,
    municipalityId: '091',
    ...overrides,
  };
}

describe('the retention job', () => {
  it('has a task for every period the privacy page states', () => {
    const enforced = new Set(RETENTION_TASKS.map((task) => task.period).filter(Boolean));
    expect([...enforced].sort()).toEqual(Object.keys(RETENTION).sort());
  });

  it(`deletes visits and saved matches after ${RETENTION.voterRecords.days} days and keeps the statistics right`, async () => {
    const now = new Date();
    const old = ago(now, RETENTION.voterRecords.days + 1);
    const recent = ago(now, RETENTION.voterRecords.days - 1);
    const candidate = await insertCandidate(db(), { municipalityId: '837' });
    const visits = await db()
      .insert(visitEvents)
      .values(
        [old, recent].map((createdAt, i) => ({
          municipalityId: '837',
          userUuid: `anon-retention-${i}`,
          city: 'Tampere',
          visitDay: createdAt.toISOString().slice(0, 10),
          createdAt,
        })),
      )
      .returning({ id: visitEvents.id });
    // The visits go into the summaries before the job runs, the matches are still raw rows:
    // the job keeps both in the statistics, neither twice.
    await summarizeStatistics(db());
    const saved = await db()
      .insert(matches)
      .values(
        [old, recent].map((createdAt, i) => ({
          municipalityId: '837',
          userId: `anon-retention-${i}`,
          matchPercentage: 70 + i,
          categoryMatches: { Palvelut: 60 + i },
          candidateId: candidate.id,
          createdAt,
        })),
      )
      .returning({ id: matches.id });

    const cookie = await signedInUser(t, { email: 'tilastot@example.fi', superAdmin: true });
    const statistics = async () =>
      json(
        await t.app.request('/api/admin/municipalities/837/statistics', {
          headers: { Cookie: cookie },
        }),
      );
    const before = await statistics();
    expect(before).toMatchObject({ totalVisitors: 2, totalMatches: 2 });

    expect((await run(now)).voterRecords).toBe(2);

    const visitIds = (
      await db()
        .select({ id: visitEvents.id })
        .from(visitEvents)
        .where(
          inArray(
            visitEvents.id,
            visits.map((v) => v.id),
          ),
        )
    ).map((r) => r.id);
    expect(visitIds).toEqual([visits[1]!.id]);
    const matchIds = (
      await db()
        .select({ id: matches.id })
        .from(matches)
        .where(
          inArray(
            matches.id,
            saved.map((m) => m.id),
          ),
        )
    ).map((r) => r.id);
    expect(matchIds).toEqual([saved[1]!.id]);
    expect(await statistics()).toEqual(before);
    await summarizeStatistics(db());
    expect(await statistics()).toEqual(before);
  });

  it(`deletes candidate data ${RETENTION.candidateData.days} days after election day, photos included`, async () => {
    await writeSettings(db(), { election_date: '2025-04-13' });
    try {
      const image = await storedPhoto();
      const old = await insertCandidate(db(), {
        municipalityId: '091',
        image,
        createdAt: new Date('2025-03-01T10:00:00Z'),
      });
      const late = await insertCandidate(db(), {
        municipalityId: '091',
        createdAt: new Date('2025-12-01T10:00:00Z'),
      });
      const code = await insertAccessCode(db(), { municipalityId: '091', used: true });
      await db()
        .update(candidateAccessCodes)
        .set({ createdAt: new Date('2025-02-01T10:00:00Z') })
        .where(eq(candidateAccessCodes.code, code.code));
      const [submission] = await db()
        .insert(candidateSubmissions)
        .values(
          submissionValues({
            accessCode: code.code,
            image,
            status: 'approved',
            candidateId: old.id,
            createdAt: new Date('2025-02-15T10:00:00Z'),
          }),
        )
        .returning();

      // Election day + 365 days is 13.4.2026: on the 12th nothing goes.
      await run(new Date('2026-04-12T09:00:00Z'));
      expect(await db().select().from(candidates).where(eq(candidates.id, old.id))).toHaveLength(1);
      expect(await served(image)).toBe(200);

      const counts = await run(new Date('2026-04-14T09:00:00Z'));
      expect(counts.candidateData).toBe(3);
      const left = await db()
        .select({ id: candidates.id })
        .from(candidates)
        .where(inArray(candidates.id, [old.id, late.id]));
      expect(left).toEqual([{ id: late.id }]);
      expect(
        await db()
          .select()
          .from(candidateSubmissions)
          .where(eq(candidateSubmissions.id, submission!.id)),
      ).toEqual([]);
      expect(
        await db()
          .select()
          .from(candidateAccessCodes)
          .where(eq(candidateAccessCodes.code, code.code)),
      ).toEqual([]);
      expect(await served(image)).toBe(404);
      const [audit] = await db()
        .select()
        .from(auditLog)
        .where(eq(auditLog.action, 'retention.delete'));
      expect(audit?.details).toMatchObject({ candidateData: 3 });
    } finally {
      await writeSettings(db(), { election_date: '' });
    }
  });

  it(`deletes a rejected submission and its code ${RETENTION.rejectedSubmissions.days} days after the decision`, async () => {
    const now = new Date();
    const rows = [];
    for (const age of [
      RETENTION.rejectedSubmissions.days + 1,
      RETENTION.rejectedSubmissions.days - 1,
    ]) {
      const code = await insertAccessCode(db(), { municipalityId: '091', used: true });
      const [row] = await db()
        .insert(candidateSubmissions)
        .values(
          submissionValues({
            accessCode: code.code,
            status: 'rejected',
            reviewedAt: ago(now, age),
          }),
        )
        .returning();
      rows.push({ id: row!.id, code: code.code });
    }
    expect((await run(now)).rejectedSubmissions).toBe(2); // the submission and its code
    const left = await db()
      .select({ id: candidateSubmissions.id })
      .from(candidateSubmissions)
      .where(
        inArray(
          candidateSubmissions.id,
          rows.map((r) => r.id),
        ),
      );
    expect(left).toEqual([{ id: rows[1]!.id }]);
    const codes = await db()
      .select({ code: candidateAccessCodes.code })
      .from(candidateAccessCodes)
      .where(
        inArray(
          candidateAccessCodes.code,
          rows.map((r) => r.code),
        ),
      );
    expect(codes).toEqual([{ code: rows[1]!.code }]);
  });

  it(`deletes an unused access code ${RETENTION.expiredAccessCodes.days} days after it expired`, async () => {
    const now = new Date();
    const days = RETENTION.expiredAccessCodes.days;
    const gone = await insertAccessCode(db(), {
      municipalityId: '091',
      expiresAt: ago(now, days + 1),
    });
    const kept = await insertAccessCode(db(), {
      municipalityId: '091',
      expiresAt: ago(now, days - 1),
    });
    const used = await insertAccessCode(db(), {
      municipalityId: '091',
      expiresAt: ago(now, days + 100),
      used: true,
    });
    // Withdrawn by an import (its candidate left the official list): it stays with the
    // candidate data, to keep answering code_withdrawn.
    const withdrawn = await insertAccessCode(db(), {
      municipalityId: '091',
      expiresAt: WITHDRAWN_AT,
    });
    expect((await run(now)).expiredAccessCodes).toBe(1);
    const left = await db()
      .select({ code: candidateAccessCodes.code })
      .from(candidateAccessCodes)
      .where(inArray(candidateAccessCodes.code, [gone.code, kept.code, used.code, withdrawn.code]));
    expect(left.map((r) => r.code).sort()).toEqual([kept.code, used.code, withdrawn.code].sort());
  });

  it('deletes an uploaded photo never attached to a submission after a day', async () => {
    const unattached = await storedPhoto();
    const attached = await storedPhoto();
    const shown = await storedPhoto();
    await db()
      .insert(candidateSubmissions)
      .values(submissionValues({ image: attached }));
    await insertCandidate(db(), { municipalityId: '091', image: shown });

    await run(new Date(Date.now() + 23 * 60 * 60 * 1000));
    expect(await served(unattached)).toBe(200);

    const counts = await run(new Date(Date.now() + 25 * 60 * 60 * 1000));
    expect(counts.unattachedPhotos).toBeGreaterThanOrEqual(1);
    expect(await served(unattached)).toBe(404);
    expect(await served(attached)).toBe(200);
    expect(await served(shown)).toBe(200);
  });

  it(`keeps the change log for ${RETENTION.auditLog.days} days`, async () => {
    const now = new Date();
    const [gone, kept] = await db()
      .insert(auditLog)
      .values(
        [RETENTION.auditLog.days + 1, RETENTION.auditLog.days - 1].map((age) => ({
          action: 'test.retention',
          entity: 'test',
          createdAt: ago(now, age),
        })),
      )
      .returning({ id: auditLog.id });
    expect((await run(now)).auditLog).toBeGreaterThanOrEqual(1);
    const left = await db()
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(inArray(auditLog.id, [gone!.id, kept!.id]));
    expect(left).toEqual([{ id: kept!.id }]);
  });

  it('deletes a former admin’s account, and expired invitations, sessions and one-time tokens', async () => {
    const now = new Date();
    const former = await createUser(t, { email: 'entinen@example.fi', adminOf: ['837'] });
    const current = await createUser(t, { email: 'nykyinen@example.fi', adminOf: ['837'] });
    await signIn(t, 'entinen@example.fi');
    await signIn(t, 'nykyinen@example.fi');
    const second = await signIn(t, 'nykyinen@example.fi');
    await db().delete(authMember).where(eq(authMember.userId, former.id));

    const sessions = await db()
      .select({ id: authSession.id })
      .from(authSession)
      .where(eq(authSession.userId, current.id));
    expect(sessions).toHaveLength(2);
    await db()
      .update(authSession)
      .set({ expiresAt: ago(now, 0.01) })
      .where(eq(authSession.id, sessions[0]!.id));

    // Invitations are made as an admin makes them, then dated back.
    const inviter = await signedInUser(t, { email: 'kutsuja@example.fi', superAdmin: true });
    const days = RETENTION.expiredInvitations.days;
    const invited = ['kutsuttu0@example.fi', 'kutsuttu1@example.fi'];
    for (const [i, email] of invited.entries()) {
      const res = await t.app.request('/api/admin/users/invitations', {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Cookie: inviter,
          Origin: t.config.publicUrl,
        },
        body: JSON.stringify({ email, target: '837', role: 'admin' }),
      });
      expect(res.status).toBe(201);
      await db()
        .update(authInvitation)
        .set({ expiresAt: ago(now, i === 0 ? days + 1 : days - 1) })
        .where(eq(authInvitation.email, email));
    }
    await db()
      .insert(authVerification)
      .values([
        { id: 'retention-v-old', identifier: 'reset', value: 'x', expiresAt: ago(now, 0.01) },
        {
          id: 'retention-v-new',
          identifier: 'reset',
          value: 'y',
          expiresAt: new Date(now.getTime() + DAY),
        },
      ]);

    const counts = await run(now);
    expect(counts.formerAdmins).toBe(1);
    const users = await db()
      .select({ id: authUser.id })
      .from(authUser)
      .where(inArray(authUser.id, [former.id, current.id]));
    expect(users).toEqual([{ id: current.id }]);
    const left = await db()
      .select({ id: authSession.id })
      .from(authSession)
      .where(eq(authSession.userId, current.id));
    expect(left).toEqual([sessions[1]]);
    const invitations = await db()
      .select({ email: authInvitation.email })
      .from(authInvitation)
      .where(inArray(authInvitation.email, invited));
    expect(invitations).toEqual([{ email: invited[1] }]);
    const tokens = await db()
      .select({ id: authVerification.id })
      .from(authVerification)
      .where(sql`${authVerification.id} like 'retention-v-%'`);
    expect(tokens).toEqual([{ id: 'retention-v-new' }]);
    // The session that is still valid still works.
    const me = await t.app.request('/api/me', { headers: { Cookie: second } });
    expect(me.status).toBe(200);
  });

  it(`deletes rate-limit counters (with IP addresses) after ${RETENTION.rateLimits.days} day`, async () => {
    const now = new Date();
    const old = ago(now, RETENTION.rateLimits.days + 0.05);
    const recent = ago(now, 0.05);
    await db()
      .insert(rateLimits)
      .values([
        { key: 'retention|203.0.113.1', count: 3, windowStart: old },
        { key: 'retention|203.0.113.2', count: 3, windowStart: recent },
      ]);
    await db()
      .insert(authRateLimit)
      .values([
        { id: 'rl-old', key: '203.0.113.1/sign-in/email', count: 1, lastRequest: old.getTime() },
        { id: 'rl-new', key: '203.0.113.2/sign-in/email', count: 1, lastRequest: recent.getTime() },
      ]);
    expect((await run(now)).rateLimits).toBeGreaterThanOrEqual(2);
    expect(
      await db()
        .select({ key: rateLimits.key })
        .from(rateLimits)
        .where(sql`${rateLimits.key} like 'retention|%'`),
    ).toEqual([{ key: 'retention|203.0.113.2' }]);
    expect(
      await db()
        .select({ id: authRateLimit.id })
        .from(authRateLimit)
        .where(inArray(authRateLimit.id, ['rl-old', 'rl-new'])),
    ).toEqual([{ id: 'rl-new' }]);
  });

  it(`removes mail texts after ${RETENTION.mailBodies.days} days and mail records after ${RETENTION.mailRecords.days}`, async () => {
    const now = new Date();
    const message = (to: string, createdAt: Date) => ({
      to,
      subject: 'Pääsykoodi',
      text: 'Koodisi on ABCDEFGH',
      status: 'sent' as const,
      createdAt,
    });
    await db()
      .insert(outbox)
      .values([
        message('vanha@example.fi', ago(now, RETENTION.mailRecords.days + 0.05)),
        message('viikko@example.fi', ago(now, RETENTION.mailBodies.days + 0.05)),
        message('uusi@example.fi', ago(now, 0.05)),
      ]);
    // Who was reminded on which day (Muistuta) goes with the mail records.
    await db()
      .insert(reminderSends)
      .values([
        {
          municipalityId: '091',
          email: 'vanha@example.fi',
          day: '2020-01-01',
          createdAt: ago(now, RETENTION.mailRecords.days + 0.05),
        },
        {
          municipalityId: '091',
          email: 'uusi@example.fi',
          day: '2020-01-02',
          createdAt: ago(now, 0.05),
        },
      ]);
    const counts = await run(now);
    expect(counts.mailBodies).toBeGreaterThanOrEqual(1);
    expect(counts.mailRecords).toBeGreaterThanOrEqual(1);
    expect(counts.reminderSends).toBe(1);
    expect(await db().select({ email: reminderSends.email }).from(reminderSends)).toEqual([
      { email: 'uusi@example.fi' },
    ]);
    const rows = await db()
      .select({ to: outbox.to, text: outbox.text })
      .from(outbox)
      .where(inArray(outbox.to, ['vanha@example.fi', 'viikko@example.fi', 'uusi@example.fi']));
    expect(rows.sort((a, b) => a.to.localeCompare(b.to))).toEqual([
      { to: 'uusi@example.fi', text: 'Koodisi on ABCDEFGH' },
      { to: 'viikko@example.fi', text: null },
    ]);
  });

  it('runs the other tasks when one fails, and names the failed one', async () => {
    const boom: RetentionTask = {
      name: 'boom',
      run: async ({ tx }) => {
        await tx.execute(sql`select 1 / 0`);
        return 0;
      },
    };
    const after: RetentionTask = { name: 'after', run: async () => 7 };
    const result = await runRetention(db(), t.deps.photos, new Date(), { tasks: [boom, after] });
    expect(result).toEqual({ ran: true, counts: { after: 7 }, failed: ['boom'] });
  });

  // PGlite runs one transaction at a time, so a second run simply waits for the first there;
  // several instances (and so several runners) exist only on PostgreSQL.
  it('lets only one of two simultaneous runs work (PostgreSQL)', async (test) => {
    if (t.database.kind !== 'postgres') test.skip('PGlite runs one transaction at a time');
    let entered!: () => void;
    const inside = new Promise<void>((resolve) => (entered = resolve));
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const blocking: RetentionTask = {
      name: 'blocking',
      run: async () => {
        entered();
        await gate;
        return 0;
      },
    };
    const first = runRetention(db(), t.deps.photos, new Date(), { tasks: [blocking] });
    await inside;
    expect(await runRetention(db(), t.deps.photos, new Date())).toEqual({
      ran: false,
      skipped: 'another runner',
    });
    release();
    expect(await first).toEqual({ ran: true, counts: { blocking: 0 }, failed: [] });
    expect((await runRetention(db(), t.deps.photos, new Date())).ran).toBe(true);
  });

  it('runs in the server process until stopped', async () => {
    let ran!: (ok: boolean) => void;
    const firstRun = new Promise<boolean>((resolve) => (ran = resolve));
    const runner = startRetentionRunner({
      db: db(),
      photos: t.deps.photos,
      log: createLogger('silent'),
      firstDelayMs: 0,
      onRun: (result) => ran(result?.ran === true),
    });
    expect(await firstRun).toBe(true);
    await runner.stop();
  });
});
