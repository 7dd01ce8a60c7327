import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { createTestContext, json, signedInUser, type TestContext } from '#tests/factories';
import { generatedMinistryLines, ministryFile, ministryLine } from '#tests/official-fixtures';
import { auditLog, officialCandidates } from '../../db/schema';
import type { ImportSummaryResponse } from './official-candidates.schemas';
import { request } from '#tests/request';

const fixture = new Uint8Array(
  fs.readFileSync(new URL('../../../../tests/fixtures/ministry-candidates.csv', import.meta.url)),
);

let t: TestContext;
let superCookie: string;
let helsinkiCookie: string;
beforeAll(async () => {
  t = await createTestContext();
  superCookie = await signedInUser(t, { email: 'paa@example.fi', superAdmin: true });
  helsinkiCookie = await signedInUser(t, { email: 'hki@example.fi', adminOf: ['091'] });
});
afterAll(() => t.close());

const send = (
  step: 'preview' | 'import',
  body: Uint8Array<ArrayBuffer>,
  cookie = superCookie,
  municipality?: string,
) =>
  request(
    t,
    `/api/admin/official-candidates/${step}${municipality ? `?municipality_id=${municipality}` : ''}`,
    { body, type: 'text/csv', cookie, ip: false },
  );
const summary = async (res: Response) => {
  expect(res.status).toBe(200);
  return json<ImportSummaryResponse>(res);
};
const stored = (municipality: string) =>
  t.database.db
    .select()
    .from(officialCandidates)
    .where(eq(officialCandidates.municipalityId, municipality))
    .orderBy(asc(officialCandidates.candidateNumber));
const clear = () => t.database.db.delete(officialCandidates);

describe('importing the official candidate list', () => {
  it('previews per municipality with refused lines, and writes nothing', async () => {
    await clear();
    const preview = await summary(await send('preview', fixture));
    expect(preview.municipalities).toEqual([
      {
        municipality_id: '091',
        name: 'Helsinki',
        new: 4,
        changed: 0,
        unchanged: 0,
        removed: 0,
        refused: 3,
      },
      {
        municipality_id: '837',
        name: 'Tampere',
        new: 1,
        changed: 0,
        unchanged: 0,
        removed: 0,
        refused: 0,
      },
      {
        municipality_id: '853',
        name: 'Turku',
        new: 1,
        changed: 0,
        unchanged: 0,
        removed: 0,
        refused: 0,
      },
    ]);
    expect(preview.refused.map((r) => [r.line, r.reason])).toEqual([
      [5, 'Ehdokasnumero 4 on jo rivillä 3.'],
      [6, 'Virheellinen ehdokasnumero "00X7".'],
      [7, 'Rivillä on 6 saraketta, tarvitaan vähintään 26.'],
      [12, 'Virheellinen ikä "12".'],
    ]);
    expect(preview.unknown_parties).toEqual([{ name: 'YHTL', rows: 1 }]);
    expect(preview.skipped).toEqual({
      other_area_rows: 1,
      municipalities: [{ municipality_id: '049', name: 'Espoo', rows: 1 }],
    });
    expect(await stored('091')).toEqual([]);
  });

  it('writes on confirm, with ä ö å intact and one audit row per municipality', async () => {
    await clear();
    const done = await summary(await send('import', fixture));
    expect(done.municipalities.map((m) => m.new)).toEqual([4, 1, 1]);
    const rows = await stored('091');
    expect(
      rows.map((r) => [r.candidateNumber, r.firstName, r.lastName, r.party, r.language]),
    ).toEqual([
      [2, 'Äijö', 'Åkerström', 'Kokoomus', 'fi'],
      [3, 'Märta', 'Öhman', 'RKP', 'sv'],
      [4, 'Väinö', 'Häkkinen', 'SDP', 'fi'],
      [5, 'Sämpy', 'Kärkkäinen', 'YHTL', 'fi'],
    ]);
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'official_candidates.import'));
    expect(audits.find((a) => a.municipalityId === '091')?.details).toEqual({
      new: 4,
      changed: 0,
      removed: 0,
      refused: 3,
    });
  });

  it('re-importing the same file changes nothing; a corrected file changes only what changed', async () => {
    await clear();
    await summary(await send('import', fixture));
    const before = await stored('091');
    const again = await summary(await send('import', fixture));
    expect(again.municipalities[0]).toMatchObject({ new: 0, changed: 0, unchanged: 4, removed: 0 });
    expect(await stored('091')).toEqual(before);

    const corrected = ministryFile([
      ministryLine({
        number: '0002',
        firstName: 'Äijö',
        lastName: 'Åkerström',
        profession: 'eläkeläinen, entinen kätilö',
      }),
      ministryLine({
        number: '0003',
        firstName: 'Märta',
        lastName: 'Öhman-Lund',
        partyAbbrFi: 'RKP',
        partyAbbrSv: 'SFP',
        partyId: '05',
        age: 71,
        profession: 'pensionär',
        language: 'SV',
      }),
      ministryLine({ number: '0007', firstName: 'Uusi', lastName: 'Ehdokas' }),
    ]);
    const preview = await summary(await send('preview', corrected, helsinkiCookie, '091'));
    expect(preview.municipalities).toEqual([
      {
        municipality_id: '091',
        name: 'Helsinki',
        new: 1,
        changed: 1,
        unchanged: 1,
        removed: 2,
        refused: 0,
      },
    ]);
    await summary(await send('import', corrected, helsinkiCookie, '091'));
    const after = await stored('091');
    expect(after.map((r) => [r.candidateNumber, r.lastName])).toEqual([
      [2, 'Åkerström'],
      [3, 'Öhman-Lund'],
      [7, 'Ehdokas'],
    ]);
    // The unchanged row was not written.
    expect(after[0]!.updatedAt).toEqual(before[0]!.updatedAt);
    // Tampere's list is not touched by Helsinki's import.
    expect(await stored('837')).toHaveLength(1);
  });

  it("a municipal admin imports only their own municipality's rows", async () => {
    await clear();
    const done = await summary(await send('import', fixture, helsinkiCookie, '091'));
    expect(done.municipalities.map((m) => m.municipality_id)).toEqual(['091']);
    expect(done.skipped.municipalities.map((m) => m.municipality_id)).toEqual([
      '049',
      '837',
      '853',
    ]);
    expect(await stored('837')).toEqual([]);
  });

  it('refuses the whole-country import to a municipal admin, another municipality, and no session', async () => {
    expect((await send('preview', fixture, helsinkiCookie)).status).toBe(403);
    expect((await send('import', fixture, helsinkiCookie, '837')).status).toBe(403);
    expect((await send('import', fixture, '')).status).toBe(401);
    expect((await send('preview', new Uint8Array())).status).toBe(400);
  });

  it('imports 20,000 rows and re-imports a corrected copy, changing only the changed rows', async () => {
    await clear();
    const municipalities = ['091', '837', '853'];
    const file = ministryFile(generatedMinistryLines(20_000, municipalities));
    const first = await summary(await send('import', file));
    expect(first.municipalities.reduce((n, m) => n + m.new, 0)).toBe(20_000);
    const corrected = ministryFile(generatedMinistryLines(20_000, municipalities, 1));
    const second = await summary(await send('import', corrected));
    expect(second.municipalities.reduce((n, m) => n + m.changed, 0)).toBe(2000);
    expect(second.municipalities.reduce((n, m) => n + m.unchanged, 0)).toBe(18_000);
  });
});
