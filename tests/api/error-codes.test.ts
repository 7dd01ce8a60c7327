import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, SERVER_ERROR_CODES } from '#core/error-codes';
import { insertAccessCode } from '../data';
import { AppError } from '#server/errors';
import { createTestContext, json, signedInUser, type TestContext } from '../factories';
import { request } from '#tests/request';

// Every error answer is in Finnish and carries a code from the one list in
// src/core/error-codes.ts, the list the web app branches on.

let t: TestContext;
let superCookie: string;
beforeAll(async () => {
  t = await createTestContext();
  superCookie = await signedInUser(t, { email: 'super@example.fi', superAdmin: true });
});
afterAll(() => t.close());

type Err = { error: { code: string; message: string; details?: { message: string }[] } };

const send = (method: string, path: string, body?: unknown, cookie = superCookie) =>
  request(t, path, { method, body, cookie, headers: { 'Content-Type': 'application/json' } });

/** Words of zod's and Hono's English defaults; none may reach a user. */
const ENGLISH = /\b(too (big|small)|expected|invalid|required|received|must|string|number)\b/i;

async function validationMessages(res: Response): Promise<string[]> {
  const body = await json<Err>(res);
  expect(res.status, JSON.stringify(body)).toBe(400);
  expect(body.error.code).toBe(ErrorCode.Validation);
  const all = [body.error.message, ...(body.error.details ?? []).map((d) => d.message)];
  for (const message of all) expect(message).not.toMatch(ENGLISH);
  return all;
}

describe('validation messages are Finnish', () => {
  it('a value that is too long', async () => {
    const long = 'a'.repeat(41);
    expect(await validationMessages(await send('GET', `/api/municipalities/${long}`))).toContain(
      'Tarkista tiedot: Kunnan tunnus on kolminumeroinen kuntanumero tai 2–40 merkkiä pieniä kirjaimia a–z, numeroita ja väliviivoja.',
    );
    // A field with no message of its own gets the shared Finnish one.
    expect(
      await validationMessages(await send('GET', `/api/admin/audit-log?municipality_id=${long}`)),
    ).toContain('Teksti on liian pitkä (enintään 40 merkkiä).');
  });

  it('a number that is too small', async () => {
    expect(await validationMessages(await send('GET', '/api/admin/audit-log?page=0'))).toContain(
      'Sivunumeron pitää olla vähintään 1.',
    );
  });

  it('a value of the wrong type', async () => {
    expect(
      await validationMessages(await send('GET', '/api/admin/audit-log?page=kolme')),
    ).toContain('Sivunumeron pitää olla luku.');
    expect(
      await validationMessages(
        await send('POST', '/api/admin/municipalities', { municipality_id: 5 }),
      ),
    ).toContain('Kunnan tunnus: tässä pitää olla tekstiä.');
  });

  it('a missing value', async () => {
    expect(await validationMessages(await send('POST', '/api/admin/municipalities', {}))).toContain(
      'Kunnan tunnus puuttuu.',
    );
  });

  it('a choice that is not one of the options', async () => {
    const res = await send('POST', '/api/admin/users/invitations', {
      email: 'uusi@example.fi',
      target: 'system',
      role: 'pomo',
    });
    expect(await validationMessages(res)).toContain('Valitse rooli.');
  });

  it('an organization left unchosen in an invitation', async () => {
    const res = await send('POST', '/api/admin/users/invitations', {
      email: 'uusi@example.fi',
      target: '',
    });
    expect(await validationMessages(res)).toContain('Valitse organisaatio.');
  });

  it('a body that is not JSON at all', async () => {
    await validationMessages(
      await send('POST', '/api/admin/municipalities', '{"municipality_id":'),
    );
  });
});

describe('error codes', () => {
  it('a conflict is 409: adding a municipality that is already there', async () => {
    const res = await send('POST', '/api/admin/municipalities', { municipality_id: '091' });
    expect(res.status).toBe(409);
    expect((await json<Err>(res)).error.code).toBe(ErrorCode.MunicipalityExists);
  });

  it('a conflict is 409: resending an access code that is already used', async () => {
    const { code } = await insertAccessCode(t.database.db, { municipalityId: '091', used: true });
    const res = await send('POST', `/api/admin/municipalities/091/access-codes/${code}/resend`, {});
    expect(res.status).toBe(409);
    expect((await json<Err>(res)).error.code).toBe(ErrorCode.CodeUsed);
  });

  it('the OpenAPI document lists exactly the codes of the one list', async () => {
    const doc = await json<{
      components: {
        schemas: { Error: { properties: { error: { properties: { code: unknown } } } } };
      };
    }>(await t.app.request('/api/openapi.json'));
    const code = doc.components.schemas.Error.properties.error.properties.code as {
      enum: string[];
    };
    expect([...code.enum].sort()).toEqual([...SERVER_ERROR_CODES].sort());
  });

  it('answers only codes of the list, from every layer that makes errors', async () => {
    const answers = await Promise.all([
      send('GET', '/api/ei-ole-olemassa'),
      send('GET', '/api/admin/users', undefined, ''),
      send('POST', '/api/admin/municipalities', {}),
      send('POST', '/api/admin/municipalities', { municipality_id: '091' }),
      send('POST', '/api/access-codes/validate', { code: 'ABCDEFGH' }),
      send(
        'POST',
        '/api/auth/sign-in/email',
        { email: 'super@example.fi', password: 'väärä-salasana' },
        '',
      ),
      t.app.request('/api/admin/municipalities', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: 'https://example.com' },
        body: '{}',
      }),
      send('POST', '/api/statistics/visits', 'x'.repeat(2_000_000)),
    ]);
    const codes = await Promise.all(answers.map(async (r) => (await json<Err>(r)).error.code));
    expect(codes).toEqual([
      ErrorCode.NotFound,
      ErrorCode.Unauthorized,
      ErrorCode.Validation,
      ErrorCode.MunicipalityExists,
      ErrorCode.CodeUnknown,
      ErrorCode.InvalidCredentials,
      ErrorCode.CrossOrigin,
      ErrorCode.PayloadTooLarge,
    ]);
    for (const code of codes) expect(SERVER_ERROR_CODES).toContain(code);
  });

  it('a code outside the list does not type-check', () => {
    // @ts-expect-error: AppError takes only codes of src/core/error-codes.ts
    expect(new AppError('made_up', 400, 'x').code).toBe('made_up');
  });
});
