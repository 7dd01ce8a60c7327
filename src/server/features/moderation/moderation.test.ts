import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { candidateForm, consentsGiven, insertAccessCode } from '#tests/data';
import {
  createTestContextWithSmtp,
  createUser,
  json,
  randomTestIp,
  signIn,
  type SmtpTestContext,
} from '#tests/factories';
import { auditLog, candidates, candidateSubmissions, officialCandidates } from '../../db/schema';
import { DEFAULT_MODERATION_POLICY } from '#core/moderation-policy';

// Moderation (docs/moderation.md): the published policy, reviewer flags, returning with a
// reason, and bulk approval of the submissions ready for it.

let t: SmtpTestContext;
let superCookie: string;
let helsinkiAdmin: string;
let turkuAdmin: string;
beforeAll(async () => {
  t = await createTestContextWithSmtp();
  await createUser(t, { email: 'paa@example.fi', superAdmin: true });
  await createUser(t, { email: 'hki@example.fi', adminOf: ['091', '837'] });
  await createUser(t, { email: 'tku@example.fi', adminOf: ['853'] });
  superCookie = await signIn(t, 'paa@example.fi');
  helsinkiAdmin = await signIn(t, 'hki@example.fi');
  turkuAdmin = await signIn(t, 'tku@example.fi');
});
afterAll(() => t.close());

const justifications = (texts: Record<number, string>) =>
  Array.from({ length: 25 }, (_, i) => texts[i + 1] ?? '');
const submit = (code: string, form = candidateForm(), language: 'fi' | 'sv' = 'fi') =>
  t.app.request('/api/candidate-submissions', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': randomTestIp() },
    body: JSON.stringify({ code, consents: consentsGiven(), form_data: form, language }),
  });
const validate = (code: string) =>
  t.app.request('/api/access-codes/validate', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': randomTestIp() },
    body: JSON.stringify({ code }),
  });
const FOREIGN = 'https://toinen.example';
const send = (cookie: string, method: string, path: string, body: unknown = {}, origin?: string) =>
  t.app.request(path, {
    method,
    headers: {
      'Content-Type': 'application/json',
      Cookie: cookie,
      Origin: origin ?? t.config.publicUrl,
    },
    body: JSON.stringify(body),
  });
const get = (cookie: string, path: string) => t.app.request(path, { headers: { Cookie: cookie } });

async function pending(municipalityId: string, form = candidateForm(), email?: string) {
  const { code } = await insertAccessCode(t.database.db, { municipalityId, email });
  const res = await submit(code, form);
  expect(res.status, await res.clone().text()).toBe(201);
  return { id: (await json<{ id: number }>(res)).id, code };
}

type Page = { items: { id: number; flag_count: number }[]; total: number };
type Detail = {
  flag_count: number;
  flags: { statement: number; kind: string; start: number; end: number; term: string | null }[];
  answer_justifications: string[];
};

describe('the moderation policy', () => {
  it('is public in Finnish and Swedish with its numbered points, and the super admin edits it', async () => {
    const fi = await json<{ text: string; points: { number: string }[] }>(
      await t.app.request('/api/moderation-policy'),
    );
    expect(fi.text).toBe(DEFAULT_MODERATION_POLICY.fi);
    expect(fi.points.map((p) => p.number)).toEqual(['1', '2', '3', '4', '5', '6', '7']);
    const sv = await json<{ text: string }>(await t.app.request('/api/moderation-policy?lang=sv'));
    expect(sv.text).toBe(DEFAULT_MODERATION_POLICY.sv);

    // Only the super admin may change it, and only from the app's origin.
    const text = 'Omat periaatteet.\n1. Ole asiallinen.\n2. Ei mainoksia.';
    expect(
      (await send(helsinkiAdmin, 'PATCH', '/api/admin/settings', { moderation_policy_fi: text }))
        .status,
    ).toBe(403);
    expect(
      (
        await send(
          superCookie,
          'PATCH',
          '/api/admin/settings',
          { moderation_policy_fi: text },
          FOREIGN,
        )
      ).status,
    ).toBe(403);
    expect(
      (await send(superCookie, 'PATCH', '/api/admin/settings', { moderation_policy_fi: text }))
        .status,
    ).toBe(200);
    const edited = await json<{ text: string; points: { number: string; text: string }[] }>(
      await t.app.request('/api/moderation-policy'),
    );
    expect(edited.points).toEqual([
      { number: '1', text: 'Ole asiallinen.' },
      { number: '2', text: 'Ei mainoksia.' },
    ]);
    // Back to the default: an empty text.
    await send(superCookie, 'PATCH', '/api/admin/settings', { moderation_policy_fi: '' });
    expect((await json<{ text: string }>(await t.app.request('/api/moderation-policy'))).text).toBe(
      DEFAULT_MODERATION_POLICY.fi,
    );
  });
});

describe('flags for the reviewer', () => {
  it('points at terms, addresses, phone numbers and shouting where they are, and rejects nothing', async () => {
    const texts = {
      1: 'Lisää tietoa: www.esimerkki.fi kiitos.',
      2: 'Soita 040 123 4567.',
      3: 'Tämä on TÄYSIN VÄÄRIN JA HÄPEÄLLISTÄ.',
      4: 'Se on jävla dumt.',
      5: 'Asiallinen perustelu ilman huomautettavaa.',
    };
    const { id } = await pending(
      '091',
      candidateForm({ answer_justifications: justifications(texts) }),
    );
    const detail = await json<Detail>(
      await get(helsinkiAdmin, `/api/admin/municipalities/091/submissions/${id}`),
    );
    const shown = detail.flags.map((f) => [
      f.statement,
      f.kind,
      detail.answer_justifications[f.statement - 1]!.slice(f.start, f.end),
    ]);
    expect(shown).toEqual([
      [1, 'url', 'www.esimerkki.fi'],
      [2, 'phone', '040 123 4567'],
      [3, 'shouting', 'TÄYSIN VÄÄRIN JA HÄPEÄLLISTÄ'],
      [4, 'term', 'jävla'],
    ]);
    expect(detail.flag_count).toBe(4);
    const page = await json<Page>(
      await get(helsinkiAdmin, '/api/admin/municipalities/091/submissions'),
    );
    expect(page.items.find((s) => s.id === id)?.flag_count).toBe(4);
    // Still pending: a flag never decides anything.
    const [row] = await t.database.db
      .select({ status: candidateSubmissions.status })
      .from(candidateSubmissions)
      .where(eq(candidateSubmissions.id, id));
    expect(row?.status).toBe('pending');
  });

  it("adds the admins' own terms and their length limit", async () => {
    const { id } = await pending(
      '091',
      candidateForm({
        answer_justifications: justifications({ 1: 'Kähmijöiden kerho.', 2: 'x'.repeat(80) }),
      }),
    );
    const before = await json<Detail>(
      await get(helsinkiAdmin, `/api/admin/municipalities/091/submissions/${id}`),
    );
    expect(before.flags).toEqual([]);
    expect(
      (
        await send(superCookie, 'PATCH', '/api/admin/settings', {
          moderation_terms: 'kähmijä\nkähmijöi',
          moderation_length_limit: 60,
        })
      ).status,
    ).toBe(200);
    const after = await json<Detail>(
      await get(helsinkiAdmin, `/api/admin/municipalities/091/submissions/${id}`),
    );
    expect(after.flags).toEqual([
      { statement: 1, kind: 'term', start: 0, end: 11, term: 'kähmijöi' },
      { statement: 2, kind: 'length', start: 60, end: 80, term: null },
    ]);
    await send(superCookie, 'PATCH', '/api/admin/settings', {
      moderation_terms: '',
      moderation_length_limit: 1000,
    });
  });
});

describe('returning a submission with a reason', () => {
  it('stores the policy point and note, emails them and shows them when the candidate opens the code', async () => {
    const { id, code } = await pending('091', candidateForm(), 'palautus@example.fi');
    const bad = await send(
      helsinkiAdmin,
      'POST',
      `/api/admin/municipalities/091/submissions/${id}/reject`,
      {
        admin_notes: 'Poista puhelinnumero.',
        reason_point: '99',
      },
    );
    expect(bad.status).toBe(400);
    const res = await send(
      helsinkiAdmin,
      'POST',
      `/api/admin/municipalities/091/submissions/${id}/reject`,
      {
        admin_notes: 'Poista puhelinnumero perustelusta 2.',
        reason_point: '5',
        notify: true,
      },
    );
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ emailed: true });
    const mail = await t.smtp.nextTo('palautus@example.fi', () => t.deps.mailer.deliverDue());
    expect(mail.text).toContain('Moderointiperiaatteiden kohta 5: Ei kenenkään henkilötietoja.');
    expect(mail.text).toContain('Poista puhelinnumero perustelusta 2.');

    // A letter candidate (no email) sees the same when they open their code.
    const opened = await json<{ current: { status: string; returned: unknown } }>(
      await validate(code),
    );
    expect(opened.current.status).toBe('rejected');
    expect(opened.current.returned).toEqual({
      reason_point: '5',
      note: 'Poista puhelinnumero perustelusta 2.',
    });
    // They correct and send again: a new pending submission with nothing returned.
    expect((await submit(code)).status).toBe(201);
    const again = await json<{ current: { status: string; returned: unknown } }>(
      await validate(code),
    );
    expect(again.current).toMatchObject({ status: 'pending', returned: null });
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'submission.reject'), eq(auditLog.entityId, String(id))));
    expect(audit[0]?.details).toMatchObject({ reason_point: '5' });
  });
});

const LETTERS = ['', '', 'A', 'B', 'C', 'D'];

describe('bulk approval', () => {
  it('lists the ready ones (official list, no flags, not a correction) and approves them with one audit row each', async () => {
    await t.database.db.insert(officialCandidates).values(
      [2, 3, 4, 5].map((n) => ({
        municipalityId: '837',
        candidateNumber: n,
        firstName: 'Ehdokas',
        lastName: `Numero${LETTERS[n]}`,
        party: 'Keskusta',
      })),
    );
    const form = (n: number, extra: Record<string, unknown> = {}) =>
      candidateForm({ name: `Ehdokas Numero${LETTERS[n]}`, voting_number: n, ...extra });
    const ready1 = await pending('837', form(2));
    const ready2 = await pending('837', form(3));
    const flagged = await pending(
      '837',
      form(4, { answer_justifications: justifications({ 1: 'www.x.fi' }) }),
    );
    const mismatch = await pending('837', form(5, { name: 'Väärä Nimi' }));
    const readyPage = await json<Page>(
      await get(helsinkiAdmin, '/api/admin/municipalities/837/submissions?ready=true'),
    );
    expect(readyPage.items.map((s) => s.id).sort()).toEqual([ready1.id, ready2.id].sort());
    expect(readyPage.total).toBe(2);
    const all = await json<Page>(
      await get(helsinkiAdmin, '/api/admin/municipalities/837/submissions'),
    );
    expect(all.total).toBe(4);

    const path = '/api/admin/municipalities/837/submissions/bulk-approve';
    const ids = [ready1.id, ready2.id];
    // Another municipality's admin, and a request from elsewhere, change nothing.
    expect((await send(turkuAdmin, 'POST', path, { ids })).status).toBe(403);
    expect((await send(helsinkiAdmin, 'POST', path, { ids }, FOREIGN)).status).toBe(403);
    expect((await send(helsinkiAdmin, 'POST', path, { ids: [] })).status).toBe(400);

    const res = await send(helsinkiAdmin, 'POST', path, { ids: [...ids, 999999] });
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ approved: ids, skipped: [999999], emailed: 0 });
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'submission.approve'), eq(auditLog.municipalityId, '837')));
    expect(audit.map((a) => a.entityId).sort()).toEqual(ids.map(String).sort());
    const rows = await t.database.db
      .select()
      .from(candidateSubmissions)
      .where(inArray(candidateSubmissions.id, ids));
    expect(rows.every((r) => r.status === 'approved' && r.candidateId !== null)).toBe(true);
    const published = await t.database.db
      .select({ name: candidates.name })
      .from(candidates)
      .where(eq(candidates.municipalityId, '837'));
    expect(published.map((c) => c.name).sort()).toEqual(['Ehdokas NumeroA', 'Ehdokas NumeroB']);
    // Approving again: nothing left to approve, and no second audit row.
    expect(await json(await send(helsinkiAdmin, 'POST', path, { ids }))).toEqual({
      approved: [],
      skipped: ids,
      emailed: 0,
    });
    // The flagged and mismatching ones stay for a person to read.
    const left = await json<Page>(
      await get(helsinkiAdmin, '/api/admin/municipalities/837/submissions'),
    );
    expect(left.items.map((s) => s.id).sort()).toEqual([flagged.id, mismatch.id].sort());
  });
});
