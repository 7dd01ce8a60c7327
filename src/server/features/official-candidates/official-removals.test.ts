import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { candidateForm, consentsGiven } from '#tests/data';
import {
  createTestContext,
  json,
  randomTestIp,
  signedInUser,
  type TestContext,
} from '#tests/factories';
import { ministryFile, ministryLine } from '#tests/official-fixtures';
import { RETENTION } from '#core/retention';
import { runRetention } from '../../jobs/retention';
import { auditLog, candidateAccessCodes, officialCandidates } from '../../db/schema';
import type { ImportSummaryResponse } from './official-candidates.schemas';
import { request } from '#tests/request';

// Issue #32 F5: a re-import that drops a candidate must not turn their access code into a free
// code (the form would then take any name, party and number). The preview lists the removed
// candidates with their codes and submissions, the import asks for confirm_removals before it
// removes any with codes, and then withdraws those codes (they answer code_withdrawn).

let t: TestContext;
let cookie: string;
beforeAll(async () => {
  t = await createTestContext();
  cookie = await signedInUser(t, { email: 'tre-removals@example.fi', adminOf: ['837'] });
});
afterAll(() => t.close());

type Err = { error: { code: string; message: string } };

/** The access code made for Tampere's official candidate with this number. */
async function codeOf(number: number): Promise<string> {
  const [row] = await t.database.db
    .select({ code: candidateAccessCodes.code })
    .from(candidateAccessCodes)
    .innerJoin(
      officialCandidates,
      eq(officialCandidates.id, candidateAccessCodes.officialCandidateId),
    )
    .where(
      and(
        eq(officialCandidates.municipalityId, '837'),
        eq(officialCandidates.candidateNumber, number),
      ),
    );
  return row!.code;
}

const send = (step: 'preview' | 'import', body: Uint8Array<ArrayBuffer>, query = '') =>
  request(t, `/api/admin/official-candidates/${step}?municipality_id=837${query}`, {
    body,
    type: 'text/csv',
    cookie,
    ip: false,
  });
const summary = async (res: Response) => {
  expect(res.status).toBe(200);
  return json<ImportSummaryResponse>(res);
};
const adminPost = (path: string, body: unknown) => request(t, path, { body, cookie, ip: false });
const publicPost = (path: string, body: unknown) =>
  t.app.request(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': randomTestIp() },
    body: JSON.stringify(body),
  });
const line = (number: number, lastName: string) =>
  ministryLine({ municipality: '837', number, firstName: 'Aino', lastName });
const numbers = async () =>
  (
    await t.database.db
      .select({ n: officialCandidates.candidateNumber })
      .from(officialCandidates)
      .where(eq(officialCandidates.municipalityId, '837'))
  )
    .map((r) => r.n)
    .sort((a, b) => a - b);

describe('a re-import that drops candidates with access codes', () => {
  it('lists them, asks before removing them, then withdraws their codes', async () => {
    await summary(
      await send('import', ministryFile([line(2, 'Lindqvist'), line(3, 'Mäkelä'), line(4, 'Oja')])),
    );
    // Codes for 2 (then used: first answers sent) and 3 (a printed letter, unused).
    const made = await adminPost('/api/admin/municipalities/837/official-candidates/access-codes', {
      rows: [
        { candidate_number: 2, email: '' },
        { candidate_number: 3, email: '' },
      ],
      valid_days: 14,
      send_email: false,
    });
    expect(made.status).toBe(201);
    const used = await codeOf(2);
    const unused = await codeOf(3);
    const first = await publicPost('/api/candidate-submissions', {
      code: used,
      consents: consentsGiven(),
      form_data: candidateForm(),
    });
    expect(first.status).toBe(201);

    // A one-row file: 2 and 3 (with codes) and 4 (without) would go.
    const file = ministryFile([line(5, 'Virtanen')]);
    const preview = await summary(await send('preview', file));
    expect(preview.removals_total).toBe(3);
    expect(preview.removals_with_codes).toBe(2);
    expect(preview.removals.map((r) => [r.candidate_number, r.codes, r.submissions])).toEqual([
      [2, 1, 1],
      [3, 1, 0],
      [4, 0, 0],
    ]);
    expect(JSON.stringify(preview)).not.toContain(used);

    // Without the confirmation: 409 in the one error shape, nothing written.
    const refused = await send('import', file);
    expect(refused.status).toBe(409);
    const err = await json<Err>(refused);
    expect(err.error.code).toBe('removals_unconfirmed');
    expect(err.error.message).toMatch(/2 ehdokasta/);
    expect(await numbers()).toEqual([2, 3, 4]);
    // A blanket yes confirms nothing: only the preview's token of these very removals does.
    expect(preview.removals_token).toMatch(/^[\w-]{20,}$/);
    for (const blanket of ['true', 'false'])
      expect((await send('import', file, `&confirm_removals=${blanket}`)).status).toBe(409);

    // Confirmed: removed, and their codes withdrawn (never free codes).
    const done = await summary(
      await send('import', file, `&confirm_removals=${preview.removals_token!}`),
    );
    expect(done.municipalities[0]).toMatchObject({ new: 1, removed: 3 });
    expect(await numbers()).toEqual([5]);

    const check = await publicPost('/api/access-codes/validate', { code: unused });
    expect(check.status).toBe(410);
    expect((await json<Err>(check)).error.code).toBe('code_withdrawn');
    const sv = await publicPost('/api/access-codes/validate?lang=sv', { code: unused });
    expect((await json<Err>(sv)).error.message).toMatch(/officiella kandidatlistan/);
    // The unused code sends no first answers with a made-up name, party and number.
    const hijack = await publicPost('/api/candidate-submissions', {
      code: unused,
      consents: consentsGiven(),
      form_data: candidateForm({ name: 'Hacker Name', party: 'Evil Party', voting_number: 999 }),
    });
    expect(hijack.status).toBe(410);
    expect((await json<Err>(hijack)).error.code).toBe('code_withdrawn');
    // Nor does the used one send a correction.
    const correction = await publicPost('/api/candidate-submissions', {
      code: used,
      consents: consentsGiven(),
      form_data: candidateForm({ name: 'Hacker Name', party: 'Evil Party', voting_number: 999 }),
    });
    expect(correction.status).toBe(410);
    // Lähetä uudelleen says why too.
    const resend = await adminPost(
      `/api/admin/municipalities/837/access-codes/${unused}/resend`,
      {},
    );
    expect(resend.status).toBe(410);
    expect((await json<Err>(resend)).error.code).toBe('code_withdrawn');

    // Pääsykoodit says both are withdrawn (not used, not expired), and filters by it.
    const codesListed = async (query = '') =>
      Object.fromEntries(
        (
          await json<{ items: { code: string; status: string }[] }>(
            await t.app.request(`/api/admin/municipalities/837/access-codes${query}`, {
              headers: { Cookie: cookie },
            }),
          )
        ).items.map((c) => [c.code, c.status]),
      );
    expect(await codesListed()).toEqual({ [used]: 'withdrawn', [unused]: 'withdrawn' });
    expect(await codesListed('?status=withdrawn')).toEqual({
      [used]: 'withdrawn',
      [unused]: 'withdrawn',
    });
    for (const other of ['expired', 'used', 'unused'])
      expect(await codesListed(`?status=${other}`)).toEqual({});

    // The submission sent with the used code is flagged in the review.
    const pending = await t.app.request('/api/admin/municipalities/837/submissions', {
      headers: { Cookie: cookie },
    });
    const list = await json<{ items: { name: string; official_mismatch: string | null }[] }>(
      pending,
    );
    expect(list.items).toHaveLength(1);
    expect(list.items[0]!.official_mismatch).toMatch(/ei ole virallisella ehdokaslistalla/);

    // Audited per removed candidate with codes, without the codes themselves.
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'official_candidate.remove'));
    expect(audits.map((a) => a.details)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ candidate_number: 2, codes_withdrawn: 1, submissions: 1 }),
        expect.objectContaining({ candidate_number: 3, codes_withdrawn: 1, submissions: 0 }),
      ]),
    );
    expect(audits).toHaveLength(2);
    expect(JSON.stringify(audits)).not.toContain(unused);
  });

  it('asks again, with the current removals, when they changed since the preview', async () => {
    await summary(
      await send('import', ministryFile([line(5, 'Virtanen'), line(7, 'Laine'), line(8, 'Salo')])),
    );
    const makeCode = async (number: number) => {
      const made = await adminPost(
        '/api/admin/municipalities/837/official-candidates/access-codes',
        { rows: [{ candidate_number: number, email: '' }], valid_days: 14, send_email: false },
      );
      expect(made.status).toBe(201);
    };
    await makeCode(7);
    // Dropping 7 and 8: the admin sees one candidate with a code, and confirms that.
    const dropBoth = ministryFile([line(5, 'Virtanen')]);
    const seen = await summary(await send('preview', dropBoth));
    expect(seen.removals_with_codes).toBe(1);

    // Meanwhile 8 gets a code too.
    await makeCode(8);
    // The confirmation no longer covers what would go.
    const stale = await send('import', dropBoth, `&confirm_removals=${seen.removals_token!}`);
    expect(stale.status).toBe(409);
    const err = await json<{
      error: {
        code: string;
        message: string;
        details: { removals_with_codes: number; removals_token: string; removals: unknown[] };
      };
    }>(stale);
    expect(err.error.code).toBe('removals_unconfirmed');
    expect(err.error.message).toMatch(/muuttuneet esikatselun jälkeen/);
    expect(err.error.details.removals_with_codes).toBe(2);
    expect(err.error.details.removals).toHaveLength(2);
    expect(await numbers()).toEqual([5, 7, 8]);

    // The token the 409 answered with is the one a new preview gives, and it confirms.
    const again = await summary(await send('preview', dropBoth));
    expect(again.removals_token).toBe(err.error.details.removals_token);
    // A file dropping only 7 has another token, which does not confirm dropping both.
    const dropSeven = ministryFile([line(5, 'Virtanen'), line(8, 'Salo')]);
    const other = await summary(await send('preview', dropSeven));
    expect(other.removals_token).not.toBe(again.removals_token);
    const mixed = await send('import', dropBoth, `&confirm_removals=${other.removals_token!}`);
    expect(mixed.status).toBe(409);
    await summary(await send('import', dropBoth, `&confirm_removals=${again.removals_token!}`));
    expect(await numbers()).toEqual([5]);
  });

  it('removes candidates without codes without asking', async () => {
    await summary(await send('import', ministryFile([line(5, 'Virtanen'), line(6, 'Koski')])));
    const done = await summary(await send('import', ministryFile([line(5, 'Virtanen')])));
    expect(done.removals_with_codes).toBe(0);
    expect(done.removals_token).toBeNull();
    expect(done.removals.map((r) => r.candidate_number)).toEqual([6]);
    expect(await numbers()).toEqual([5]);
  });

  it('keeps a withdrawn code, and its clear answer, until the candidate data goes', async () => {
    await summary(await send('import', ministryFile([line(5, 'Virtanen'), line(9, 'Heino')])));
    const made = await adminPost('/api/admin/municipalities/837/official-candidates/access-codes', {
      rows: [{ candidate_number: 9, email: '' }],
      valid_days: 14,
      send_email: false,
    });
    expect(made.status).toBe(201);
    const code = await codeOf(9);
    const file = ministryFile([line(5, 'Virtanen')]);
    const preview = await summary(await send('preview', file));
    await summary(await send('import', file, `&confirm_removals=${preview.removals_token!}`));

    const answer = async () => {
      const res = await publicPost('/api/access-codes/validate', { code });
      return (await json<Err>(res)).error.code;
    };
    expect(await answer()).toBe('code_withdrawn');
    // Well past the expired codes' period (and the code's own 14 days), the night's run keeps it.
    const DAY = 24 * 60 * 60 * 1000;
    const later = new Date(Date.now() + (RETENTION.expiredAccessCodes.days + 30) * DAY);
    const kept = await runRetention(t.database.db, t.deps.photos, later);
    expect(kept).toMatchObject({ ran: true, failed: [] });
    expect(await answer()).toBe('code_withdrawn');
    // It goes with the candidate data (no election date set: a year after it was made).
    const yearOn = new Date(Date.now() + (RETENTION.candidateData.days + 1) * DAY);
    await runRetention(t.database.db, t.deps.photos, yearOn);
    expect(await answer()).toBe('code_unknown');
  });
});
