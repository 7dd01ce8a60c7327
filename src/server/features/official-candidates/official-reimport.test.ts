import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { createTestContext, json, signedInUser, type TestContext } from '#tests/factories';
import { ministryFile, ministryLine } from '#tests/official-fixtures';
import { officialCandidates } from '../../db/schema';
import type { ImportSummaryResponse } from './official-candidates.schemas';
import { request } from '#tests/request';

// Issue #31 point 10: a re-import lists each changed row with its old and new values, and keeps
// a hand correction unless the admin chooses the file's value for that row.

let t: TestContext;
let cookie: string;
beforeAll(async () => {
  t = await createTestContext();
  cookie = await signedInUser(t, { email: 'tre-reimport@example.fi', adminOf: ['837'] });
});
afterAll(() => t.close());

const send = (step: 'preview' | 'import', body: Uint8Array<ArrayBuffer>, takeFile?: number[]) =>
  request(
    t,
    `/api/admin/official-candidates/${step}?municipality_id=837${takeFile ? `&take_file=${takeFile.join(',')}` : ''}`,
    { body, type: 'text/csv', cookie, ip: false },
  );
const summary = async (res: Response) => {
  expect(res.status).toBe(200);
  return json<ImportSummaryResponse>(res);
};
const stored = () =>
  t.database.db
    .select()
    .from(officialCandidates)
    .where(eq(officialCandidates.municipalityId, '837'))
    .orderBy(asc(officialCandidates.candidateNumber));

const line = (number: number, lastName: string, profession = 'eläkeläinen') =>
  ministryLine({ municipality: '837', number, firstName: 'Aino', lastName, profession });

describe('a re-import of the official list', () => {
  it('lists changed rows with old and new values, and keeps a hand correction unless the file is chosen', async () => {
    await summary(await send('import', ministryFile([line(2, 'Lindqvist'), line(3, 'Mäkelä')])));
    const [lindqvist] = await stored();
    // The admin corrects the surname by hand.
    const put = await t.app.request(
      `/api/admin/municipalities/837/official-candidates/${lindqvist!.id}`,
      {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json', Origin: t.config.publicUrl, Cookie: cookie },
        body: JSON.stringify({
          first_name: 'Aino',
          last_name: 'Lindqvist-Korhonen',
          party: lindqvist!.party,
          candidate_number: 2,
          age: lindqvist!.age,
          profession: 'eläkeläinen',
          language: 'fi',
        }),
      },
    );
    expect(put.status).toBe(200);

    // The same file again, with a new profession for both.
    const file = ministryFile([line(2, 'Lindqvist', 'opettaja'), line(3, 'Mäkelä', 'kätilö')]);
    const preview = await summary(await send('preview', file));
    expect(preview.changes_total).toBe(2);
    expect(preview.changes).toEqual([
      {
        id: lindqvist!.id,
        municipality_id: '837',
        candidate_number: 2,
        name: 'Aino Lindqvist-Korhonen',
        fields: [
          { field: 'lastName', old: 'Lindqvist-Korhonen', new: 'Lindqvist', corrected: true },
          { field: 'profession', old: 'eläkeläinen', new: 'opettaja', corrected: false },
        ],
      },
      expect.objectContaining({
        candidate_number: 3,
        name: 'Aino Mäkelä',
        fields: [{ field: 'profession', old: 'eläkeläinen', new: 'kätilö', corrected: false }],
      }),
    ]);

    // Confirmed without a choice: the correction stays, the rest of the row follows the file.
    await summary(await send('import', file));
    let rows = await stored();
    expect(rows.map((r) => [r.candidateNumber, r.lastName, r.profession])).toEqual([
      [2, 'Lindqvist-Korhonen', 'opettaja'],
      [3, 'Mäkelä', 'kätilö'],
    ]);
    // And the next preview still marks it as a kept correction.
    const again = await summary(await send('preview', file));
    expect(again.changes.map((c) => c.fields)).toEqual([
      [{ field: 'lastName', old: 'Lindqvist-Korhonen', new: 'Lindqvist', corrected: true }],
    ]);

    // The admin chooses the file's value for that row.
    await summary(await send('import', file, [lindqvist!.id]));
    rows = await stored();
    expect(rows[0]!.lastName).toBe('Lindqvist');
    expect((await summary(await send('preview', file))).changes).toEqual([]);
  });

  it('refuses a malformed choice of rows', async () => {
    const res = await send('import', ministryFile([line(2, 'Lindqvist')]), []);
    expect(
      (
        await t.app.request(
          '/api/admin/official-candidates/import?municipality_id=837&take_file=x',
          {
            method: 'POST',
            headers: { 'Content-Type': 'text/csv', Cookie: cookie, Origin: t.config.publicUrl },
            body: ministryFile([line(2, 'Lindqvist')]),
          },
        )
      ).status,
    ).toBe(400);
    expect(res.status).toBe(400);
  });
});
