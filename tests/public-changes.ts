import { expect } from 'vitest';
import { candidateForm, insertAccessCode, consentsGiven } from './data';
import { createUser, json, randomTestIp, signIn, type TestContext } from './factories';

// Every kind of admin change that alters what voters read, made through the admin API of one
// instance, each with a check of the public answers of any instance (its own or another one).
// Shared by the public-cache tests (same instance: at once) and the two-instance tests.

export interface PublicChange {
  name: string;
  /** Makes the change through the writer's admin API (asserting success). */
  make(): Promise<void>;
  /** Whether the reader's public answers show the change. */
  shows(reader: TestContext): Promise<boolean>;
}

type Candidate = { id: number; name: string; party: string };
type Detail = { questions: { id: number; text: string; weight: number }[] };
type Municipality = { municipality_id: string; name: string };
type PublicSettings = { use_mock_data: boolean; election_name: string };

const read = async <T>(reader: TestContext, path: string) => {
  const res = await reader.app.request(path);
  return { status: res.status, body: res.status === 200 ? await json<T>(res) : null };
};

/** The public routes a voter reads, so that a cached answer exists before a change. */
export const PUBLIC_PATHS = [
  '/api/municipalities',
  '/api/municipalities/837',
  '/api/municipalities/837/candidates',
  '/api/municipalities/837/candidates/ranking',
  '/api/municipalities/837/candidates/profiles',
  '/api/municipalities/837/candidates/details',
  '/api/municipalities/091',
  '/api/municipalities/091/candidates',
  '/api/municipalities/091/candidates/ranking',
  '/api/municipalities/091/candidates/profiles',
  '/api/municipalities/091/candidates/details',
  '/api/settings/public',
];

export async function warm(reader: TestContext) {
  for (const path of PUBLIC_PATHS) await reader.app.request(path);
}

/**
 * The changes in the order they must be made (the edit needs the approved candidate). Leaves
 * demo mode on and every municipality visible at the end. `tag` keeps names apart per run.
 */
export async function publicChanges(writer: TestContext, tag: string): Promise<PublicChange[]> {
  const email = `paakayttaja-${tag}@example.fi`;
  await createUser(writer, { email, superAdmin: true });
  const cookie = await signIn(writer, email);
  const call = async (method: string, path: string, body: unknown, status = 200) => {
    const res = await writer.app.request(path, {
      method,
      headers: {
        'Content-Type': 'application/json',
        Cookie: cookie,
        Origin: writer.config.publicUrl,
      },
      body: JSON.stringify(body),
    });
    expect(res.status, `${method} ${path}: ${await res.clone().text()}`).toBe(status);
    return res;
  };
  const candidatesOf = async (reader: TestContext, id: string) =>
    (await read<Candidate[]>(reader, `/api/municipalities/${id}/candidates`)).body ?? [];
  const questionsOf = async (reader: TestContext) =>
    (await read<Detail>(reader, '/api/municipalities/837')).body?.questions ?? [];

  const name = `Aili Hyväksytty ${tag}`;
  const renamed = `Aili Muokattu ${tag}`;
  const statement = `Kunnan pitää tarjota ilmainen kuntosali eläkeläisille (${tag}).`;
  const electionName = `Kuntavaalit ${tag}`;
  let candidateId = 0;
  let weight: number = 0;

  return [
    {
      name: 'approval of a submission',
      async make() {
        const { code } = await insertAccessCode(writer.database.db, { municipalityId: '837' });
        const sent = await writer.app.request('/api/candidate-submissions', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': randomTestIp() },
          body: JSON.stringify({
            code,
            consents: consentsGiven(),
            form_data: candidateForm({ name }),
          }),
        });
        expect(sent.status).toBe(201);
        const { id } = await json<{ id: number }>(sent);
        const approved = await call(
          'POST',
          `/api/admin/municipalities/837/submissions/${id}/approve`,
          { notify: false },
          201,
        );
        candidateId = (await json<{ candidate_id: number }>(approved)).candidate_id;
      },
      shows: async (r) => (await candidatesOf(r, '837')).some((c) => c.name === name),
    },
    {
      name: 'candidate edit',
      make: async () =>
        void (await call('PATCH', `/api/admin/municipalities/837/candidates/${candidateId}`, {
          name: renamed,
          party: 'Vihreät',
        })),
      shows: async (r) =>
        (await candidatesOf(r, '837')).some((c) => c.name === renamed && c.party === 'Vihreät'),
    },
    {
      name: 'candidate removal',
      make: async () =>
        void (await call('DELETE', `/api/admin/municipalities/837/candidates/${candidateId}`, {})),
      shows: async (r) => !(await candidatesOf(r, '837')).some((c) => c.id === candidateId),
    },
    {
      name: 'statement weight',
      async make() {
        const current = (await questionsOf(writer)).find((q) => q.id === 1)!.weight;
        weight = current === 3 ? 2 : 3;
        await call('PATCH', '/api/admin/municipalities/837/questions/1', { weight });
      },
      shows: async (r) => (await questionsOf(r)).find((q) => q.id === 1)?.weight === weight,
    },
    {
      name: 'custom statement text',
      make: async () =>
        void (await call('PATCH', '/api/admin/municipalities/837/questions/2', {
          text: statement,
        })),
      shows: async (r) =>
        (await questionsOf(r)).find((q) => q.id === 2)?.text.replaceAll('\u00ad', '') === statement,
    },
    {
      name: 'hiding a municipality',
      make: async () =>
        void (await call('PATCH', '/api/admin/municipalities/091', { is_hidden: true })),
      async shows(r) {
        const list = (await read<Municipality[]>(r, '/api/municipalities')).body ?? [];
        return (
          !list.some((m) => m.municipality_id === '091') &&
          (await read(r, '/api/municipalities/091')).status === 404 &&
          (await read(r, '/api/municipalities/091/candidates')).status === 404
        );
      },
    },
    {
      name: 'showing it again',
      make: async () =>
        void (await call('PATCH', '/api/admin/municipalities/091', { is_hidden: false })),
      async shows(r) {
        const list = (await read<Municipality[]>(r, '/api/municipalities')).body ?? [];
        return (
          list.some((m) => m.municipality_id === '091') &&
          (await read(r, '/api/municipalities/091/candidates')).status === 200
        );
      },
    },
    {
      name: 'demo mode off',
      make: async () => void (await call('PATCH', '/api/admin/settings', { use_mock_data: false })),
      async shows(r) {
        const settings = (await read<PublicSettings>(r, '/api/settings/public')).body;
        return settings?.use_mock_data === false && (await candidatesOf(r, '091')).length === 0;
      },
    },
    {
      name: 'demo mode on',
      make: async () => void (await call('PATCH', '/api/admin/settings', { use_mock_data: true })),
      async shows(r) {
        const settings = (await read<PublicSettings>(r, '/api/settings/public')).body;
        return settings?.use_mock_data === true && (await candidatesOf(r, '091')).length > 0;
      },
    },
    {
      name: 'public settings (election name)',
      make: async () =>
        void (await call('PATCH', '/api/admin/settings', { election_name: electionName })),
      shows: async (r) =>
        (await read<PublicSettings>(r, '/api/settings/public')).body?.election_name ===
        electionName,
    },
  ];
}

/** Resolves once `check` holds; fails the test after `ms` (a deadline, not a fixed wait). */
export async function eventually(check: () => Promise<boolean>, what: string, ms = 10_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    if (await check()) return;
    if (Date.now() > deadline) throw new Error(`not within ${ms} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
