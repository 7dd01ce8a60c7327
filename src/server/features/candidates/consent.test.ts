import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { CONSENT_VERSION } from '#core/consent';
import { candidateForm, consentsGiven, insertAccessCode } from '#tests/data';
import {
  createTestContext,
  createUser,
  json,
  randomTestIp,
  signIn,
  type TestContext,
} from '#tests/factories';
import { auditLog, candidateAccessCodes, candidates, candidateSubmissions } from '../../db/schema';
import { writeSettings } from '../../shared/domain/settings';
import type { ConsentRecord } from '#core/consent';

type OpenData = {
  municipalities: { candidates: { name: string }[]; candidates_left_out: number }[];
};
type SubmissionDetail = { consent: ConsentRecord };

// Consent (docs/product.md, "Consent"): (a) is required to send, (b) is optional; both are
// stored, carried into the candidate, withdrawn with the code or by an admin, and open data
// holds only the candidates who gave (b).

let t: TestContext;
let tampere: string;
let turku: string;
beforeAll(async () => {
  t = await createTestContext();
  await createUser(t, { email: 'tre@example.fi', adminOf: ['837'] });
  await createUser(t, { email: 'tku@example.fi', adminOf: ['853'] });
  tampere = await signIn(t, 'tre@example.fi');
  turku = await signIn(t, 'tku@example.fi');
  await writeSettings(t.database.db, { open_data_enabled: true, use_mock_data: false });
}, 180_000);
afterAll(() => t.close());

type Err = { error: { code: string; message: string } };

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  t.app.request(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': randomTestIp(), ...headers },
    body: JSON.stringify(body),
  });
const submit = (code: string, consents: unknown, language = 'fi', name = 'Eino Ehdokas') =>
  post(
    '/api/candidate-submissions',
    { code, language, form_data: candidateForm({ name }), consents },
    { 'Accept-Language': language },
  );
const adminPost = (cookie: string, path: string, body: unknown = {}) =>
  post(`/api/admin/municipalities/837${path}`, body, {
    Cookie: cookie,
    Origin: t.config.publicUrl,
  });
const withdraw = (code: string, consent: string) =>
  post('/api/candidate-consents/withdraw', { code, consent });
const openData = async () =>
  (await json<OpenData>(await t.app.request('/api/open-data/municipalities/837/candidates.json')))
    .municipalities[0]!;

/** Sends and approves a candidate's answers; returns the code and the candidate's id. */
async function published(name: string, openDataConsent: boolean) {
  const { code } = await insertAccessCode(t.database.db, { municipalityId: '837' });
  const sent = await submit(code, consentsGiven(openDataConsent), 'fi', name);
  expect(sent.status).toBe(201);
  const { id } = await json<{ id: number }>(sent);
  const approved = await adminPost(tampere, `/submissions/${String(id)}/approve`);
  expect(approved.status).toBe(201);
  const { candidate_id } = await json<{ candidate_id: number }>(approved);
  return { code, candidateId: candidate_id };
}

describe('consent on the candidate form', () => {
  it('cannot send without consent (a), in the form language, and spends nothing', async () => {
    const { code } = await insertAccessCode(t.database.db, { municipalityId: '837' });
    for (const consents of [undefined, { ...consentsGiven(), publish: false }]) {
      const fi = await submit(code, consents);
      expect(fi.status).toBe(400);
      expect((await json<Err>(fi)).error.message).toMatch(
        /Anna suostumus vastaustesi julkaisemiseen tässä vaalikoneessa/,
      );
    }
    const sv = await submit(code, { ...consentsGiven(), publish: false }, 'sv');
    expect((await json<Err>(sv)).error.message).toMatch(/Ge ditt samtycke/);
    const unknownVersion = await submit(code, { ...consentsGiven(), version: '1999-01-01' });
    expect(unknownVersion.status).toBe(400);
    const [row] = await t.database.db
      .select()
      .from(candidateAccessCodes)
      .where(eq(candidateAccessCodes.code, code));
    expect(row!.used).toBe(false);
  });

  it('stores each consent with time, language and version, shows it in review and carries it into the candidate', async () => {
    const { code } = await insertAccessCode(t.database.db, { municipalityId: '837' });
    const before = Date.now();
    const sent = await submit(code, consentsGiven(true), 'sv', 'Stina Samtycke');
    expect(sent.status).toBe(201);
    const { id } = await json<{ id: number }>(sent);
    const detail = await json<SubmissionDetail>(
      await t.app.request(`/api/admin/municipalities/837/submissions/${String(id)}`, {
        headers: { Cookie: tampere },
      }),
    );
    expect(detail.consent).toMatchObject({
      language: 'sv',
      version: CONSENT_VERSION,
      recorded_by: null,
    });
    expect(Date.parse(detail.consent.publish_at!)).toBeGreaterThanOrEqual(before - 1000);
    expect(detail.consent.open_data_at).toBe(detail.consent.publish_at);

    // A correction shows the consents again, as given.
    const again = await post('/api/access-codes/validate', { code });
    const { current } = await json<{ current: { consent: SubmissionDetail['consent'] } }>(again);
    expect(current.consent).toEqual(detail.consent);

    const approved = await adminPost(tampere, `/submissions/${String(id)}/approve`);
    const { candidate_id } = await json<{ candidate_id: number }>(approved);
    const [candidate] = await t.database.db
      .select()
      .from(candidates)
      .where(eq(candidates.id, candidate_id));
    expect(candidate).toMatchObject({ consentLanguage: 'sv', consentVersion: CONSENT_VERSION });
    expect(candidate!.consentOpenDataAt?.toISOString()).toBe(detail.consent.open_data_at);

    // A correction without (b) takes it away once approved.
    const corrected = await submit(code, consentsGiven(false), 'fi', 'Stina Samtycke');
    const correction = await json<{ id: number }>(corrected);
    await adminPost(tampere, `/submissions/${String(correction.id)}/approve`);
    const [after] = await t.database.db
      .select()
      .from(candidates)
      .where(eq(candidates.id, candidate_id));
    expect(after).toMatchObject({ consentOpenDataAt: null, consentLanguage: 'fi' });
  });
});

describe('open data and withdrawing consent', () => {
  it('holds only the candidates who consented to open data, and counts the others', async () => {
    const yes = await published('Avoin Kyllä', true);
    await published('Avoin Ei', false);
    const m = await openData();
    const names = m.candidates.map((c) => c.name);
    expect(names).toContain('Avoin Kyllä');
    expect(names).not.toContain('Avoin Ei');
    const leftOut = m.candidates_left_out;
    expect(leftOut).toBeGreaterThanOrEqual(1);
    const csv = await (
      await t.app.request('/api/open-data/municipalities/837/municipalities.csv')
    ).text();
    expect(csv).toContain(
      `837;Tampere;Tammerfors;${String(m.candidates.length)};${String(leftOut)}`,
    );
    expect(csv).not.toContain('Avoin Ei');

    // Withdrawing (b) with the code: out of open data at once, still in the vaalikone.
    expect((await withdraw(yes.code, 'open_data')).status).toBe(200);
    const after = await openData();
    expect(after.candidates.map((c) => c.name)).not.toContain('Avoin Kyllä');
    expect(after.candidates_left_out).toBe(leftOut + 1);
    const voters = await json<{ name: string }[]>(
      await t.app.request('/api/municipalities/837/candidates'),
    );
    expect(voters.map((c) => c.name)).toContain('Avoin Kyllä');
  });

  it('withdrawing (a) with the code removes the profile, the submissions and the code', async () => {
    const { code, candidateId } = await published('Poistuva Ehdokas', true);
    const res = await withdraw(code, 'publish');
    expect(res.status).toBe(200);
    const voters = await json<{ name: string }[]>(
      await t.app.request('/api/municipalities/837/candidates'),
    );
    expect(voters.map((c) => c.name)).not.toContain('Poistuva Ehdokas');
    expect((await openData()).candidates.map((c) => c.name)).not.toContain('Poistuva Ehdokas');
    const db = t.database.db;
    expect(await db.select().from(candidates).where(eq(candidates.id, candidateId))).toEqual([]);
    expect(
      await db.select().from(candidateSubmissions).where(eq(candidateSubmissions.accessCode, code)),
    ).toEqual([]);
    expect((await post('/api/access-codes/validate', { code })).status).toBe(404);
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'consent.withdraw'), eq(auditLog.entityId, String(candidateId))),
      );
    expect(audit).toMatchObject({
      actorId: null,
      details: { consent: 'publish', by: 'candidate' },
    });
  });

  it('a code that has sent nothing has nothing to withdraw', async () => {
    const { code } = await insertAccessCode(t.database.db, { municipalityId: '837' });
    expect((await withdraw(code, 'open_data')).status).toBe(400);
    expect((await withdraw('ABCDEFGH', 'open_data')).status).toBe(404);
  });

  it('after the deadline the code no longer withdraws; an admin does it on request, audited', async () => {
    const { code, candidateId } = await published('Myöhäinen Ehdokas', true);
    await writeSettings(t.database.db, { answer_deadline: '2020-01-01T12:00' });
    try {
      const late = await withdraw(code, 'open_data');
      expect(late.status).toBe(403);
      expect((await json<Err>(late)).error.code).toBe('answering_closed');

      const path = `/candidates/${String(candidateId)}/withdraw-consent`;
      // Another municipality's admin may not.
      const foreign = await post(
        `/api/admin/municipalities/837${path}`,
        { consent: 'open_data' },
        { Cookie: turku, Origin: t.config.publicUrl },
      );
      expect(foreign.status).toBe(403);
      expect((await adminPost(tampere, path, { consent: 'open_data' })).status).toBe(200);
      expect((await openData()).candidates.map((c) => c.name)).not.toContain('Myöhäinen Ehdokas');
      expect((await adminPost(tampere, path, { consent: 'publish' })).status).toBe(200);
      const rows = await t.database.db
        .select()
        .from(auditLog)
        .where(
          and(eq(auditLog.action, 'consent.withdraw'), eq(auditLog.entityId, String(candidateId))),
        );
      expect(rows.map((r) => (r.details as { consent: string }).consent).sort()).toEqual([
        'open_data',
        'publish',
      ]);
      expect(rows.every((r) => r.actorEmail === 'tre@example.fi')).toBe(true);
      expect(
        await t.database.db.select().from(candidates).where(eq(candidates.id, candidateId)),
      ).toEqual([]);
    } finally {
      await writeSettings(t.database.db, { answer_deadline: '' });
    }
  });
});
