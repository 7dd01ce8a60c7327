import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidateForm, insertAccessCode, consentsGiven } from '../data';
import {
  createAnotherInstance,
  createTestContext,
  createUser,
  json,
  randomTestIp,
  signIn,
  testsUsePostgres,
  type TestContext,
} from '../factories';

// Several instances behind a load balancer share only the database (and AUTH_SECRET): a photo
// uploaded through one is served by every other, and a deleted one is gone from all of them at
// once. PGlite is one process's embedded database, so a second instance exists only on PostgreSQL.

describe.skipIf(!testsUsePostgres())('photos across two instances (PostgreSQL only)', () => {
  let a: TestContext;
  let b: TestContext;
  beforeAll(async () => {
    a = await createTestContext();
    b = await createAnotherInstance(a);
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  it('serves on B a photo uploaded through A, and answers 404 on B as soon as A deletes it', async () => {
    const { code } = await insertAccessCode(a.database.db, { municipalityId: '091' });
    const png = await sharp({
      create: { width: 20, height: 20, channels: 3, background: '#963' },
    })
      .png()
      .toBuffer();
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'kuva.png');
    form.set('code', code);
    const uploaded = await a.app.request('/api/uploads/candidate-photo', {
      method: 'POST',
      body: form,
      headers: { 'X-Forwarded-For': randomTestIp() },
    });
    expect(uploaded.status).toBe(201);
    const { url: image } = await json<{ url: string }>(uploaded);

    const onA = await a.app.request(image);
    const onB = await b.app.request(image);
    expect(onB.status).toBe(200);
    expect(onB.headers.get('content-type')).toBe('image/webp');
    expect(onB.headers.get('etag')).toBe(onA.headers.get('etag'));
    expect(Buffer.from(await onB.arrayBuffer())).toEqual(Buffer.from(await onA.arrayBuffer()));

    const sent = await a.app.request('/api/candidate-submissions', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': randomTestIp() },
      body: JSON.stringify({
        code,
        consents: consentsGiven(),
        form_data: candidateForm({ image }),
      }),
    });
    expect(sent.status).toBe(201);
    const { id } = await json<{ id: number }>(sent);

    await createUser(a, { email: 'kaksi@example.fi', adminOf: ['091'] });
    const cookie = await signIn(a, 'kaksi@example.fi');
    const rejected = await a.app.request(`/api/admin/municipalities/091/submissions/${id}/reject`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: cookie, Origin: a.config.publicUrl },
      body: JSON.stringify({ admin_notes: 'Puutteelliset tiedot.', notify: false }),
    });
    expect(rejected.status).toBe(200);

    expect((await b.app.request(image)).status).toBe(404);
    expect((await a.app.request(image)).status).toBe(404);
  });
});
