import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, createUser, json, signIn, type TestContext } from '../factories';

// Generated from /api/openapi.json: every route under /api/admin is called as each role, and
// must answer as the table below allows. A new admin route fails this test until it is added.

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
  'GET /api/admin/municipalities/{municipalityId}/access-codes': 'municipality',
  'POST /api/admin/municipalities/{municipalityId}/access-codes': 'municipality',
  'POST /api/admin/municipalities/{municipalityId}/access-codes/{code}/resend': 'municipality',
  'GET /api/admin/municipalities/{municipalityId}/submissions': 'municipality',
  'GET /api/admin/municipalities/{municipalityId}/submissions/{id}': 'municipality',
  'POST /api/admin/municipalities/{municipalityId}/submissions/{id}/approve': 'municipality',
  'POST /api/admin/municipalities/{municipalityId}/submissions/{id}/reject': 'municipality',
  'GET /api/admin/municipalities/{municipalityId}/statistics': 'municipality',
  'GET /api/admin/municipalities/{municipalityId}/statistics.csv': 'municipality',
  'GET /api/admin/statistics': 'super',
  'GET /api/admin/statistics.csv': 'super',
  'GET /api/admin/settings': 'super',
  'PATCH /api/admin/settings': 'super',
  'GET /api/admin/audit-log': 'any-admin',
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

const PARAMS: Record<string, string> = {
  municipalityId: '091',
  questionId: '1',
  candidateId: '1',
  id: '1',
  code: 'ABCDEFGH',
  userId: 'ei-ole',
  organizationId: 'ei-ole',
};

let t: TestContext;
const cookies = new Map<Role, string>();
let routes: { method: string; path: string; key: string }[] = [];

beforeAll(async () => {
  t = await createTestContext();
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
    )
    // Removing Helsinki would end the municipal admin's rights, so it runs last.
    .sort(
      (a, b) =>
        Number(a.key === 'DELETE /api/admin/municipalities/{municipalityId}') -
        Number(b.key === 'DELETE /api/admin/municipalities/{municipalityId}'),
    );
});
afterAll(() => t.close());

describe('authorization of every /api/admin route', () => {
  it('has an expectation for every admin route in the OpenAPI document, and no stale ones', () => {
    const documented = routes.map((r) => r.key).sort();
    expect(documented).toEqual(Object.keys(EXPECTED).sort());
  });

  it('answers 401 to anonymous, 403 to roles without access and lets the others through', async () => {
    const failures: string[] = [];
    for (const route of routes) {
      const access = EXPECTED[route.key];
      if (!access) continue;
      const url = route.path.replace(/\{(\w+)\}/g, (_m, name: string) => PARAMS[name] ?? 'x');
      for (const role of ROLES) {
        const cookie = cookies.get(role);
        const res = await t.app.request(url, {
          method: route.method,
          headers: {
            'Content-Type': 'application/json',
            Origin: t.config.publicUrl,
            ...(cookie ? { Cookie: cookie } : {}),
          },
          ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { body: '{}' }),
        });
        const expected = role === 'anonymous' ? [401] : allowed(access, role) ? 'allowed' : [403];
        const ok =
          expected === 'allowed'
            ? res.status !== 401 && res.status !== 403 && res.status < 500
            : expected.includes(res.status);
        if (!ok)
          failures.push(
            `${route.key} as ${role}: ${res.status} (expected ${expected === 'allowed' ? 'access' : expected[0]})`,
          );
      }
    }
    expect(failures).toEqual([]);
  });
});
