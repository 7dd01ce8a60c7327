import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidateForm, insertAccessCode, insertCandidate, consentsGiven } from '../data';
import {
  createTestContextWithSmtp,
  createUser,
  json,
  signIn,
  type TestContext,
} from '../factories';
import { authOrganization } from '#server/db/schema';
import { municipalityOrgSlug } from '#server/db/seed';
import { request } from '#tests/request';

// Generated from /api/openapi.json: every route under /api/admin is called as each role, and
// must answer as the table below allows. A new admin route fails this test until it is added.
// Every call is made with real ids created for it (a candidate, a submission, an invitation…),
// so an allowed call must succeed (2xx), not merely pass the permission check.

type Access = 'super' | 'municipality' | 'any-admin';

const EXPECTED: Record<string, Access> = {
  'GET /api/admin/users': 'super',
  'POST /api/admin/users/invitations': 'super',
  'DELETE /api/admin/users/invitations/{id}': 'super',
  'PATCH /api/admin/users/{userId}/memberships/{organizationId}': 'super',
  'DELETE /api/admin/users/{userId}/memberships/{organizationId}': 'super',
  'GET /api/admin/municipalities': 'any-admin',
  'POST /api/admin/municipalities': 'super',
  'PATCH /api/admin/municipalities/{municipalityId}': 'super',
  'DELETE /api/admin/municipalities/{municipalityId}': 'super',
  'GET /api/admin/municipalities/{municipalityId}/questions': 'municipality',
  'PATCH /api/admin/municipalities/{municipalityId}/questions/{questionId}': 'municipality',
  'GET /api/admin/municipalities/{municipalityId}/candidates': 'municipality',
  'PATCH /api/admin/municipalities/{municipalityId}/candidates/{candidateId}': 'municipality',
  'DELETE /api/admin/municipalities/{municipalityId}/candidates/{candidateId}': 'municipality',
  'POST /api/admin/municipalities/{municipalityId}/candidates/{candidateId}/withdraw-consent':
    'municipality',
  'GET /api/admin/municipalities/{municipalityId}/access-codes': 'municipality',
  'POST /api/admin/municipalities/{municipalityId}/access-codes': 'municipality',
  'POST /api/admin/municipalities/{municipalityId}/access-codes/{code}/resend': 'municipality',
  'GET /api/admin/municipalities/{municipalityId}/submissions': 'municipality',
  'GET /api/admin/municipalities/{municipalityId}/submissions/{id}': 'municipality',
  'POST /api/admin/municipalities/{municipalityId}/submissions/{id}/approve': 'municipality',
  'POST /api/admin/municipalities/{municipalityId}/submissions/{id}/reject': 'municipality',
  'POST /api/admin/municipalities/{municipalityId}/submissions/bulk-approve': 'municipality',
  'GET /api/admin/municipalities/{municipalityId}/statistics': 'municipality',
  'GET /api/admin/municipalities/{municipalityId}/statistics.csv': 'municipality',
  'GET /api/admin/statistics': 'super',
  'GET /api/admin/statistics.csv': 'super',
  'GET /api/admin/settings': 'super',
  'PATCH /api/admin/settings': 'super',
  'GET /api/admin/audit-log': 'any-admin',
  'POST /api/admin/municipalities/{municipalityId}/access-codes/remind': 'municipality',
  'GET /api/admin/municipalities/{municipalityId}/official-candidates': 'municipality',
  'POST /api/admin/municipalities/{municipalityId}/official-candidates': 'municipality',
  'PUT /api/admin/municipalities/{municipalityId}/official-candidates/{officialId}': 'municipality',
  'POST /api/admin/municipalities/{municipalityId}/official-candidates/access-codes':
    'municipality',
  'GET /api/admin/municipalities/{municipalityId}/official-candidates/letters': 'municipality',
  'POST /api/admin/municipalities/{municipalityId}/official-candidates/access-codes/preview':
    'municipality',
  'GET /api/admin/municipalities/{municipalityId}/official-candidates/questionnaires':
    'municipality',
  'GET /api/admin/municipalities/{municipalityId}/official-candidates/{officialId}/paper-entry':
    'municipality',
  'POST /api/admin/municipalities/{municipalityId}/official-candidates/{officialId}/paper-entry':
    'municipality',
  // Each admin sees the municipalities they manage.
  'GET /api/admin/progress': 'any-admin',
  'GET /api/admin/progress.csv': 'any-admin',
  // Without ?municipality_id the file is imported for every municipality: super admins only.
  'POST /api/admin/official-candidates/preview': 'super',
  'POST /api/admin/official-candidates/import': 'super',
};

type Role =
  'anonymous' | 'no role' | 'admin of another municipality' | 'municipal admin' | 'super admin';
const ROLES: Role[] = [
  'anonymous',
  'no role',
  'admin of another municipality',
  'municipal admin',
  'super admin',
];

function allowed(access: Access, role: Role): boolean {
  switch (role) {
    case 'anonymous':
    case 'no role':
      return false;
    case 'super admin':
      return true;
    case 'municipal admin':
      return access !== 'super';
    case 'admin of another municipality':
      return access === 'any-admin';
  }
}

/** What one call needs: path parameters beyond the municipality (Helsinki) and a body. */
interface CallInput {
  params?: Record<string, string>;
  body?: unknown;
}

let serial = 0;
const next = () => ++serial;

/** Sends as the super admin; used only to make the data a call needs. */
async function asSuperAdmin(method: string, path: string, body: unknown) {
  const res = await request(t, path, { method, body, cookie: cookies.get('super admin')! });
  expect(res.status, await res.clone().text()).toBeLessThan(300);
  return json<Record<string, unknown>>(res);
}

async function customMunicipality(): Promise<string> {
  const id = `oikeus-${next()}`;
  await asSuperAdmin('POST', '/api/admin/municipalities', {
    municipality_id: id,
    is_custom: true,
    custom_name: `Oikeuskunta ${serial}`,
  });
  return id;
}

/** A pending candidate submission to Helsinki, sent with a fresh access code. */
async function pendingSubmission(): Promise<string> {
  const { code } = await insertAccessCode(t.database.db, { municipalityId: '091' });
  const res = await request(t, '/api/candidate-submissions', {
    body: { code, consents: consentsGiven(), form_data: candidateForm() },
    origin: false,
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return String((await json<{ id: number }>(res)).id);
}

/** A user who is a member of Turku's organization, and that organization. */
async function turkuMembership(): Promise<Record<string, string>> {
  const user = await createUser(t, { email: `jasen${next()}@example.fi`, memberOf: ['853'] });
  const [org] = await t.database.db
    .select({ id: authOrganization.id })
    .from(authOrganization)
    .where(eq(authOrganization.slug, municipalityOrgSlug('853')));
  return { userId: user.id, organizationId: org!.id };
}

/** The data each route needs for a call that should succeed; made afresh for every call. */
const INPUTS: Record<string, () => Promise<CallInput>> = {
  'POST /api/admin/users/invitations': async () => ({
    body: { email: `kutsuttu${next()}@example.fi`, target: 'system', role: 'admin' },
  }),
  'DELETE /api/admin/users/invitations/{id}': async () => {
    const created = await asSuperAdmin('POST', '/api/admin/users/invitations', {
      email: `peruttava${next()}@example.fi`,
      target: '853',
    });
    return { params: { id: String(created.id) } };
  },
  'PATCH /api/admin/users/{userId}/memberships/{organizationId}': async () => ({
    params: await turkuMembership(),
    body: { role: 'admin' },
  }),
  'DELETE /api/admin/users/{userId}/memberships/{organizationId}': async () => ({
    params: await turkuMembership(),
  }),
  'POST /api/admin/municipalities': async () => ({
    body: { municipality_id: `uusi-${next()}`, is_custom: true, custom_name: 'Uusi kunta' },
  }),
  'PATCH /api/admin/municipalities/{municipalityId}': async () => ({
    params: { municipalityId: await customMunicipality() },
    body: { is_hidden: true },
  }),
  'DELETE /api/admin/municipalities/{municipalityId}': async () => ({
    params: { municipalityId: await customMunicipality() },
  }),
  'PATCH /api/admin/municipalities/{municipalityId}/questions/{questionId}': async () => ({
    params: { questionId: String((next() % 25) + 1) },
    body: { weight: 3 },
  }),
  'PATCH /api/admin/municipalities/{municipalityId}/candidates/{candidateId}': async () => ({
    params: {
      candidateId: String((await insertCandidate(t.database.db, { municipalityId: '091' })).id),
    },
    body: { party: 'KD' },
  }),
  'DELETE /api/admin/municipalities/{municipalityId}/candidates/{candidateId}': async () => ({
    params: {
      candidateId: String((await insertCandidate(t.database.db, { municipalityId: '091' })).id),
    },
  }),
  'POST /api/admin/municipalities/{municipalityId}/candidates/{candidateId}/withdraw-consent':
    async () => ({
      params: {
        candidateId: String((await insertCandidate(t.database.db, { municipalityId: '091' })).id),
      },
      body: { consent: 'open_data' },
    }),
  'POST /api/admin/municipalities/{municipalityId}/access-codes': async () => ({
    body: { emails: [`koodi${next()}@example.fi`], send_email: false },
  }),
  'POST /api/admin/municipalities/{municipalityId}/access-codes/{code}/resend': async () => ({
    params: { code: (await insertAccessCode(t.database.db, { municipalityId: '091' })).code },
  }),
  'GET /api/admin/municipalities/{municipalityId}/submissions/{id}': async () => ({
    params: { id: await pendingSubmission() },
  }),
  'POST /api/admin/municipalities/{municipalityId}/submissions/{id}/approve': async () => ({
    params: { id: await pendingSubmission() },
  }),
  'POST /api/admin/municipalities/{municipalityId}/submissions/{id}/reject': async () => ({
    params: { id: await pendingSubmission() },
    body: { admin_notes: 'Tiedot puuttuvat.' },
  }),
  'POST /api/admin/municipalities/{municipalityId}/submissions/bulk-approve': async () => ({
    body: { ids: [Number(await pendingSubmission())], notify: false },
  }),
  'PATCH /api/admin/settings': async () => ({ body: { match_save_limit: 5 } }),
  'POST /api/admin/municipalities/{municipalityId}/official-candidates': async () => ({
    body: officialCandidate(),
  }),
  'PUT /api/admin/municipalities/{municipalityId}/official-candidates/{officialId}': async () => ({
    params: { officialId: String(await officialCandidateId()) },
    body: officialCandidate(),
  }),
  'POST /api/admin/municipalities/{municipalityId}/official-candidates/access-codes': async () => {
    const number = next() + 1000;
    await asSuperAdmin(
      'POST',
      '/api/admin/municipalities/091/official-candidates',
      officialCandidate(number),
    );
    return { body: { rows: [{ candidate_number: number, email: '' }] } };
  },
  'POST /api/admin/municipalities/{municipalityId}/official-candidates/access-codes/preview':
    async () => ({ body: { csv: 'ehdokasnumero;sähköposti\n1;a@example.fi\n' } }),
  'GET /api/admin/municipalities/{municipalityId}/official-candidates/{officialId}/paper-entry':
    async () => ({ params: { officialId: String(await officialCandidateId()) } }),
  'POST /api/admin/municipalities/{municipalityId}/official-candidates/{officialId}/paper-entry':
    async () => ({
      params: { officialId: String(await officialCandidateId()) },
      body: {
        answers: Array.from({ length: 25 }, () => 3),
        answer_justifications: Array.from({ length: 25 }, () => ''),
        paper_received_on: '2026-11-20',
        consents: { publish: true, open_data: false },
      },
    }),
};

/** An official candidate's details with a number of their own. */
function officialCandidate(number = next() + 1000) {
  return {
    first_name: 'Testi',
    last_name: `Ehdokas${String(number)}`,
    party: 'Kokoomus',
    candidate_number: number,
    age: 50,
    profession: '',
    language: 'fi',
  };
}

async function officialCandidateId() {
  const created = await asSuperAdmin(
    'POST',
    '/api/admin/municipalities/091/official-candidates',
    officialCandidate(),
  );
  return created.id as number;
}

let t: TestContext;
const cookies = new Map<Role, string>();
let routes: { method: string; path: string; key: string }[] = [];

beforeAll(async () => {
  t = await createTestContextWithSmtp();
  await createUser(t, { email: 'plain@example.fi' });
  await createUser(t, { email: 'turku@example.fi', adminOf: ['853'] });
  await createUser(t, { email: 'helsinki@example.fi', adminOf: ['091'], memberOf: ['837'] });
  await createUser(t, { email: 'super@example.fi', superAdmin: true });
  cookies.set('no role', await signIn(t, 'plain@example.fi'));
  cookies.set('admin of another municipality', await signIn(t, 'turku@example.fi'));
  cookies.set('municipal admin', await signIn(t, 'helsinki@example.fi'));
  cookies.set('super admin', await signIn(t, 'super@example.fi'));
  const doc = await json<{ paths: Record<string, Record<string, unknown>> }>(
    await t.app.request('/api/openapi.json'),
  );
  routes = Object.entries(doc.paths)
    .filter(([path]) => path.startsWith('/api/admin'))
    .flatMap(([path, ops]) =>
      Object.keys(ops).map((m) => ({
        method: m.toUpperCase(),
        path,
        key: `${m.toUpperCase()} ${path}`,
      })),
    );
});
afterAll(() => t.close());

describe('authorization of every /api/admin route', () => {
  it('has an expectation for every admin route in the OpenAPI document, and no stale ones', () => {
    const documented = routes.map((r) => r.key).sort();
    expect(documented).toEqual(Object.keys(EXPECTED).sort());
  });

  it('answers 401 to anonymous, 403 to roles without access and 2xx to the others', async () => {
    const failures: string[] = [];
    for (const route of routes) {
      const access = EXPECTED[route.key];
      if (!access) continue;
      for (const role of ROLES) {
        const input = (await INPUTS[route.key]?.()) ?? {};
        const params: Record<string, string> = { municipalityId: '091', ...input.params };
        const url = route.path.replace(/\{(\w+)\}/g, (_m, name: string) => {
          if (!(name in params)) throw new Error(`${route.key}: no value for {${name}} in INPUTS`);
          return encodeURIComponent(params[name]!);
        });
        const cookie = cookies.get(role);
        const body =
          input.body ?? (route.method === 'GET' || route.method === 'DELETE' ? undefined : {});
        const res = await t.app.request(url, {
          method: route.method,
          headers: {
            'Content-Type': 'application/json',
            Origin: t.config.publicUrl,
            ...(cookie ? { Cookie: cookie } : {}),
          },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        });
        const expected = role === 'anonymous' ? 401 : allowed(access, role) ? '2xx' : 403;
        const ok =
          expected === '2xx' ? res.status >= 200 && res.status < 300 : res.status === expected;
        if (!ok) {
          const answer = (await res.text()).slice(0, 200);
          failures.push(`${route.key} as ${role}: ${res.status} (expected ${expected}) ${answer}`);
        }
      }
    }
    expect(failures).toEqual([]);
  }, 300_000);
});
