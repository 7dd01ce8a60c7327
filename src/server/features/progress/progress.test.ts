import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidateForm, consentsGiven, insertAccessCode, insertCandidate } from '#tests/data';
import { createTestContext, json, signedInUser, type TestContext } from '#tests/factories';
import type { ProgressRowResponse } from './progress.routes';
import { eq } from 'drizzle-orm';
import { candidateAccessCodes, outbox } from '../../db/schema';
import { request } from '#tests/request';

// Vastaustilanne: per municipality, official candidates, codes made, answered, waiting for
// review and published; the admin sees only the municipalities they manage.

let t: TestContext;
let superCookie: string;
let turkuCookie: string;

const get = (path: string, cookie: string) => request(t, path, { cookie, ip: false });
const send = (path: string, body: unknown, cookie?: string) => request(t, path, { body, cookie });

beforeAll(async () => {
  t = await createTestContext();
  superCookie = await signedInUser(t, { email: 'super@example.fi', superAdmin: true });
  turkuCookie = await signedInUser(t, { email: 'turku@example.fi', adminOf: ['853'] });
  const db = t.database.db;
  for (const n of [2, 3, 4]) {
    const res = await send(
      '/api/admin/municipalities/853/official-candidates',
      {
        first_name: 'Eka',
        last_name: `Ehdokas${n}`,
        party: 'KD',
        candidate_number: n,
        age: 70,
        profession: '',
        language: 'fi',
      },
      turkuCookie,
    );
    expect(res.status).toBe(201);
  }
  const used = await insertAccessCode(db, { municipalityId: '853' });
  // One code for a printed letter, one whose email the relay accepted, one never sent.
  await insertAccessCode(db, { municipalityId: '853', email: '' });
  const mailed = await insertAccessCode(db, { municipalityId: '853' });
  await db
    .insert(outbox)
    .values({ kind: 'access_code', to: mailed.email, accessCode: mailed.code, status: 'sent' });
  expect(
    (
      await send('/api/candidate-submissions', {
        code: used.code,
        consents: consentsGiven(),
        form_data: candidateForm(),
      })
    ).status,
  ).toBe(201);
  await insertCandidate(db, { municipalityId: '853' });
  await insertCandidate(db, { municipalityId: '853' });
  await insertCandidate(db, { municipalityId: '091' });
  // A name Excel would run as a formula.
  expect(
    (
      await send(
        '/api/admin/municipalities',
        { municipality_id: 'kaava', is_custom: true, custom_name: '=1+1' },
        superCookie,
      )
    ).status,
  ).toBe(201);
});
afterAll(() => t.close());

describe('Vastaustilanne', () => {
  it('counts each municipality’s candidates at every stage, for every municipality a super admin manages', async () => {
    const res = await get('/api/admin/progress', superCookie);
    expect(res.status).toBe(200);
    const rows = await json<ProgressRowResponse[]>(res);
    expect(rows.map((r) => r.municipality_id)).toEqual(['kaava', '091', '837', '853']);
    expect(rows.find((r) => r.municipality_id === '853')).toEqual({
      municipality_id: '853',
      name: 'Turku',
      official: 3,
      codes: 3,
      mailed: 1,
      letters: 1,
      answered: 1,
      pending: 1,
      published: 2,
    });
    expect(rows.find((r) => r.municipality_id === '091')).toMatchObject({
      official: 0,
      published: 1,
    });
  });

  it('shows a municipal admin only their own municipality', async () => {
    const rows = await json<ProgressRowResponse[]>(await get('/api/admin/progress', turkuCookie));
    expect(rows.map((r) => r.municipality_id)).toEqual(['853']);
    const plain = await signedInUser(t, { email: 'plain@example.fi' });
    expect((await get('/api/admin/progress', plain)).status).toBe(403);
  });

  it('downloads as CSV for Finnish Excel: BOM, semicolons, formulas guarded', async () => {
    const res = await get('/api/admin/progress.csv', superCookie);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toContain('vastaustilanne.csv');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes).trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'kunta_koodi;kunta;virallisia_ehdokkaita;koodeja_tehty;sahkopostilla_lahetetty;kirjeina;vastanneita;odottaa_tarkistusta;julkaistuja',
    );
    expect(lines).toContain("kaava;'=1+1;0;0;0;0;0;0;0");
    expect(lines).toContain('853;Turku;3;3;1;1;1;1;2');
  });
});

describe('Vastaustilanne without mail', () => {
  it('counts an official candidate’s code that no email carries as a letter, as the letters page prints it', async () => {
    const db = t.database.db;
    const res = await send(
      '/api/admin/municipalities/837/official-candidates',
      {
        first_name: 'Paperi',
        last_name: 'Ehdokas',
        party: 'SDP',
        candidate_number: 7,
        age: 70,
        profession: '',
        language: 'fi',
      },
      superCookie,
    );
    expect(res.status).toBe(201);
    const official = await json<{ id: number }>(res);
    const code = await insertAccessCode(db, { municipalityId: '837' });
    await db
      .update(candidateAccessCodes)
      .set({ officialCandidateId: official.id })
      .where(eq(candidateAccessCodes.code, code.code));
    const tampere = async () =>
      (await json<ProgressRowResponse[]>(await get('/api/admin/progress', superCookie))).find(
        (r) => r.municipality_id === '837',
      );
    expect(await tampere()).toMatchObject({ codes: 1, mailed: 0, letters: 1 });
    // Once its email is queued (SMTP_URL set), it is no longer a letter.
    await db
      .insert(outbox)
      .values({ kind: 'access_code', to: code.email, accessCode: code.code, status: 'pending' });
    expect(await tampere()).toMatchObject({ codes: 1, mailed: 0, letters: 0 });
  });
});
