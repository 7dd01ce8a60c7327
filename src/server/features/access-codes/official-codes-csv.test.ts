import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, json, signedInUser, type TestContext } from '#tests/factories';
import { parseCodeCsv } from './official-codes-csv';
import type { OfficialCodeLetter, OfficialCodesPreview } from './official-codes.routes';
import { request } from '#tests/request';

// Codes for many official candidates from a (candidate number, email) file: a preview that
// writes nothing and refuses lines with their numbers and reasons, and the printed letters' QR.

let t: TestContext;
let cookie: string;
const base = '/api/admin/municipalities/853/official-candidates';
const call = (method: string, path: string, body?: unknown) =>
  request(t, path, {
    method,
    body,
    cookie,
    ip: false,
    headers: { 'Content-Type': 'application/json' },
  });

beforeAll(async () => {
  t = await createTestContext();
  cookie = await signedInUser(t, { email: 'turku@example.fi', adminOf: ['853'] });
  for (const [number, first] of [
    [5, 'Åke'],
    [6, 'Öljy'],
    [7, 'Äiti'],
  ] as const) {
    const res = await call('POST', base, {
      first_name: first,
      last_name: 'Ehdokas',
      party: 'SDP',
      candidate_number: number,
      age: 66,
      profession: '',
      language: 'fi',
    });
    expect(res.status).toBe(201);
  }
});
afterAll(() => t.close());

describe('the (candidate number, email) file', () => {
  it('reads ; , and tab separated lines, skips a header and blank lines, and refuses the rest with reasons', () => {
    const { rows, refused } = parseCodeCsv(
      '\uFEFFehdokasnumero;sähköposti\r\n5;Ake@Example.fi\n\n006,\n"7"\tx@\n0;a@b.fi\n5;c@d.fi\n8;a@b.fi;extra',
    );
    expect(rows).toEqual([
      { line: 2, candidate_number: 5, email: 'ake@example.fi' },
      { line: 4, candidate_number: 6, email: '' },
    ]);
    expect(refused.map((r) => r.line)).toEqual([5, 6, 7, 8]);
    expect(refused[0]!.reason).toContain('Sähköpostiosoite "x@" ei kelpaa');
    expect(refused[1]!.reason).toContain('anna numero 1–99999');
    expect(refused[2]!.reason).toBe('Ehdokasnumero 5 on jo rivillä 2.');
    expect(refused[3]!.reason).toContain('liikaa sarakkeita');
  });

  it('previews the codes with the candidates named and writes nothing; numbers not on the list are refused by line', async () => {
    const res = await call('POST', `${base}/access-codes/preview`, {
      csv: 'numero;email\n5;ake@example.fi\n6;\n42;x@example.fi\nabc;y@example.fi\n',
    });
    expect(res.status).toBe(200);
    const preview = await json<OfficialCodesPreview>(res);
    expect(preview.rows).toEqual([
      expect.objectContaining({ line: 2, candidate_number: 5, name: 'Åke Ehdokas', codes: 0 }),
      expect.objectContaining({ line: 3, candidate_number: 6, email: '', party: 'SDP' }),
    ]);
    expect(preview.refused).toEqual([
      { line: 4, reason: 'Ehdokasnumeroa 42 ei ole kunnan virallisella ehdokaslistalla.' },
      { line: 5, reason: expect.stringContaining('"abc"') as string },
    ]);
    expect(preview).toMatchObject({ with_email: 1, letters: 1 });
    const codes = await json<{ total: number }>(
      await call('GET', '/api/admin/municipalities/853/access-codes'),
    );
    expect(codes.total).toBe(0);
  });

  it('confirming makes the codes; the letters carry a QR code of the link', async () => {
    const preview = await json<OfficialCodesPreview>(
      await call('POST', `${base}/access-codes/preview`, { csv: '5;ake@example.fi\n6;\n7;' }),
    );
    const made = await call('POST', `${base}/access-codes`, {
      rows: preview.rows.map((r) => ({ candidate_number: r.candidate_number, email: r.email })),
      send_email: false,
    });
    expect(made.status).toBe(201);
    // Not emailed this time, yet the code with an address is no letter: two letters to print.
    expect(await json(made)).toMatchObject({ queued: 0, letters: 2 });
    const again = await json<OfficialCodesPreview>(
      await call('POST', `${base}/access-codes/preview`, { csv: '5;ake@example.fi' }),
    );
    expect(again.rows[0]!.codes).toBe(1);

    const letters = await json<OfficialCodeLetter[]>(await call('GET', `${base}/letters`));
    // The code with an address was never emailed (no relay here): it is printed too.
    expect(letters.map((l) => l.candidate_number)).toEqual([5, 6, 7]);
    for (const letter of letters) {
      expect(letter.qr_svg).toMatch(
        /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 \d+ \d+">/,
      );
      expect(letter.qr_svg).not.toContain(letter.code); // drawn, not written
    }
    expect(letters[0]!.qr_svg).not.toBe(letters[1]!.qr_svg);

    // Muistuta has one address to remind (no relay here, so it says so); the letters' codes
    // have none: their reminders are printed.
    const reminded = await call('POST', '/api/admin/municipalities/853/access-codes/remind');
    expect(await json(reminded)).toMatchObject({ reminded: 0, skipped: 0, not_sent: 1 });
  });

  it('refuses an empty file and a file of another municipality’s admin', async () => {
    expect((await call('POST', `${base}/access-codes/preview`, { csv: '' })).status).toBe(400);
    const other = await signedInUser(t, { email: 'hki@example.fi', adminOf: ['091'] });
    const res = await t.app.request(`${base}/access-codes/preview`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: t.config.publicUrl, Cookie: other },
      body: JSON.stringify({ csv: '5;a@b.fi' }),
    });
    expect(res.status).toBe(403);
  });
});
