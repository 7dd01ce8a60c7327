import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidateForm, insertAccessCode, consentsGiven } from '../data';
import {
  createTestContext,
  json,
  randomTestIp,
  signedInUser,
  type TestContext,
} from '../factories';
import { request } from '#tests/request';

// Bad input never costs us: bodies are limited before they are parsed, malformed bodies and
// hostile characters are a 400 in our error shape, and ids beyond 32 bits are refused.

let t: TestContext;
let superCookie: string;
beforeAll(async () => {
  t = await createTestContext();
  superCookie = await signedInUser(t, { email: 'super@example.fi', superAdmin: true });
});
afterAll(() => t.close());

type Err = { error: { code: string; message: string; details?: unknown[] } };

function expectErrorShape(body: Err, code: string) {
  expect(body.error.code).toBe(code);
  expect(body.error.message).toMatch(/[äö]|Tarkista|Lähete/);
  expect(body.error.message).not.toMatch(/invalid|expected|malformed|payload/i);
}

/** A JSON-looking body of `total` bytes that counts how much of it the server pulled. */
function countedStream(total: number) {
  const chunk = new TextEncoder().encode(`"${'a'.repeat(65_534)}"`.slice(0, 65_536));
  const read = { bytes: 0 };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (read.bytes >= total) return controller.close();
      read.bytes += chunk.length;
      controller.enqueue(chunk);
    },
  });
  return { stream, read };
}

const post = (path: string, body: BodyInit, headers: Record<string, string> = {}) =>
  request(t, path, { body, headers });

describe('body limit', () => {
  it('refuses a 2 MB streamed body with 413 in our error shape, without reading it all', async () => {
    const { stream, read } = countedStream(2 * 1024 * 1024);
    const res = await post('/api/matches', stream);
    expect(res.status).toBe(413);
    expectErrorShape(await json<Err>(res), 'payload_too_large');
    expect(read.bytes).toBeLessThan(1024 * 1024);
  });

  it('refuses a Content-Length over the limit before reading any of the body', async () => {
    const { stream, read } = countedStream(200 * 1024 * 1024);
    const res = await post('/api/candidate-submissions', stream, {
      'Content-Length': String(200 * 1024 * 1024),
    });
    expect(res.status).toBe(413);
    expectErrorShape(await json<Err>(res), 'payload_too_large');
    expect(read.bytes).toBeLessThanOrEqual(64 * 1024);
  });

  it('refuses an 8 MB body with 500,000 keys with 413 (it is never parsed)', async () => {
    const wide = `{${Array.from({ length: 500_000 }, (_, i) => `"k${i}":1`).join(',')}}`;
    expect(wide.length).toBeGreaterThan(4_000_000);
    const res = await post('/api/statistics/visits', wide);
    expect(res.status).toBe(413);
    expectErrorShape(await json<Err>(res), 'payload_too_large');
  });

  it("limits better-auth's routes too", async () => {
    const { stream, read } = countedStream(2 * 1024 * 1024);
    const res = await post('/api/auth/sign-in/email', stream);
    expect(res.status).toBe(413);
    expectErrorShape(await json<Err>(res), 'payload_too_large');
    expect(read.bytes).toBeLessThan(1024 * 1024);
  });

  it('limits admin routes, also for a super admin', async () => {
    const { stream } = countedStream(2 * 1024 * 1024);
    const res = await post('/api/admin/municipalities', stream, { Cookie: superCookie });
    expect(res.status).toBe(413);
  });

  it('lets a photo upload be larger than a JSON body (its own 10 MB limit)', async () => {
    const code = await insertAccessCode(t.database.db, { municipalityId: '091' });
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(1024 * 1024)]), 'kuva.jpg');
    form.set('code', code.code);
    const res = await t.app.request('/api/uploads/candidate-photo', {
      method: 'POST',
      body: form,
      headers: { 'X-Forwarded-For': randomTestIp() },
    });
    // Not an image, but read and judged: 415, not 413.
    expect(res.status).toBe(415);
  });

  it('answers a body just under the limit with many keys or deep nesting with a short 400', async () => {
    const wide = `{${Array.from({ length: 15_000 }, (_, i) => `"${i % 25}${'x'.repeat(i % 5)}k${i}":2`).join(',')}}`;
    expect(wide.length).toBeLessThan(256 * 1024);
    const res = await t.app.request('/api/admin/municipalities', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Cookie: superCookie,
        Origin: t.config.publicUrl,
      },
      body: JSON.stringify({
        municipality_id: '564',
        question_weights: JSON.parse(wide) as unknown,
      }),
    });
    expect(res.status).toBe(400);
    const body = await json<Err>(res);
    expectErrorShape(body, 'validation');
    expect(body.error.details?.length).toBeLessThanOrEqual(20);

    const deep = '['.repeat(100_000) + ']'.repeat(100_000);
    const res2 = await post('/api/matches', deep);
    expect(res2.status).toBe(400);
    expectErrorShape(await json<Err>(res2), 'validation');
  });
});

describe('malformed bodies', () => {
  it.each([
    ['{"municipality_id":', 'application/json'],
    ['not json', 'application/json'],
    ['', 'application/json'],
    ['{"p_user_uuid":"a"}garbage', 'application/json'],
  ])('answers %j as JSON with 400 in our error shape', async (body, contentType) => {
    const res = await post('/api/statistics/visits', body, { 'Content-Type': contentType });
    expect(res.status).toBe(400);
    expectErrorShape(await json<Err>(res), 'validation');
  });

  it('answers a body of another media type with 415 in our error shape', async () => {
    const res = await post('/api/statistics/visits', 'p_user_uuid=a', {
      'Content-Type': 'application/x-www-form-urlencoded',
    });
    expect(res.status).toBe(415);
    const body = await json<Err>(res);
    expect(body.error.code).toBeTruthy();
    expect(body.error.message).toMatch(/[äö]/);
  });
});

describe('hostile characters and numbers', () => {
  const submit = async (form: Record<string, unknown>) => {
    const code = await insertAccessCode(t.database.db, { municipalityId: '091' });
    return post(
      '/api/candidate-submissions',
      JSON.stringify({ code: code.code, consents: consentsGiven(), form_data: form }),
    );
  };

  it.each([
    ['a NUL character', 'Eino\u0000 Ehdokas'],
    ['a right-to-left override', 'Eino \u202EsakodhE'],
    ['a bidi isolate', 'Eino \u2066Ehdokas\u2069'],
    ['an escape character', 'Eino \u001b[31mEhdokas'],
    ['a C1 control character', 'Eino \u0085Ehdokas'],
    ['a line break in a one-line field', 'Eino\nEhdokas'],
    ['half of a surrogate pair', 'Eino \uD800Ehdokas'],
  ])('refuses %s in a name with a Finnish 400', async (_what, name) => {
    const res = await submit(candidateForm({ name }));
    expect(res.status).toBe(400);
    const body = await json<Err>(res);
    expectErrorShape(body, 'validation');
    expect(body.error.message).toContain('Teksti sisältää merkkejä, joita ei voi tallentaa.');
  });

  it('keeps line breaks and tabs in a justification, and emoji and Finnish letters anywhere', async () => {
    const justifications = Array.from({ length: 25 }, () => '');
    justifications[0] = 'Ensimmäinen rivi.\r\nToinen rivi,\tsisennetty. 😀';
    const res = await submit(
      candidateForm({ name: 'Åke Öhman-Äijälä', answer_justifications: justifications }),
    );
    expect(res.status, await res.clone().text()).toBe(201);
  });

  it('refuses a NUL character in a justification', async () => {
    const justifications = Array.from({ length: 25 }, () => '');
    justifications[3] = 'Perustelu\u0000';
    const res = await submit(candidateForm({ answer_justifications: justifications }));
    expect(res.status).toBe(400);
  });

  it.each([
    ['/api/municipalities/%00', 'a NUL byte in a municipality id'],
    ['/api/municipalities/09%001/candidates', 'a NUL byte inside a municipality id'],
    ['/api/municipalities/..%2F..%2Fetc', 'a traversal in a municipality id'],
  ])('answers %s (%s) with 400', async (path) => {
    const res = await t.app.request(path);
    expect(res.status).toBe(400);
    expectErrorShape(await json<Err>(res), 'validation');
  });

  it.each([
    ['/api/admin/municipalities/091/candidates/2147483648', 'PATCH'],
    ['/api/admin/municipalities/091/submissions/2147483648', 'GET'],
    ['/api/admin/municipalities/091/submissions/2147483648/reject', 'POST'],
    ['/api/admin/users/x%00y/memberships/z', 'DELETE'],
    ['/api/admin/audit-log?actor=%00', 'GET'],
    ['/api/admin/municipalities/091/candidates?search=%E2%80%AE', 'GET'],
  ])('answers %s (%s) for a super admin with 400', async (path, method) => {
    const res = await t.app.request(path, {
      method,
      headers: {
        'Content-Type': 'application/json',
        Cookie: superCookie,
        Origin: t.config.publicUrl,
      },
      ...(method === 'GET' || method === 'DELETE'
        ? {}
        : { body: JSON.stringify({ name: 'Uusi Nimi' }) }),
    });
    expect(res.status).toBe(400);
  });

  it('refuses a candidate id beyond 32 bits in a saved match with 400', async () => {
    const res = await post(
      '/api/matches',
      JSON.stringify({
        municipality_id: '091',
        user_id: 'vierailija',
        match_percentage: 50,
        category_matches: {},
        candidate_id: 2 ** 31,
      }),
    );
    expect(res.status).toBe(400);
  });

  it('refuses a NUL character in a reset-password token (better-auth) with 400, not 500', async () => {
    const res = await post(
      '/api/auth/reset-password',
      JSON.stringify({ newPassword: 'uusi-hyva-salasana', token: 'a\u0000b' }),
    );
    expect(res.status).toBe(400);
    expectErrorShape(await json<Err>(res), 'validation');
  });

  it('refuses a lone surrogate in a setting stored as JSON with 400', async () => {
    const res = await t.app.request('/api/admin/settings', {
      method: 'PATCH',
      headers: {
        'Content-Type': 'application/json',
        Cookie: superCookie,
        Origin: t.config.publicUrl,
      },
      body: JSON.stringify({ election_name: 'Kuntavaalit \uD800' }),
    });
    expect(res.status).toBe(400);
  });
});
