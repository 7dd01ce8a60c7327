import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { candidateForm, insertAccessCode, consentsGiven } from '../data';
import {
  createTestContextWithSmtp,
  createUser,
  json,
  signIn,
  type TestContext,
} from '../factories';
import type {
  AccessCodeValidation,
  Reminded,
} from '#server/features/access-codes/access-codes.schemas';
import { candidates, candidateSubmissions, outbox } from '#server/db/schema';
import { writeSettings } from '#server/shared/domain/settings';
import { request } from '#tests/request';

// The answering deadline ("Vastausaika päättyy"), corrections through review, and reminders.

let t: TestContext;
let admin: string;
beforeAll(async () => {
  // A relay, so that Muistuta hands reminders to it (without one nothing is reminded).
  t = await createTestContextWithSmtp();
  await createUser(t, { email: 'korjaus-admin@example.fi', adminOf: ['091', '837'] });
  admin = await signIn(t, 'korjaus-admin@example.fi');
});
afterAll(() => t.close());

const post = (path: string, body: unknown, cookie?: string) => request(t, path, { body, cookie });
const submit = (code: string, form = candidateForm()) =>
  post('/api/candidate-submissions', { code, consents: consentsGiven(), form_data: form });
const validate = (code: string) => post('/api/access-codes/validate', { code });
const approve = (municipalityId: string, id: number) =>
  post(`/api/admin/municipalities/${municipalityId}/submissions/${id}/approve`, {}, admin);
const publicList = async (municipalityId: string) =>
  json<{ id: number; name: string; answers: number[] }[]>(
    await t.app.request(`/api/municipalities/${municipalityId}/candidates`),
  );

/** A Helsinki wall-clock time `minutes` from now, as the setting stores it. */
function helsinkiIn(minutes: number): string {
  const at = new Date(Date.now() + minutes * 60_000);
  const p = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Helsinki',
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    })
      .formatToParts(at)
      .map((x) => [x.type, x.value]),
  );
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}`;
}

type Err = { error: { code: string; message: string } };

describe('corrections until the answering deadline', () => {
  it('opens the answers sent so far, and a correction waits for review while the published profile stays', async () => {
    await writeSettings(t.database.db, { answer_deadline: helsinkiIn(60) });
    const { code } = await insertAccessCode(t.database.db, { municipalityId: '837' });
    const first = await json<{ id: number; correction: boolean }>(
      await submit(code, candidateForm({ name: 'Kaija Korjaaja' })),
    );
    expect(first.correction).toBe(false);
    // Before review: the candidate sees what they sent, and a change replaces it.
    const pendingView = await json<AccessCodeValidation>(await validate(code));
    expect(pendingView.current).toMatchObject({
      status: 'pending',
      profile: { name: 'Kaija Korjaaja' },
    });
    expect(pendingView.answer_deadline).not.toBeNull();
    const replaced = await json<{ id: number }>(
      await submit(code, candidateForm({ name: 'Kaija Korjaaja', profession: 'sairaanhoitaja' })),
    );
    expect(replaced.id).toBe(first.id);
    const { candidate_id } = await json<{ candidate_id: number }>(await approve('837', first.id));

    // After approval: the published answers open for correcting.
    const published = await json<AccessCodeValidation>(await validate(code));
    expect(published.current).toMatchObject({
      status: 'published',
      profile: { name: 'Kaija Korjaaja', profession: 'sairaanhoitaja' },
    });
    const changed = Array.from({ length: 25 }, () => 5);
    const correction = await json<{ id: number; correction: boolean }>(
      await submit(code, candidateForm({ name: 'Kaija Korjaaja', answers: changed })),
    );
    expect(correction.correction).toBe(true);
    expect(correction.id).not.toBe(first.id);

    // The voters still see the approved answers; the review queue shows a correction.
    const before = (await publicList('837')).find((c) => c.id === candidate_id)!;
    expect(before.answers).toEqual(candidateForm().answers);
    const { items: queue } = await json<{
      items: { id: number; correction: boolean; candidate_id: number | null }[];
    }>(
      await t.app.request('/api/admin/municipalities/837/submissions', {
        headers: { Cookie: admin },
      }),
    );
    expect(queue.find((s) => s.id === correction.id)).toMatchObject({
      correction: true,
      candidate_id,
    });
    // The review shows what changed: the detail carries the published profile to compare with.
    const detail = await json<{
      published: { profession: string; answers: number[] } | null;
      profession: string;
      answers: number[];
    }>(
      await t.app.request(`/api/admin/municipalities/837/submissions/${correction.id}`, {
        headers: { Cookie: admin },
      }),
    );
    expect(detail.published).toMatchObject({
      profession: 'sairaanhoitaja',
      answers: candidateForm().answers,
    });
    expect(detail.answers).toEqual(changed);
    // First answers have nothing published to compare with.
    const firstDetail = await json<{ published: unknown }>(
      await t.app.request(`/api/admin/municipalities/837/submissions/${first.id}`, {
        headers: { Cookie: admin },
      }),
    );
    expect(firstDetail.published).toBeNull();

    // Approving updates the same candidate: no duplicate, new answers.
    const approved = await json<{ candidate_id: number }>(await approve('837', correction.id));
    expect(approved.candidate_id).toBe(candidate_id);
    const after = (await publicList('837')).filter((c) => c.name === 'Kaija Korjaaja');
    expect(after).toHaveLength(1);
    expect(after[0]!.answers).toEqual(changed);
  });

  it('a rejected correction leaves the published profile as it was', async () => {
    const { code } = await insertAccessCode(t.database.db, { municipalityId: '837' });
    const first = await json<{ id: number }>(
      await submit(code, candidateForm({ name: 'Reino Hylätty' })),
    );
    const { candidate_id } = await json<{ candidate_id: number }>(await approve('837', first.id));
    const correction = await json<{ id: number }>(
      await submit(code, candidateForm({ name: 'Reino Hylätty', party: 'Vihreät' })),
    );
    const rejected = await post(
      `/api/admin/municipalities/837/submissions/${correction.id}/reject`,
      { admin_notes: 'Puolue ei täsmää.' },
      admin,
    );
    expect(rejected.status).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(candidates)
      .where(eq(candidates.id, candidate_id));
    expect(row!.party).toBe('Keskusta');
    // Coming back opens the published profile again.
    const view = await json<AccessCodeValidation>(await validate(code));
    expect(view.current).toMatchObject({ status: 'published', profile: { party: 'Keskusta' } });
  });

  it('after the deadline the form and the check refuse politely, and admins can still correct', async () => {
    const { code } = await insertAccessCode(t.database.db, { municipalityId: '837' });
    const first = await json<{ id: number }>(
      await submit(code, candidateForm({ name: 'Myöhäinen Matti' })),
    );
    const { candidate_id } = await json<{ candidate_id: number }>(await approve('837', first.id));
    const unused = await insertAccessCode(t.database.db, { municipalityId: '837' });

    await writeSettings(t.database.db, { answer_deadline: helsinkiIn(-1) });
    for (const res of [
      await validate(code),
      await submit(code),
      await validate(unused.code),
      await submit(unused.code),
    ]) {
      expect(res.status).toBe(403);
      const body = await json<Err>(res);
      expect(body.error.code).toBe('answering_closed');
      expect(body.error.message).toMatch(/^Vastausaika on päättynyt/);
    }
    expect(
      await t.database.db
        .select()
        .from(candidateSubmissions)
        .where(eq(candidateSubmissions.accessCode, unused.code)),
    ).toHaveLength(0);

    const edited = await t.app.request(`/api/admin/municipalities/837/candidates/${candidate_id}`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json', Cookie: admin, Origin: t.config.publicUrl },
      body: JSON.stringify({ profession: 'ylläpidon korjaama' }),
    });
    expect(edited.status).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(candidates)
      .where(eq(candidates.id, candidate_id));
    expect(row!.profession).toBe('ylläpidon korjaama');
    await writeSettings(t.database.db, { answer_deadline: '' });
  });
});

describe('Muistuta', () => {
  const remind = (municipalityId: string) =>
    post(`/api/admin/municipalities/${municipalityId}/access-codes/remind`, {}, admin);
  const reminders = (to: string) =>
    t.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.kind, 'reminder'), eq(outbox.to, to)));

  it('reminds every unused code once, and never one address twice in a day, even when pressed at once', async () => {
    const db = t.database.db;
    await insertAccessCode(db, { municipalityId: '091', email: 'muistettava@example.fi' });
    // The same address again (a second code) and an address that has answered.
    await insertAccessCode(db, { municipalityId: '091', email: 'muistettava@example.fi' });
    const b = await insertAccessCode(db, { municipalityId: '091', email: 'toinen@example.fi' });
    await insertAccessCode(db, {
      municipalityId: '091',
      email: 'vastannut@example.fi',
      used: true,
    });
    await insertAccessCode(db, {
      municipalityId: '091',
      email: 'vanhentunut@example.fi',
      expiresAt: new Date(Date.now() - 1000),
    });

    const results = await Promise.all(Array.from({ length: 5 }, () => remind('091')));
    expect(results.map((r) => r.status)).toEqual(Array(5).fill(200));
    const bodies = await Promise.all(results.map((r) => json<Reminded>(r)));
    expect(bodies.reduce((sum, b) => sum + b.reminded, 0)).toBe(2);
    expect((await reminders('muistettava@example.fi')).length).toBe(1);
    expect((await reminders('toinen@example.fi')).length).toBe(1);
    expect(await reminders('vastannut@example.fi')).toHaveLength(0);
    expect(await reminders('vanhentunut@example.fi')).toHaveLength(0);
    // The reminder carries the code, so Pääsykoodit shows its delivery state.
    const [mail] = await reminders('toinen@example.fi');
    expect(mail!.accessCode).toBe(b.code);
    const { items: codes } = await json<{
      items: { code: string; email_status: string | null }[];
    }>(
      await t.app.request('/api/admin/municipalities/091/access-codes', {
        headers: { Cookie: admin },
      }),
    );
    expect(codes.find((c) => c.code === b.code)?.email_status).toBe('pending');

    // Pressed again the same day: nobody is mailed again.
    const again = await json<Reminded>(await remind('091'));
    expect(again).toMatchObject({ reminded: 0, skipped: 2 });
  });

  it('sends nothing after the deadline, and only admins of the municipality may press it', async () => {
    await writeSettings(t.database.db, { answer_deadline: helsinkiIn(-1) });
    const res = await remind('837');
    expect(res.status).toBe(403);
    expect((await json<Err>(res)).error.code).toBe('answering_closed');
    await writeSettings(t.database.db, { answer_deadline: '' });
    await createUser(t, { email: 'muu-admin@example.fi', adminOf: ['853'] });
    const cookie = await signIn(t, 'muu-admin@example.fi');
    expect(
      (await post('/api/admin/municipalities/091/access-codes/remind', {}, cookie)).status,
    ).toBe(403);
  });
});
