import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidateAccessCodes, candidates, candidateSubmissions } from '#server/db/schema';
import { candidateForm, insertAccessCode, consentsGiven } from '../data';
import {
  createTestContext,
  createUser,
  json,
  randomTestIp,
  signedInUser,
  signIn,
  type TestContext,
} from '../factories';
import { request } from '#tests/request';

// The privacy page: a removed candidate's and a rejected submission's photo stops being served
// at once (GET /uploads/<file> answers 404 right after the request).

let t: TestContext;
let admin: string;
beforeAll(async () => {
  t = await createTestContext();
  admin = await signedInUser(t, { email: 'kuvat@example.fi', adminOf: ['091'] });
});
afterAll(() => t.close());

const png = () =>
  sharp({ create: { width: 20, height: 20, channels: 3, background: '#369' } })
    .png()
    .toBuffer();

/** Uploads a photo with the code, as the candidate form does; returns its URL. */
async function uploadWithCode(code: string) {
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(await png())], { type: 'image/png' }), 'kuva.png');
  form.set('code', code);
  const res = await request(t, '/api/uploads/candidate-photo', { body: form, origin: false });
  expect(res.status).toBe(201);
  return (await json<{ url: string }>(res)).url;
}

/** A pending submission with a photo, sent through the public form. */
async function submitWithPhoto() {
  const { code } = await insertAccessCode(t.database.db, { municipalityId: '091' });
  const image = await uploadWithCode(code);
  const res = await request(t, '/api/candidate-submissions', {
    body: { code, consents: consentsGiven(), form_data: candidateForm({ image }) },
    origin: false,
  });
  expect(res.status).toBe(201);
  const { id } = await json<{ id: number }>(res);
  return { id, code, image };
}

const adminCall = (method: string, path: string, body?: unknown) =>
  request(t, path, {
    method,
    body,
    cookie: admin,
    ip: false,
    headers: { 'Content-Type': 'application/json' },
  });

describe('photos of removed candidates and rejected submissions', () => {
  it('stops serving a rejected submission’s photo at once and forgets it', async () => {
    const { id, image } = await submitWithPhoto();
    expect((await t.app.request(image)).status).toBe(200);

    const res = await adminCall('POST', `/api/admin/municipalities/091/submissions/${id}/reject`, {
      admin_notes: 'Puutteelliset tiedot.',
      notify: false,
    });
    expect(res.status).toBe(200);

    expect((await t.app.request(image)).status).toBe(404);
    const [row] = await t.database.db
      .select()
      .from(candidateSubmissions)
      .where(eq(candidateSubmissions.id, id));
    expect(row).toMatchObject({ status: 'rejected', image: null });
  });

  it('stops serving a removed candidate’s photo at once and deletes the submission and its code', async () => {
    const { id, code, image } = await submitWithPhoto();
    const approved = await adminCall(
      'POST',
      `/api/admin/municipalities/091/submissions/${id}/approve`,
      { notify: false },
    );
    expect(approved.status).toBe(201);
    const { candidate_id } = await json<{ candidate_id: number }>(approved);
    expect((await t.app.request(image)).status).toBe(200);

    const removed = await adminCall(
      'DELETE',
      `/api/admin/municipalities/091/candidates/${candidate_id}`,
    );
    expect(removed.status).toBe(200);

    expect((await t.app.request(image)).status).toBe(404);
    const db = t.database.db;
    expect(await db.select().from(candidates).where(eq(candidates.id, candidate_id))).toEqual([]);
    expect(
      await db.select().from(candidateSubmissions).where(eq(candidateSubmissions.id, id)),
    ).toEqual([]);
    expect(
      await db.select().from(candidateAccessCodes).where(eq(candidateAccessCodes.code, code)),
    ).toEqual([]);
  });

  it('keeps a photo that another submission still shows', async () => {
    const first = await submitWithPhoto();
    // The same photo sent again with a second code (e.g. a draft kept in the browser).
    const { code } = await insertAccessCode(t.database.db, { municipalityId: '091' });
    const res = await t.app.request('/api/candidate-submissions', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': randomTestIp() },
      body: JSON.stringify({
        code,
        consents: consentsGiven(),
        form_data: candidateForm({ image: first.image }),
      }),
    });
    expect(res.status).toBe(201);

    const rejected = await adminCall(
      'POST',
      `/api/admin/municipalities/091/submissions/${first.id}/reject`,
      { admin_notes: '', notify: false },
    );
    expect(rejected.status).toBe(200);
    expect((await t.app.request(first.image)).status).toBe(200);
  });

  it('stops serving a replaced photo at once', async () => {
    const { id, image } = await submitWithPhoto();
    const approved = await adminCall(
      'POST',
      `/api/admin/municipalities/091/submissions/${id}/approve`,
      { notify: false },
    );
    const { candidate_id } = await json<{ candidate_id: number }>(approved);
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(await png())], { type: 'image/png' }), 'uusi.png');
    form.set('municipality_id', '091');
    const uploaded = await t.app.request('/api/uploads/candidate-photo', {
      method: 'POST',
      body: form,
      headers: { Cookie: admin, Origin: t.config.publicUrl, 'X-Forwarded-For': randomTestIp() },
    });
    const { url } = await json<{ url: string }>(uploaded);
    const updated = await adminCall(
      'PATCH',
      `/api/admin/municipalities/091/candidates/${candidate_id}`,
      { image: url },
    );
    expect(updated.status).toBe(200);
    expect((await t.app.request(image)).status).toBe(404);
    expect((await t.app.request(url)).status).toBe(200);
    const [submission] = await t.database.db
      .select()
      .from(candidateSubmissions)
      .where(eq(candidateSubmissions.id, id));
    expect(submission?.image).toBeNull();
  });

  it('deletes the photos of a removed municipality', async () => {
    await createUser(t, { email: 'paa@example.fi', superAdmin: true });
    const superCookie = await signIn(t, 'paa@example.fi');
    const created = await t.app.request('/api/admin/municipalities', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Cookie: superCookie,
        Origin: t.config.publicUrl,
      },
      body: JSON.stringify({ municipality_id: '179' }),
    });
    expect(created.status).toBe(201);
    const { code } = await insertAccessCode(t.database.db, { municipalityId: '179' });
    const image = await uploadWithCode(code);
    const sent = await t.app.request('/api/candidate-submissions', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': randomTestIp() },
      body: JSON.stringify({
        code,
        consents: consentsGiven(),
        form_data: candidateForm({ image }),
      }),
    });
    expect(sent.status).toBe(201);
    const removed = await t.app.request('/api/admin/municipalities/179', {
      method: 'DELETE',
      headers: { Cookie: superCookie, Origin: t.config.publicUrl },
    });
    expect(removed.status).toBe(200);
    expect((await t.app.request(image)).status).toBe(404);
  });
});
