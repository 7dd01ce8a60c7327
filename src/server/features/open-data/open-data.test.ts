import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import {
  createTestContext,
  json,
  randomTestIp,
  signedInUser,
  type TestContext,
} from '#tests/factories';
import { insertCandidate } from '#tests/data';
import type { PublicCandidate } from '#core/candidate';
import { candidates, participatingMunicipalities } from '../../db/schema';
import { writeSettings } from '../../shared/domain/settings';
import type { OpenData } from './open-data.schemas';

let t: TestContext;
let cookie: string;
beforeAll(async () => {
  t = await createTestContext();
  cookie = await signedInUser(t, { email: 'paakayttaja@example.fi', superAdmin: true });
});
afterAll(() => t.close());

/** Published with both consents: (a) this vaalikone and (b) open data. */
const consented = { consentPublishAt: new Date(), consentOpenDataAt: new Date() };

const get = (path: string, headers: Record<string, string> = {}) =>
  t.app.request(`/api/open-data/${path}`, { headers });

const PATHS = [
  'candidates.json',
  'candidates.csv',
  'statements.csv',
  'municipalities/837/candidates.json',
  'municipalities/837/candidates.csv',
  'municipalities/837/statements.csv',
];

/** A CSV file's rows: fields split on ';', quoted fields with "" for a quote, CRLF lines. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ';') {
      row.push(field);
      field = '';
    } else if (ch === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else field += ch;
  }
  return rows;
}

/** A CSV answer's rows, after checking that it starts with the UTF-8 byte order mark. */
async function csvRows(res: Response): Promise<string[][]> {
  const bytes = new Uint8Array(await res.arrayBuffer());
  expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return parseCsv(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes.slice(3)));
}

async function patchSettings(body: Record<string, unknown>) {
  const res = await t.app.request('/api/admin/settings', {
    method: 'PATCH',
    headers: {
      'Content-Type': 'application/json',
      Origin: t.config.publicUrl,
      Cookie: cookie,
      'X-Forwarded-For': randomTestIp(),
    },
    body: JSON.stringify(body),
  });
  expect(res.status).toBe(200);
  return json<Record<string, unknown>>(res);
}

describe('open data', () => {
  it('is off by default: every file is a 404 in the one error shape', async () => {
    const settings = await json<Record<string, unknown>>(
      await t.app.request('/api/admin/settings', { headers: { Cookie: cookie } }),
    );
    expect(settings).toMatchObject({
      open_data_enabled: false,
      open_data_licence: 'CC BY 4.0',
      open_data_photos: false,
    });
    for (const path of PATHS) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      const body = await json<{ error: { code: string; message: string } }>(res);
      expect(body.error.code).toBe('not_found');
      expect(body.error.message).toMatch(/Avointa dataa ei ole julkaistu/);
    }
  });

  it('once turned on, gives every published candidate without email, ids or photos', async () => {
    await patchSettings({ open_data_enabled: true, open_data_licence: 'CC BY 4.0' });
    const db = t.database.db;
    const anna = await insertCandidate(db, {
      ...consented,
      municipalityId: '837',
      name: 'Anna Avoin',
      party: 'Vihreät',
      age: 70,
      votingNumber: 12,
      profession: 'opettaja; eläkkeellä',
      image: '/uploads/837/abc.webp',
      language: 'sv',
      answers: Array.from({ length: 25 }, (_, i) => ((i * 3) % 5) + 1),
      answerJustifications: Array.from({ length: 25 }, (_, i) => (i === 2 ? 'Sanon "näin".' : '')),
    });
    await insertCandidate(db, {
      ...consented,
      municipalityId: '837',
      name: '=HYPERLINK("http://x.invalid")',
      votingNumber: 3,
    });
    await insertCandidate(db, {
      ...consented,
      municipalityId: '091',
      name: 'Helsingin Ehdokas',
      votingNumber: 2,
    });
    await db
      .update(participatingMunicipalities)
      .set({ customQuestions: [{ id: 4, text: 'Tampereen oma väite.' }] })
      .where(eq(participatingMunicipalities.municipalityId, '837'));

    const res = await get('municipalities/837/candidates.json');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const body = await json<OpenData>(res);
    expect(body.licence).toBe('CC BY 4.0');
    expect(body.municipalities).toHaveLength(1);
    const [m] = body.municipalities;
    expect(m).toMatchObject({ code: '837', name: 'Tampere', name_sv: 'Tammerfors' });
    // Only real candidates (the demo mode's generated ones are not open data), by number.
    expect(m!.candidates.map((c) => c.name)).toEqual([
      '=HYPERLINK("http://x.invalid")',
      'Anna Avoin',
    ]);
    expect(m!.candidates[1]).toEqual({
      number: 12,
      name: 'Anna Avoin',
      party: 'Vihreät',
      age: 70,
      profession: 'opettaja; eläkkeellä',
      language: 'sv',
      answers: anna.answers,
      justifications: anna.answerJustifications,
    });
    expect(m!.statements).toHaveLength(25);
    expect(m!.statements[3]).toMatchObject({
      id: 4,
      text: 'Tampereen oma väite.',
      municipality_text: true,
      text_sv: null,
    });
    expect(m!.statements[0]).toMatchObject({ id: 1, municipality_text: false });
    expect(m!.statements[0]!.text_sv).toBeTruthy();
    const raw = JSON.stringify(body);
    expect(raw).not.toMatch(/@|uploads|"image"|"email"/);
    for (const c of m!.candidates) expect(c).not.toHaveProperty('id');
  });

  it('gives the CSV with a BOM, semicolons and formula-guarded fields', async () => {
    const res = await get('municipalities/837/candidates.csv');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(
      'attachment; filename="avoin-data-ehdokkaat-837.csv"',
    );
    const rows = await csvRows(res);
    const [header, guarded, anna] = rows;
    expect(header!.slice(0, 9)).toEqual([
      'kunta_koodi',
      'kunta',
      'ehdokasnumero',
      'nimi',
      'puolue',
      'ika',
      'ammatti',
      'kieli',
      'vastaus_1',
    ]);
    expect(header).toHaveLength(8 + 50);
    expect(header).not.toContain('kuva_url');
    expect(guarded![3]).toBe(`'=HYPERLINK("http://x.invalid")`);
    expect(anna!.slice(0, 8)).toEqual([
      '837',
      'Tampere',
      '12',
      'Anna Avoin',
      'Vihreät',
      '70',
      'opettaja; eläkkeellä',
      'sv',
    ]);
    expect(anna![8 + 25 + 2]).toBe('Sanon "näin".');

    const statements = await csvRows(await get('municipalities/837/statements.csv'));
    expect(statements[0]).toEqual([
      'kunta_koodi',
      'kunta',
      'vaite_id',
      'aihealue',
      'vaite',
      'vaite_sv',
      'kunnan_oma_teksti',
      'painoarvo',
    ]);
    expect(statements).toHaveLength(26);
    expect(statements[4]!.slice(2, 7)).toEqual([
      '4',
      'Terveys ja hyvinvointi',
      'Tampereen oma väite.',
      '',
      'kyllä',
    ]);
  });

  it('serves exactly the answers the voter pages match against', async () => {
    const voterList = await json<PublicCandidate[]>(
      await t.app.request('/api/municipalities/837/candidates'),
    );
    const real = voterList.filter((c) => c.id > 0);
    expect(real.length).toBe(2);
    const open = (await json<OpenData>(await get('candidates.json'))).municipalities.find(
      (m) => m.code === '837',
    )!;
    const csv = (await csvRows(await get('candidates.csv'))).filter((r) => r[0] === '837');
    for (const voter of real) {
      const inJson = open.candidates.find((c) => c.number === voter.voting_number)!;
      expect(inJson.answers).toEqual(voter.answers);
      expect(inJson.justifications).toEqual(voter.answer_justifications);
      const inCsv = csv.find((r) => r[2] === String(voter.voting_number))!;
      expect(inCsv.slice(8, 33).map(Number)).toEqual(voter.answers);
    }
  });

  it('covers every visible municipality in the whole-election files, none hidden', async () => {
    await t.database.db
      .update(participatingMunicipalities)
      .set({ isHidden: true })
      .where(eq(participatingMunicipalities.municipalityId, '091'));
    const all = await json<OpenData>(await get('candidates.json'));
    expect(all.municipalities.map((m) => m.code)).toEqual(['837', '853']);
    expect((await get('municipalities/091/candidates.csv')).status).toBe(404);
    expect((await get('municipalities/999/candidates.json')).status).toBe(404);
    await t.database.db
      .update(participatingMunicipalities)
      .set({ isHidden: false })
      .where(eq(participatingMunicipalities.municipalityId, '091'));
    const again = await json<OpenData>(await get('candidates.json'));
    expect(again.municipalities.map((m) => m.code)).toEqual(['091', '837', '853']);
    expect(again.municipalities[0]!.candidates.map((c) => c.name)).toEqual(['Helsingin Ehdokas']);
  });

  it('gives photo addresses only when the setting allows them', async () => {
    await patchSettings({ open_data_photos: true });
    const body = await json<OpenData>(await get('municipalities/837/candidates.json'));
    const anna = body.municipalities[0]!.candidates.find((c) => c.name === 'Anna Avoin')!;
    expect(anna.photo_url).toBe(new URL('/uploads/837/abc.webp', t.config.publicUrl).toString());
    const rows = await csvRows(await get('municipalities/837/candidates.csv'));
    expect(rows[0]!.at(-1)).toBe('kuva_url');
    expect(rows[2]!.at(-1)).toBe(anna.photo_url);
    await patchSettings({ open_data_photos: false });
    expect(await (await get('municipalities/837/candidates.csv')).text()).not.toMatch(/uploads/);
  });

  it('is built once per change, answers 304 to its ETag, and goes away when turned off', async () => {
    const key = 'open-data:csv:*';
    const first = await get('candidates.csv');
    const etag = first.headers.get('etag')!;
    const loads = t.deps.publicCache.loads(key);
    expect((await get('candidates.csv', { 'If-None-Match': etag })).status).toBe(304);
    await get('candidates.csv');
    expect(t.deps.publicCache.loads(key)).toBe(loads);

    const added = await insertCandidate(t.database.db, {
      ...consented,
      municipalityId: '853',
      name: 'Uusi Turkulainen',
    });
    const changed = await get('candidates.csv', { 'If-None-Match': etag });
    expect(changed.status).toBe(200);
    expect(await changed.text()).toMatch(/Uusi Turkulainen/);
    expect(t.deps.publicCache.loads(key)).toBe(loads + 1);
    await t.database.db.delete(candidates).where(eq(candidates.id, added.id));

    await patchSettings({ open_data_enabled: false });
    expect((await get('candidates.csv')).status).toBe(404);
  });

  it('serves 35,000 candidates from memory after one build', async () => {
    await writeSettings(t.database.db, { open_data_enabled: true });
    const db = t.database.db;
    // 35,000 candidates over the three municipalities, inserted in one statement per batch.
    for (let batch = 0; batch < 35; batch++) {
      await db.execute(sql`
        insert into candidates (name, age, party, profession, answers, answer_justifications, municipality_id, voting_number, consent_publish_at, consent_open_data_at)
        select 'Ehdokas ' || n, 40 + n % 50, 'SDP', 'eläkeläinen',
               array_fill(((n % 5) + 1)::smallint, array[25]), array_fill('Perustelu'::text, array[25]),
               (array['091', '837', '853'])[1 + n % 3], n, now(), now()
        from generate_series(${batch * 1000 + 1}::int, ${batch * 1000 + 1000}::int) as n`);
    }
    const res = await get('candidates.csv');
    expect(res.status).toBe(200);
    const text = await res.text();
    // Header, the 35,000 and the test's three earlier candidates.
    expect(text.split('\r\n').filter(Boolean)).toHaveLength(1 + 35_000 + 3);
    const loads = t.deps.publicCache.loads('open-data:csv:*');
    for (let i = 0; i < 5; i++) expect((await get('candidates.csv')).status).toBe(200);
    expect(t.deps.publicCache.loads('open-data:csv:*')).toBe(loads);
  });
});
