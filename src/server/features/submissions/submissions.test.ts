import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { candidateForm, consentsGiven, insertAccessCode } from '#tests/data';
import {
  createTestContext,
  createUser,
  json,
  randomTestIp,
  signIn,
  type TestContext,
} from '#tests/factories';
import { auditLog, candidates, candidateSubmissions } from '../../db/schema';
import { request } from '#tests/request';

let t: TestContext;
let helsinkiAdmin: string;
let turkuAdmin: string;
beforeAll(async () => {
  t = await createTestContext();
  await createUser(t, { email: 'hki@example.fi', adminOf: ['091'] });
  await createUser(t, { email: 'tku@example.fi', adminOf: ['853'] });
  helsinkiAdmin = await signIn(t, 'hki@example.fi');
  turkuAdmin = await signIn(t, 'tku@example.fi');
});
afterAll(() => t.close());

const submit = (code: string, form = candidateForm()) =>
  request(t, '/api/candidate-submissions', {
    body: { code, consents: consentsGiven(), form_data: form },
    origin: false,
  });
const validate = (code: string) =>
  request(t, '/api/access-codes/validate', { body: { code }, origin: false });
const adminPost = (cookie: string, path: string, body: unknown = {}) =>
  request(t, path, { body, cookie, ip: false });
type Err = { error: { code: string; message: string } };

describe('sending the candidate form', () => {
  it('keeps one pending submission per code, even when 20 forms are sent at the same moment', async () => {
    const { code } = await insertAccessCode(t.database.db, { municipalityId: '091' });
    // The first uses the code; the others correct the answers still waiting for review.
    const results = await Promise.all(Array.from({ length: 20 }, () => submit(code)));
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(201));
    const receipts = await Promise.all(results.map((r) => json<{ id: number }>(r)));
    expect(new Set(receipts.map((r) => r.id)).size).toBe(1);
    const rows = await t.database.db
      .select()
      .from(candidateSubmissions)
      .where(eq(candidateSubmissions.accessCode, code));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      status: 'pending',
      municipalityId: '091',
      name: 'Eino Ehdokas',
    });
  });

  it('refuses unknown, expired and used codes with distinct codes and Finnish messages', async () => {
    const expired = await insertAccessCode(t.database.db, {
      municipalityId: '091',
      expiresAt: new Date(Date.now() - 1000),
    });
    // Used, and past the time its answers could be corrected (no deadline: the code's expiry).
    const used = await insertAccessCode(t.database.db, {
      municipalityId: '091',
      used: true,
      expiresAt: new Date(Date.now() - 1000),
    });
    const cases: [string, number, string][] = [
      ['ABCDEFGH', 404, 'code_unknown'],
      [expired.code, 410, 'code_expired'],
      [used.code, 409, 'code_used'],
    ];
    for (const [code, status, errorCode] of cases) {
      for (const res of [await submit(code), await validate(code)]) {
        expect(res.status, code).toBe(status);
        const body = await json<Err>(res);
        expect(body.error.code).toBe(errorCode);
        expect(body.error.message).toMatch(/koodi/i);
      }
    }
  });

  it('validates a usable code and gives the municipality and its statements', async () => {
    const { code } = await insertAccessCode(t.database.db, { municipalityId: '837' });
    const res = await validate(code.toLowerCase().replace(/(.{4})/, '$1-'));
    expect(res.status).toBe(200);
    const body = await json<{ municipality: { name: string }; questions: unknown[] }>(res);
    expect(body.municipality.name).toBe('Tampere');
    expect(body.questions).toHaveLength(25);
  });

  it('refuses a form with missing answers or a photo that was not uploaded here', async () => {
    const { code } = await insertAccessCode(t.database.db, { municipalityId: '091' });
    const missing = await submit(
      code,
      candidateForm({ answers: Array.from({ length: 24 }, () => 3) }),
    );
    expect(missing.status).toBe(400);
    const foreign = await submit(code, candidateForm({ image: 'https://example.com/kuva.jpg' }));
    expect(foreign.status).toBe(400);
    expect((await json<Err>(foreign)).error.message).toBe(
      'Kuva pitää ladata lomakkeella ennen lähettämistä.',
    );
    // Neither attempt used the code up.
    expect((await submit(code)).status).toBe(201);
  });

  it('throttles code guessing per client address', async () => {
    const ip = randomTestIp();
    const statuses: number[] = [];
    for (let i = 0; i < 22; i++) {
      const res = await t.app.request('/api/access-codes/validate', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': ip },
        body: JSON.stringify({ code: 'ZZZZZZZZ' }),
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 20), JSON.stringify(statuses)).toEqual(Array(20).fill(404));
    expect(statuses.slice(20)).toEqual([429, 429]);
  });
});

describe('the review queue', () => {
  async function pendingSubmission(municipalityId = '091', form = candidateForm()) {
    const { code } = await insertAccessCode(t.database.db, { municipalityId });
    const res = await submit(code, form);
    return (await json<{ id: number }>(res)).id;
  }

  it('lists pending submissions newest first and approves one into a candidate', async () => {
    const first = await pendingSubmission('091', candidateForm({ name: 'Ensimmäinen Ehdokas' }));
    const second = await pendingSubmission('091', candidateForm({ name: 'Toinen Ehdokas' }));
    const list = await json<{ items: { id: number }[] }>(
      await t.app.request('/api/admin/municipalities/091/submissions', {
        headers: { Cookie: helsinkiAdmin },
      }),
    );
    const ids = list.items.map((s) => s.id);
    expect(ids.indexOf(second)).toBeLessThan(ids.indexOf(first));

    const approved = await adminPost(
      helsinkiAdmin,
      `/api/admin/municipalities/091/submissions/${second}/approve`,
    );
    expect(approved.status).toBe(201);
    const { candidate_id } = await json<{ candidate_id: number }>(approved);
    const publicList = await json<{ id: number; name: string }[]>(
      await t.app.request('/api/municipalities/091/candidates'),
    );
    expect(publicList.find((c) => c.id === candidate_id)?.name).toBe('Toinen Ehdokas');
    const again = await adminPost(
      helsinkiAdmin,
      `/api/admin/municipalities/091/submissions/${second}/approve`,
    );
    expect(again.status).toBe(409);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'submission.approve'));
    expect(audit.some((a) => a.entityId === String(second) && a.municipalityId === '091')).toBe(
      true,
    );
  });

  it('leaves the submission pending and creates no candidate when the candidate insert fails', async () => {
    const id = await pendingSubmission('091', candidateForm({ name: 'Kaatuva Ehdokas' }));
    await t.database.db.execute(
      sql`alter table candidates add constraint test_no_kaatuva check (name <> 'Kaatuva Ehdokas')`,
    );
    try {
      const res = await adminPost(
        helsinkiAdmin,
        `/api/admin/municipalities/091/submissions/${id}/approve`,
      );
      expect(res.status).toBe(500);
    } finally {
      await t.database.db.execute(sql`alter table candidates drop constraint test_no_kaatuva`);
    }
    const [row] = await t.database.db
      .select()
      .from(candidateSubmissions)
      .where(eq(candidateSubmissions.id, id));
    expect(row).toMatchObject({ status: 'pending', candidateId: null });
    expect(
      await t.database.db.select().from(candidates).where(eq(candidates.name, 'Kaatuva Ehdokas')),
    ).toHaveLength(0);
  });

  it('rejects with a note', async () => {
    const id = await pendingSubmission('091');
    const res = await adminPost(
      helsinkiAdmin,
      `/api/admin/municipalities/091/submissions/${id}/reject`,
      {
        admin_notes: 'Puolue puuttuu ehdokaslistalta.',
      },
    );
    expect(res.status).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(candidateSubmissions)
      .where(eq(candidateSubmissions.id, id));
    expect(row).toMatchObject({
      status: 'rejected',
      adminNotes: 'Puolue puuttuu ehdokaslistalta.',
    });
  });

  it("does not let a municipal admin review another municipality's submissions", async () => {
    const id = await pendingSubmission('091');
    expect(
      (
        await t.app.request('/api/admin/municipalities/091/submissions', {
          headers: { Cookie: turkuAdmin },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await t.app.request(`/api/admin/municipalities/091/submissions/${id}`, {
          headers: { Cookie: turkuAdmin },
        })
      ).status,
    ).toBe(403);
    expect(
      (await adminPost(turkuAdmin, `/api/admin/municipalities/091/submissions/${id}/approve`))
        .status,
    ).toBe(403);
    // Nor through their own municipality's address.
    expect(
      (await adminPost(turkuAdmin, `/api/admin/municipalities/853/submissions/${id}/approve`))
        .status,
    ).toBe(404);
  });
});
