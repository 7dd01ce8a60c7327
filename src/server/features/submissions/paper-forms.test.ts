import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { createTestContext, json, signedInUser, type TestContext } from '#tests/factories';
import { ministryFile, ministryLine } from '#tests/official-fixtures';
import { auditLog, candidates, candidateSubmissions } from '../../db/schema';

// Paper forms: the printed questionnaire per official candidate, typing in a signed form, the
// second admin's review (the entering admin may not approve their own entry) and the audit rows.

let t: TestContext;
/** Two admins of Tampere (837), the only admin of Turku (853), an admin of Helsinki (091). */
let first: string;
let second: string;
let lone: string;
let other: string;

const importList = async (cookie: string, municipality: string, lines: string[]) => {
  const res = await t.app.request(
    `/api/admin/official-candidates/import?municipality_id=${municipality}`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'text/csv', Cookie: cookie, Origin: t.config.publicUrl },
      body: ministryFile(lines),
    },
  );
  expect(res.status).toBe(200);
};

beforeAll(async () => {
  t = await createTestContext();
  first = await signedInUser(t, { email: 'ensimmainen@example.fi', adminOf: ['837'] });
  second = await signedInUser(t, { email: 'toinen@example.fi', adminOf: ['837'] });
  lone = await signedInUser(t, { email: 'ainoa@example.fi', adminOf: ['853'] });
  other = await signedInUser(t, { email: 'muu@example.fi', adminOf: ['091'] });
  await importList(first, '837', [
    ministryLine({ municipality: '837', number: 5, firstName: 'Paula', lastName: 'Paperi' }),
    ministryLine({
      municipality: '837',
      number: 6,
      firstName: 'Sven',
      lastName: 'Papper',
      language: 'SV',
      age: '',
    }),
  ]);
  await importList(lone, '853', [
    ministryLine({ municipality: '853', number: 7, firstName: 'Lauri', lastName: 'Lomake' }),
  ]);
});
afterAll(() => t.close());

const call = (cookie: string, method: string, path: string, body?: unknown, origin?: string) =>
  t.app.request(`/api/admin/municipalities/${path}`, {
    method,
    headers: {
      'Content-Type': 'application/json',
      Origin: origin ?? t.config.publicUrl,
      ...(cookie ? { Cookie: cookie } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

type Official = { id: number; candidate_number: number };
const officialId = async (cookie: string, municipality: string, number: number) => {
  const page = await json<{ items: Official[] }>(
    await call(cookie, 'GET', `${municipality}/official-candidates`),
  );
  return page.items.find((o) => o.candidate_number === number)!.id;
};

const entry = (overrides: Record<string, unknown> = {}) => ({
  answers: Array.from({ length: 25 }, (_, i) => (i % 5) + 1),
  answer_justifications: Array.from({ length: 25 }, (_, i) => (i === 2 ? 'Paperilta.' : '')),
  paper_received_on: '2026-11-20',
  consents: { publish: true, open_data: false },
  ...overrides,
});

const auditRows = (action: string, entityId: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entityId, entityId)))
    .orderBy(asc(auditLog.id));

describe('printed questionnaires', () => {
  it('gives each official candidate 25 statements and every text in their language', async () => {
    type Q = {
      name: string;
      candidate_number: number;
      language: string;
      ask_age: boolean;
      statements: { number: number; text: string }[];
      texts: {
        consent_publish: string;
        consent_open_data: string;
        deadline: string;
        scale: string[];
      };
    };
    const all = await json<Q[]>(await call(first, 'GET', '837/official-candidates/questionnaires'));
    expect(all.map((q) => [q.candidate_number, q.name, q.language, q.ask_age])).toEqual([
      [5, 'Paula Paperi', 'fi', false],
      [6, 'Sven Papper', 'sv', true],
    ]);
    expect(all[0]!.statements).toHaveLength(25);
    expect(all[0]!.statements.map((s) => s.number)).toEqual(
      Array.from({ length: 25 }, (_, i) => i + 1),
    );
    expect(all[0]!.texts.consent_publish).toMatch(/^\(a\) Suostun/);
    expect(all[0]!.texts.consent_open_data).toMatch(/avoimena datana/);
    expect(all[1]!.texts.consent_publish).toMatch(/^\(a\) Jag samtycker/);
    expect(all[1]!.texts.scale[0]).toBe('Helt av annan åsikt');
    expect(all[1]!.statements[0]!.text).not.toBe(all[0]!.statements[0]!.text);

    const id = await officialId(first, '837', 6);
    const one = await json<Q[]>(
      await call(first, 'GET', `837/official-candidates/questionnaires?ids=${String(id)}`),
    );
    expect(one.map((q) => q.candidate_number)).toEqual([6]);
  });

  it('is for admins of the municipality only', async () => {
    expect((await call(other, 'GET', '837/official-candidates/questionnaires')).status).toBe(403);
    expect((await call('', 'GET', '837/official-candidates/questionnaires')).status).toBe(401);
  });
});

describe('typing in a signed paper form', () => {
  it('with a second admin: pending, marked, audited; the entering admin may not approve it', async () => {
    const id = await officialId(first, '837', 5);
    const context = await json<{ second_admin_reviews: boolean; statements: unknown[] }>(
      await call(first, 'GET', `837/official-candidates/${String(id)}/paper-entry`),
    );
    expect(context.second_admin_reviews).toBe(true);
    expect(context.statements).toHaveLength(25);

    const res = await call(
      first,
      'POST',
      `837/official-candidates/${String(id)}/paper-entry`,
      entry(),
    );
    expect(res.status).toBe(201);
    const entered = await json<{ submission_id: number; status: string; mark: string }>(res);
    expect(entered.status).toBe('pending');
    expect(entered.mark).toBe('syötetty paperilomakkeelta (ylläpitäjä ensimmainen)');

    const [row] = await t.database.db
      .select()
      .from(candidateSubmissions)
      .where(eq(candidateSubmissions.id, entered.submission_id));
    expect(row).toMatchObject({
      name: 'Paula Paperi',
      votingNumber: 5,
      age: 67,
      status: 'pending',
      paperReceivedOn: '2026-11-20',
      accessCode: null,
    });
    expect(row!.enteredBy).not.toBeNull();
    // The consents from the paper, recorded by the entering admin.
    expect(row).toMatchObject({
      consentOpenDataAt: null,
      consentLanguage: 'fi',
      consentRecordedBy: row!.enteredBy,
    });
    expect(row!.consentPublishAt).not.toBeNull();

    const [audit] = await auditRows('submission.paper_entry', String(entered.submission_id));
    expect(audit).toMatchObject({ actorEmail: 'ensimmainen@example.fi', municipalityId: '837' });
    expect(audit!.details).toMatchObject({
      mark: entered.mark,
      candidate_number: 5,
      paper_received_on: '2026-11-20',
      review: 'second_admin',
      consents: { open_data_at: null, language: 'fi', recorded_by: row!.enteredBy },
    });

    // The review list shows the mark.
    const list = await json<{ items: { id: number; paper_mark: string | null }[] }>(
      await call(second, 'GET', '837/submissions'),
    );
    expect(list.items.find((s) => s.id === entered.submission_id)?.paper_mark).toBe(entered.mark);

    // The same candidate's form again while this one waits: refused.
    const again = await call(
      second,
      'POST',
      `837/official-candidates/${String(id)}/paper-entry`,
      entry(),
    );
    expect(again.status).toBe(409);
    expect((await json<{ error: { code: string } }>(again)).error.code).toBe('paper_entry_pending');

    const approve = (cookie: string) =>
      call(cookie, 'POST', `837/submissions/${String(entered.submission_id)}/approve`, {});
    const own = await approve(first);
    expect(own.status).toBe(403);
    expect((await json<{ error: { message: string } }>(own)).error.message).toMatch(
      /toinen ylläpitäjä/,
    );
    // Nor in a bulk approval ("Hyväksy valitut"): it is skipped there.
    const bulk = await call(first, 'POST', '837/submissions/bulk-approve', {
      ids: [entered.submission_id],
      notify: false,
    });
    expect(await json<{ skipped: number[] }>(bulk)).toMatchObject({
      skipped: [entered.submission_id],
    });
    expect((await auditRows('submission.approve', String(entered.submission_id))).length).toBe(0);

    const ok = await approve(second);
    expect(ok.status).toBe(201);
    const { candidate_id } = await json<{ candidate_id: number }>(ok);
    const [published] = await t.database.db
      .select()
      .from(candidates)
      .where(eq(candidates.id, candidate_id));
    expect(published).toMatchObject({ name: 'Paula Paperi', votingNumber: 5 });
    expect(published!.answerJustifications[2]).toBe('Paperilta.');
    const [approval] = await auditRows('submission.approve', String(entered.submission_id));
    expect(approval).toMatchObject({ actorEmail: 'toinen@example.fi' });
    expect(approval!.details).toMatchObject({ paper_received_on: '2026-11-20' });
  });

  it('asks the age when the official list has none', async () => {
    const id = await officialId(first, '837', 6);
    const path = `837/official-candidates/${String(id)}/paper-entry`;
    expect((await call(first, 'POST', path, entry())).status).toBe(400);
    const res = await call(first, 'POST', path, entry({ age: 81 }));
    expect(res.status).toBe(201);
    const { submission_id } = await json<{ submission_id: number }>(res);
    const [row] = await t.database.db
      .select()
      .from(candidateSubmissions)
      .where(eq(candidateSubmissions.id, submission_id));
    expect(row).toMatchObject({ age: 81, language: 'sv' });
  });

  it('without another admin of the municipality: published at once, the mark in the audit log', async () => {
    const id = await officialId(lone, '853', 7);
    const res = await call(
      lone,
      'POST',
      `853/official-candidates/${String(id)}/paper-entry`,
      entry({
        consents: { publish: true, open_data: true },
      }),
    );
    expect(res.status).toBe(201);
    const entered = await json<{ submission_id: number; status: string; candidate_id: number }>(
      res,
    );
    expect(entered.status).toBe('approved');
    const [published] = await t.database.db
      .select()
      .from(candidates)
      .where(eq(candidates.id, entered.candidate_id));
    expect(published).toMatchObject({
      name: 'Lauri Lomake',
      votingNumber: 7,
      municipalityId: '853',
    });
    // The paper's consent (b) carried into the candidate: in open data.
    expect(published!.consentOpenDataAt).not.toBeNull();
    expect(published!.consentRecordedBy).not.toBeNull();
    const [audit] = await auditRows('submission.paper_entry', String(entered.submission_id));
    expect(audit!.details).toMatchObject({
      mark: 'syötetty paperilomakkeelta (ylläpitäjä ainoa)',
      review: 'no_other_admin_published_at_once',
    });
    expect(
      (audit!.details as { consents: { open_data_at: string | null } }).consents.open_data_at,
    ).not.toBeNull();
    const [approval] = await auditRows('submission.approve', String(entered.submission_id));
    expect(approval).toMatchObject({ actorEmail: 'ainoa@example.fi' });
    expect(approval!.details).toMatchObject({ paper_received_on: '2026-11-20' });
  });

  it('is for admins of the municipality only, from our own origin, with the consent to publish', async () => {
    const id = await officialId(first, '837', 5);
    const path = `837/official-candidates/${String(id)}/paper-entry`;
    expect((await call(other, 'POST', path, entry())).status).toBe(403);
    expect((await call(other, 'GET', path)).status).toBe(403);
    expect((await call('', 'POST', path, entry())).status).toBe(401);
    const foreign = await call(first, 'POST', path, entry(), 'https://example.com');
    expect(foreign.status).toBe(403);
    expect((await json<{ error: { code: string } }>(foreign)).error.code).toBe('cross_origin');
    // Turku's candidate through Tampere's address: not on this list.
    const turku = await officialId(lone, '853', 7);
    expect(
      (await call(first, 'POST', `837/official-candidates/${String(turku)}/paper-entry`, entry()))
        .status,
    ).toBe(404);
    const noConsent = await call(
      first,
      'POST',
      path,
      entry({ consents: { publish: false, open_data: true } }),
    );
    expect(noConsent.status).toBe(400);
    const short = await call(first, 'POST', path, entry({ answers: [1, 2, 3] }));
    expect(short.status).toBe(400);
    const badDay = await call(first, 'POST', path, entry({ paper_received_on: '20.11.2026' }));
    expect(badDay.status).toBe(400);
    const writes = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.actorEmail, 'muu@example.fi'));
    expect(writes).toEqual([]);
  });
});
