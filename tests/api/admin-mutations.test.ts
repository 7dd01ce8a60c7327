import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { insertCandidate } from '../data';
import { createTestContext, createUser, json, signIn, type TestContext } from '../factories';
import { auditLog } from '#server/db/schema';
import { request } from '#tests/request';

// Every admin mutation of municipalities, statements, candidates and settings: validates its
// input with a Finnish 400, writes exactly one audit row, and respects the role. Each test makes
// the data it needs, so they pass in any order (vitest --sequence.shuffle).

let t: TestContext;
let superCookie: string;
let tampereCookie: string;
beforeAll(async () => {
  t = await createTestContext();
  await createUser(t, { email: 'super@example.fi', superAdmin: true });
  await createUser(t, { email: 'tampere@example.fi', adminOf: ['837'] });
  superCookie = await signIn(t, 'super@example.fi');
  tampereCookie = await signIn(t, 'tampere@example.fi');
});
afterAll(() => t.close());

const call = (cookie: string, method: string, path: string, body?: unknown) =>
  request(t, path, {
    method,
    body,
    cookie,
    ip: false,
    headers: { 'Content-Type': 'application/json' },
  });
const auditRows = async () => (await t.database.db.select({ n: count() }).from(auditLog))[0]!.n;
type Err = { error: { code: string; message: string } };

/** A participating municipality of this test's own, added by the super admin. */
async function addMunicipality(body: Record<string, unknown>) {
  const res = await call(superCookie, 'POST', '/api/admin/municipalities', body);
  expect(res.status, await res.clone().text()).toBe(201);
}

// The request starts only after the audit rows are counted (a promise would already be running).
async function expectAudited(send: () => Response | Promise<Response>, status: number) {
  const before = await auditRows();
  const r = await send();
  expect(r.status, await r.clone().text()).toBe(status);
  expect(await auditRows()).toBe(before + 1);
  return r;
}

async function expectRefused(res: Response | Promise<Response>, status: number, message?: RegExp) {
  const before = await auditRows();
  const r = await res;
  expect(r.status).toBe(status);
  const body = await json<Err>(r);
  if (message) expect(body.error.message).toMatch(message);
  expect(body.error.message).not.toMatch(/invalid|expected|required/i);
  expect(await auditRows()).toBe(before);
}

describe('Kunnat (municipalities)', () => {
  it('adds from the reference list and as a custom municipality, each with one audit row', async () => {
    const oulu = await expectAudited(
      () => call(superCookie, 'POST', '/api/admin/municipalities', { municipality_id: '564' }),
      201,
    );
    expect(await json(oulu)).toMatchObject({
      municipality_id: '564',
      name: 'Oulu',
      is_hidden: false,
    });
    await expectAudited(
      () =>
        call(superCookie, 'POST', '/api/admin/municipalities', {
          municipality_id: 'seniorikyla',
          is_custom: true,
          custom_name: 'Seniorikylä',
        }),
      201,
    );
    const names = (await json<{ name: string }[]>(await t.app.request('/api/municipalities'))).map(
      (m) => m.name,
    );
    expect(names).toEqual(expect.arrayContaining(['Oulu', 'Seniorikylä']));
  });

  it('refuses duplicates, bad custom ids and unknown codes with Finnish messages', async () => {
    await expectRefused(
      call(superCookie, 'POST', '/api/admin/municipalities', { municipality_id: '091' }),
      409,
      /jo mukana/,
    );
    await expectRefused(
      call(superCookie, 'POST', '/api/admin/municipalities', {
        municipality_id: 'Iso Kylä!',
        is_custom: true,
        custom_name: 'X',
      }),
      400,
      /Kunnan tunnus/,
    );
    await expectRefused(
      call(superCookie, 'POST', '/api/admin/municipalities', { municipality_id: '999' }),
      400,
      /kuntaluettelosta/,
    );
    await expectRefused(
      call(superCookie, 'POST', '/api/admin/municipalities', {
        municipality_id: 'admin',
        is_custom: true,
        custom_name: 'X',
      }),
      400,
      /varattu/,
    );
  });

  it('hides a municipality from voters at once and shows it again', async () => {
    await expectAudited(
      () => call(superCookie, 'PATCH', '/api/admin/municipalities/853', { is_hidden: true }),
      200,
    );
    expect((await t.app.request('/api/municipalities/853')).status).toBe(404);
    expect((await t.app.request('/api/municipalities/853/candidates')).status).toBe(404);
    await expectAudited(
      () => call(superCookie, 'PATCH', '/api/admin/municipalities/853', { is_hidden: false }),
      200,
    );
    expect((await t.app.request('/api/municipalities/853/candidates')).status).toBe(200);
  });

  it('sets and clears a custom name', async () => {
    await addMunicipality({ municipality_id: '398' });
    await expectAudited(
      () =>
        call(superCookie, 'PATCH', '/api/admin/municipalities/398', {
          custom_name: 'Lahden kaupunki',
        }),
      200,
    );
    expect(
      (await json<{ name: string }>(await t.app.request('/api/municipalities/398'))).name,
    ).toBe('Lahden kaupunki');
    await expectAudited(
      () => call(superCookie, 'PATCH', '/api/admin/municipalities/398', { custom_name: null }),
      200,
    );
    expect(
      (await json<{ name: string }>(await t.app.request('/api/municipalities/398'))).name,
    ).toBe('Lahti');
  });

  it('removes a municipality with its candidates', async () => {
    await addMunicipality({
      municipality_id: 'poistuva-kunta',
      is_custom: true,
      custom_name: 'Poistuva kunta',
    });
    await insertCandidate(t.database.db, { municipalityId: 'poistuva-kunta' });
    const list = await json<{ municipality_id: string; candidate_count: number }[]>(
      await call(superCookie, 'GET', '/api/admin/municipalities'),
    );
    expect(list.find((m) => m.municipality_id === 'poistuva-kunta')?.candidate_count).toBe(1);
    await expectAudited(
      () => call(superCookie, 'DELETE', '/api/admin/municipalities/poistuva-kunta'),
      200,
    );
    expect((await t.app.request('/api/municipalities/poistuva-kunta')).status).toBe(404);
  });

  it('is for super admins only', async () => {
    await expectRefused(
      call(tampereCookie, 'POST', '/api/admin/municipalities', { municipality_id: '049' }),
      403,
    );
    await expectRefused(
      call(tampereCookie, 'PATCH', '/api/admin/municipalities/837', { is_hidden: true }),
      403,
    );
    await expectRefused(call(tampereCookie, 'DELETE', '/api/admin/municipalities/837'), 403);
    const own = await json<{ municipality_id: string }[]>(
      await call(tampereCookie, 'GET', '/api/admin/municipalities'),
    );
    expect(own.map((m) => m.municipality_id)).toEqual(['837']);
  });
});

describe('Kysymykset (statements)', () => {
  it('changes a weight and a text, restores the default, and the voter side follows', async () => {
    await expectAudited(
      () =>
        call(tampereCookie, 'PATCH', '/api/admin/municipalities/837/questions/5', { weight: 3 }),
      200,
    );
    await expectAudited(
      () =>
        call(tampereCookie, 'PATCH', '/api/admin/municipalities/837/questions/5', {
          text: 'Tampereen oma väite viidenneksi.',
        }),
      200,
    );
    let q5 = (
      await json<{ questions: { id: number; weight: number; text: string }[] }>(
        await t.app.request('/api/municipalities/837'),
      )
    ).questions[4]!;
    expect({ ...q5, text: q5.text.replaceAll('\u00ad', '') }).toMatchObject({
      weight: 3,
      text: 'Tampereen oma väite viidenneksi.',
    });
    await expectAudited(
      () =>
        call(tampereCookie, 'PATCH', '/api/admin/municipalities/837/questions/5', { text: null }),
      200,
    );
    const admin = await json<
      { id: number; text: string; default_text: string; is_custom_text: boolean }[]
    >(await call(tampereCookie, 'GET', '/api/admin/municipalities/837/questions'));
    expect(admin[4]).toMatchObject({ is_custom_text: false });
    q5 = (
      await json<{ questions: { id: number; weight: number; text: string }[] }>(
        await t.app.request('/api/municipalities/837'),
      )
    ).questions[4]!;
    expect(q5.text.replaceAll('\u00ad', '')).toBe(admin[4]!.default_text);
  });

  it('sets a background text for one municipality, and clearing it shows the default again', async () => {
    type PublicQ = { id: number; background: string };
    const publicQ = async (id: string, index: number) =>
      (await json<{ questions: PublicQ[] }>(await t.app.request(`/api/municipalities/${id}`)))
        .questions[index]!;
    const defaultBackground = (await publicQ('837', 6)).background;
    expect(defaultBackground.length).toBeGreaterThan(100);
    const own = 'Tampereella palvelujen ostamisesta päättää lautakunta. Tässä oma taustateksti.';
    await expectAudited(
      () =>
        call(tampereCookie, 'PATCH', '/api/admin/municipalities/837/questions/7', {
          background: own,
        }),
      200,
    );
    expect((await publicQ('837', 6)).background.replaceAll('\u00ad', '')).toBe(own);
    // Other statements and other municipalities keep the default.
    expect((await publicQ('837', 5)).background).not.toBe(own);
    expect((await publicQ('091', 6)).background).toBe(defaultBackground);
    const admin = await json<
      { background: string; default_background: string; is_custom_background: boolean }[]
    >(await call(tampereCookie, 'GET', '/api/admin/municipalities/837/questions'));
    expect(admin[6]).toMatchObject({
      background: own,
      // The public answer carries soft hyphens (U+00AD); the admin sees the plain text.
      default_background: defaultBackground.replaceAll('\u00ad', ''),
      is_custom_background: true,
    });
    await expectAudited(
      () =>
        call(tampereCookie, 'PATCH', '/api/admin/municipalities/837/questions/7', {
          background: null,
        }),
      200,
    );
    expect((await publicQ('837', 6)).background).toBe(defaultBackground);
    await expectRefused(
      call(tampereCookie, 'PATCH', '/api/admin/municipalities/837/questions/7', {
        background: 'lyhyt',
      }),
      400,
      /vähintään 20/,
    );
  });

  it('refuses bad weights and unknown statement ids', async () => {
    await expectRefused(
      call(tampereCookie, 'PATCH', '/api/admin/municipalities/837/questions/5', { weight: 4 }),
      400,
      /2 tai 3/,
    );
    await expectRefused(
      call(tampereCookie, 'PATCH', '/api/admin/municipalities/837/questions/26', { weight: 2 }),
      400,
      /1–25/,
    );
    await expectRefused(
      call(tampereCookie, 'PATCH', '/api/admin/municipalities/837/questions/0', { weight: 2 }),
      400,
      /1–25/,
    );
    await expectRefused(
      call(tampereCookie, 'PATCH', '/api/admin/municipalities/837/questions/3', { text: 'lyh' }),
      400,
      /vähintään 5/,
    );
  });

  it("does not let a municipal admin change another municipality's statements", async () => {
    await expectRefused(
      call(tampereCookie, 'PATCH', '/api/admin/municipalities/091/questions/5', { weight: 3 }),
      403,
    );
  });
});

describe('Ehdokkaat (candidates)', () => {
  it('edits and removes a candidate, and refuses bad answers', async () => {
    const c = await insertCandidate(t.database.db, {
      municipalityId: '837',
      name: 'Muokattava Ehdokas',
    });
    const edited = await expectAudited(
      () =>
        call(tampereCookie, 'PATCH', `/api/admin/municipalities/837/candidates/${c.id}`, {
          party: 'Vihreät',
          answers: Array.from({ length: 25 }, () => 4),
        }),
      200,
    );
    expect(await json(edited)).toMatchObject({
      party: 'Vihreät',
      answers: Array.from({ length: 25 }, () => 4),
    });
    await expectRefused(
      call(tampereCookie, 'PATCH', `/api/admin/municipalities/837/candidates/${c.id}`, {
        answers: Array.from({ length: 25 }, () => 6),
      }),
      400,
    );
    await expectRefused(
      call(tampereCookie, 'PATCH', `/api/admin/municipalities/091/candidates/${c.id}`, {
        party: 'KD',
      }),
      403,
    );
    const list = await json<{ items: { id: number }[]; total: number }>(
      await call(
        tampereCookie,
        'GET',
        '/api/admin/municipalities/837/candidates?search=muokattava',
      ),
    );
    expect(list.items.map((i) => i.id)).toEqual([c.id]);
    await expectAudited(
      () => call(tampereCookie, 'DELETE', `/api/admin/municipalities/837/candidates/${c.id}`),
      200,
    );
  });
});

describe('Asetukset (settings)', () => {
  it('turns demo mode off and on, and the public side follows at once', async () => {
    await expectAudited(
      () =>
        call(superCookie, 'PATCH', '/api/admin/settings', {
          use_mock_data: false,
          match_save_limit: 5,
        }),
      200,
    );
    expect(
      (await json<{ use_mock_data: boolean }>(await t.app.request('/api/settings/public')))
        .use_mock_data,
    ).toBe(false);
    expect(await json(await t.app.request('/api/municipalities/091/candidates'))).toEqual([]);
    await expectAudited(
      () => call(superCookie, 'PATCH', '/api/admin/settings', { use_mock_data: true }),
      200,
    );
    expect(
      (await json<unknown[]>(await t.app.request('/api/municipalities/091/candidates'))).length,
    ).toBe(10);
  });

  it("offers the shorter version by default, and the public side follows the admin's choice", async () => {
    const shorter = async () =>
      (
        await json<{ shorter_version_enabled: boolean }>(
          await t.app.request('/api/settings/public'),
        )
      ).shorter_version_enabled;
    expect(await shorter()).toBe(true);
    await expectAudited(
      () => call(superCookie, 'PATCH', '/api/admin/settings', { shorter_version_enabled: false }),
      200,
    );
    expect(await shorter()).toBe(false);
    await expectRefused(
      call(superCookie, 'PATCH', '/api/admin/settings', { shorter_version_enabled: 'kyllä' }),
      400,
      /kyllä tai ei/,
    );
    await expectAudited(
      () => call(superCookie, 'PATCH', '/api/admin/settings', { shorter_version_enabled: true }),
      200,
    );
    expect(await shorter()).toBe(true);
  });

  it('refuses unknown keys and bad values, and municipal admins', async () => {
    await expectRefused(
      call(superCookie, 'PATCH', '/api/admin/settings', { match_save_limit: 0 }),
      400,
      /vähintään 1/,
    );
    await expectRefused(
      call(superCookie, 'PATCH', '/api/admin/settings', { election_date: '22.11.2026' }),
      400,
      /VVVV-KK-PP/,
    );
    await expectRefused(
      call(superCookie, 'PATCH', '/api/admin/settings', { hacker: true }),
      400,
      /Tuntematon asetus/,
    );
    await expectRefused(
      call(tampereCookie, 'PATCH', '/api/admin/settings', { use_mock_data: false }),
      403,
    );
  });
});

describe('Muutosloki (audit log)', () => {
  it("shows a municipal admin only their own municipality's rows", async () => {
    // Rows of three kinds, made here: a statement of Tampere, a setting, a new municipality.
    await expectAudited(
      () =>
        call(tampereCookie, 'PATCH', '/api/admin/municipalities/837/questions/7', { weight: 3 }),
      200,
    );
    await expectAudited(
      () => call(superCookie, 'PATCH', '/api/admin/settings', { match_save_limit: 4 }),
      200,
    );
    await addMunicipality({ municipality_id: 'lokikunta', is_custom: true, custom_name: 'Loki' });
    const own = await json<{ items: { municipality_id: string | null }[] }>(
      await call(tampereCookie, 'GET', '/api/admin/audit-log?page_size=200'),
    );
    expect(own.items.length).toBeGreaterThan(0);
    expect(own.items.every((i) => i.municipality_id === '837')).toBe(true);
    expect(
      (await call(tampereCookie, 'GET', '/api/admin/audit-log?municipality_id=091')).status,
    ).toBe(403);
    const all = await json<{ items: { action: string }[]; actions: string[] }>(
      await call(superCookie, 'GET', '/api/admin/audit-log?page_size=200'),
    );
    expect(all.actions).toEqual(
      expect.arrayContaining(['municipality.create', 'settings.update', 'question.update']),
    );
    const filtered = await json<{ items: { action: string }[] }>(
      await call(superCookie, 'GET', '/api/admin/audit-log?action=settings.update'),
    );
    expect(filtered.items.length).toBeGreaterThan(0);
    expect(filtered.items.every((i) => i.action === 'settings.update')).toBe(true);
  });
});
