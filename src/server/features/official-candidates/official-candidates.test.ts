import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestContext, json, signedInUser, type TestContext } from '#tests/factories';
import { candidateForm, consentsGiven } from '#tests/data';
import { ministryFile, ministryLine } from '#tests/official-fixtures';
import { auditLog, candidateAccessCodes } from '../../db/schema';
import { request } from '#tests/request';

// Official candidates added and corrected by hand, access codes bound to them (the form's
// details come from the list), letters for those without email, and the review's mismatch flag.

let t: TestContext;
let cookie: string;
beforeAll(async () => {
  t = await createTestContext();
  cookie = await signedInUser(t, { email: 'tre@example.fi', adminOf: ['837'] });
  const res = await t.app.request('/api/admin/official-candidates/import?municipality_id=837', {
    method: 'POST',
    headers: { 'Content-Type': 'text/csv', Cookie: cookie, Origin: t.config.publicUrl },
    body: ministryFile([
      ministryLine({
        municipality: '837',
        number: '0002',
        firstName: 'Äijö',
        lastName: 'Åkerström',
      }),
      ministryLine({
        municipality: '837',
        number: '0003',
        firstName: 'Märta',
        lastName: 'Öhman',
        partyAbbrFi: 'YHTL',
        partyAbbrSv: '',
      }),
    ]),
  });
  expect(res.status).toBe(200);
});
afterAll(() => t.close());

const call = (method: string, path: string, body?: unknown, withCookie = true) =>
  request(t, path, {
    method,
    body,
    cookie: withCookie ? cookie : undefined,
    ip: false,
    headers: { 'Content-Type': 'application/json' },
  });
const base = '/api/admin/municipalities/837/official-candidates';
type Official = {
  id: number;
  candidate_number: number;
  first_name: string;
  last_name: string;
  party: string;
  source: string;
  codes: number;
};
type Page = { items: Official[]; total: number };
const person = {
  first_name: 'Väinö',
  last_name: 'Käsin',
  party: 'Keskusta',
  candidate_number: 40,
  age: 70,
  profession: 'maanviljelijä',
  language: 'fi',
};

describe('official candidates by hand', () => {
  it('lists the imported list by number, searchable by name', async () => {
    const page = await json<Page>(await call('GET', base));
    expect(page.items.map((o) => [o.candidate_number, o.first_name, o.party])).toEqual([
      [2, 'Äijö', 'Kokoomus'],
      [3, 'Märta', 'YHTL'],
    ]);
    const found = await json<Page>(
      await call('GET', `${base}?search=${encodeURIComponent('öhman')}`),
    );
    expect(found.items.map((o) => o.candidate_number)).toEqual([3]);
  });

  it('adds a candidate, refuses a number already taken, and corrects with an audit row', async () => {
    const res = await call('POST', base, person);
    expect(res.status).toBe(201);
    const added = await json<Official>(res);
    expect(added).toMatchObject({ candidate_number: 40, source: 'manual' });
    const taken = await call('POST', base, { ...person, candidate_number: 2 });
    expect(taken.status).toBe(409);
    expect((await json<{ error: { code: string } }>(taken)).error.code).toBe(
      'candidate_number_taken',
    );

    const fixed = await call('PUT', `${base}/${added.id}`, { ...person, last_name: 'Korjattu' });
    expect(fixed.status).toBe(200);
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'official_candidate.update'),
          eq(auditLog.entityId, String(added.id)),
        ),
      );
    expect(audit?.details).toEqual({
      name: 'Väinö Korjattu',
      changes: { lastName: { from: 'Käsin', to: 'Korjattu' } },
    });
    // Another municipality's admin cannot touch it.
    const other = await signedInUser(t, { email: 'hki2@example.fi', adminOf: ['091'] });
    const refused = await t.app.request(`${base}/${added.id}`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', Origin: t.config.publicUrl, Cookie: other },
      body: JSON.stringify(person),
    });
    expect(refused.status).toBe(403);
  });

  it('keeps one party one party whichever of its names the admin typed', async () => {
    // The form offers the register's name ("Vihreä liitto"); the list stores the label the
    // import and the candidates use, so filters and statistics see one party.
    const res = await call('POST', base, {
      ...person,
      party: 'Vihreä liitto',
      candidate_number: 41,
    });
    expect(res.status).toBe(201);
    expect((await json<Official>(res)).party).toBe('Vihreät');
  });

  it('an import never removes a candidate added by hand', async () => {
    const res = await t.app.request('/api/admin/official-candidates/preview?municipality_id=837', {
      method: 'POST',
      headers: { 'Content-Type': 'text/csv', Cookie: cookie, Origin: t.config.publicUrl },
      body: ministryFile([
        ministryLine({
          municipality: '837',
          number: '0002',
          firstName: 'Äijö',
          lastName: 'Åkerström',
        }),
      ]),
    });
    const preview = await json<{ municipalities: { removed: number; unchanged: number }[] }>(res);
    expect(preview.municipalities[0]).toMatchObject({ unchanged: 1, removed: 1 }); // number 3 only
  });
});

describe('access codes of official candidates', () => {
  it('makes codes from (number, email) rows, refuses unknown numbers, and letters list the ones without email', async () => {
    const bad = await call('POST', `${base}/access-codes`, {
      rows: [{ candidate_number: 99, email: '' }],
      send_email: false,
    });
    expect(bad.status).toBe(400);
    expect((await json<{ error: { message: string } }>(bad)).error.message).toContain('99');

    const res = await call('POST', `${base}/access-codes`, {
      rows: [
        { candidate_number: 2, email: 'Aijo@Example.fi' },
        { candidate_number: 3, email: '' },
      ],
      send_email: true,
    });
    expect(res.status).toBe(201);
    const made = await json<{ codes: { code: string; email: string }[]; letters: number }>(res);
    expect(made.codes.map((c) => c.email).sort()).toEqual(['', 'aijo@example.fi']);
    expect(made.letters).toBe(1);

    const letters = await json<
      { name: string; candidate_number: number; code: string; link: string }[]
    >(await call('GET', `${base}/letters`));
    // No relay in this test: the emailed code never left, so it is printed too.
    expect(letters.map((l) => l.candidate_number)).toEqual([2, 3]);
    const marta = letters.find((l) => l.candidate_number === 3)!;
    expect(marta.name).toBe('Märta Öhman');
    expect(marta.link).toMatch(
      new RegExp(`^${t.config.publicUrl}(/sv)?/candidate-submission/${marta.code}$`),
    );
    // A letter's code has no address to resend to.
    const resend = await call(
      'POST',
      `/api/admin/municipalities/837/access-codes/${marta.code}/resend`,
    );
    expect(resend.status).toBe(400);
  });

  it('the code check gives the official details, and a submission takes them from the list', async () => {
    const [row] = await t.database.db
      .select()
      .from(candidateAccessCodes)
      .where(eq(candidateAccessCodes.email, 'aijo@example.fi'));
    const check = await call('POST', '/api/access-codes/validate', { code: row!.code }, false);
    expect((await json<{ official: unknown }>(check)).official).toEqual({
      name: 'Äijö Åkerström',
      party: 'Kokoomus',
      voting_number: 2,
      // From the list as the form's start; the candidate may change them.
      age: 67,
      profession: 'eläkeläinen, yrittäjä',
    });
    const sent = await call(
      'POST',
      '/api/candidate-submissions',
      {
        code: row!.code,
        consents: consentsGiven(),
        form_data: candidateForm({ name: 'Joku Muu', party: 'SDP', voting_number: 77 }),
      },
      false,
    );
    expect(sent.status).toBe(201);
    const { id } = await json<{ id: number }>(sent);
    const detail = await json<{
      name: string;
      party: string;
      voting_number: number;
      official_mismatch: string | null;
    }>(await call('GET', `/api/admin/municipalities/837/submissions/${id}`));
    expect(detail).toMatchObject({
      name: 'Äijö Åkerström',
      party: 'Kokoomus',
      voting_number: 2,
      official_mismatch: null,
    });
  });

  it('flags in review a submission whose name or number is not on the official list', async () => {
    const codes = await json<{ codes: { code: string }[] }>(
      await call('POST', '/api/admin/municipalities/837/access-codes', {
        emails: ['a@example.fi', 'b@example.fi'],
        send_email: false,
      }),
    );
    const submit = (code: string, form: Record<string, unknown>) =>
      call(
        'POST',
        '/api/candidate-submissions',
        { code, consents: consentsGiven(), form_data: candidateForm(form) },
        false,
      );
    expect(
      (await submit(codes.codes[0]!.code, { name: 'Väärä Nimi', voting_number: 3 })).status,
    ).toBe(201);
    expect(
      (await submit(codes.codes[1]!.code, { name: 'Märta Öhman', voting_number: 55 })).status,
    ).toBe(201);
    const { items: pending } = await json<{
      items: { name: string; official_mismatch: string | null }[];
    }>(await call('GET', '/api/admin/municipalities/837/submissions'));
    const flag = (name: string) => pending.find((p) => p.name === name)?.official_mismatch;
    expect(flag('Väärä Nimi')).toBe('Virallisella ehdokaslistalla numero 3 on Märta Öhman.');
    expect(flag('Märta Öhman')).toBe('Ehdokasnumeroa 55 ei ole virallisella ehdokaslistalla.');
    expect(flag('Äijö Åkerström')).toBeNull();
  });
});
