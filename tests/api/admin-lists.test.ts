import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, json, signedInUser, type TestContext } from '../factories';
import { NATIONAL, SEED_PARTIES, seedNationalAdminLists } from '../admin-lists-seed';

// The admin lists at a real election's size: each answers one page and the total, and finds by
// name, candidate number, email or code on the server, without sending a whole municipality.

/** ADMIN_PAGE_SIZE, the lists' default. */
const ADMIN_PAGE_SIZE = 50;

let t: TestContext;
let cookie: string;
beforeAll(async () => {
  t = await createTestContext();
  const started = performance.now();
  await seedNationalAdminLists(t.database.db);
  console.log(`seeded in ${String(Math.round(performance.now() - started))} ms`);
  cookie = await signedInUser(t, { email: 'helsinki@example.fi', adminOf: ['091'] });
}, 120_000);
afterAll(() => t.close());

interface Page<T> {
  items: T[];
  total: number;
  page: number;
  page_size: number;
}
const get = async <T>(path: string) => {
  const res = await t.app.request(path, { headers: { Cookie: cookie } });
  expect(res.status).toBe(200);
  return json<Page<T>>(res);
};
type Named = { name: string; voting_number: number | null; party: string };

describe('Ehdokkaat with 35,000 candidates, 1,200 of them in Helsinki', () => {
  const path = '/api/admin/municipalities/091/candidates';

  it("answers the first page of Helsinki's candidates in name order, with the total", async () => {
    const page = await get<Named & { municipality_id: string }>(path);
    expect(page.items).toHaveLength(ADMIN_PAGE_SIZE);
    expect(page).toMatchObject({ total: NATIONAL.helsinkiCandidates, page: 1, page_size: 50 });
    expect(page.items.every((c) => c.municipality_id === '091')).toBe(true);
    const names = page.items.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect((page as unknown as { parties: string[] }).parties).toEqual([...SEED_PARTIES]);
  });

  it('answers the last page and an empty one past it, with the same total', async () => {
    const last = await get<Named>(`${path}?page=24`);
    expect(last.items).toHaveLength(50);
    const past = await get<Named>(`${path}?page=25`);
    expect(past).toMatchObject({ items: [], total: NATIONAL.helsinkiCandidates, page: 25 });
  });

  it('finds a candidate by number, by name, and by name within a party', async () => {
    // Number 778 is "Pentti Hämäläinen 777"; the seed's names end in digits, so "Raili
    // Hämäläinen 778" (number 779) matches too.
    const byNumber = await get<Named>(`${path}?search=778`);
    expect(byNumber.items.map((c) => [c.voting_number, c.name])).toEqual([
      [778, 'Pentti Hämäläinen 777'],
      [779, 'Raili Hämäläinen 778'],
    ]);

    // Surname Mäkelä: g / 10 % 12 = 4, so 100 of the 1,200.
    const byName = await get<Named>(`${path}?search=${encodeURIComponent('mäkelä')}`);
    expect(byName.total).toBe(100);
    expect(byName.items).toHaveLength(50);
    expect(byName.items.every((c) => c.name.includes('Mäkelä'))).toBe(true);

    const inParty = await get<Named>(
      `${path}?search=${encodeURIComponent('Mäkelä')}&party=${encodeURIComponent('SDP')}`,
    );
    expect(inParty.total).toBeGreaterThan(0);
    expect(inParty.total).toBeLessThan(byName.total);
    expect(inParty.items.every((c) => c.party === 'SDP' && c.name.includes('Mäkelä'))).toBe(true);
  });

  it('takes a wildcard in the search literally', async () => {
    expect((await get<Named>(`${path}?search=%25`)).total).toBe(0);
  });

  it('refuses a page size over 200', async () => {
    const res = await t.app.request(`${path}?page_size=201`, { headers: { Cookie: cookie } });
    expect(res.status).toBe(400);
  });
});

describe('Hakemukset with 1,500 pending submissions', () => {
  const path = '/api/admin/municipalities/091/submissions';

  it('answers one page, newest first, with the total', async () => {
    const page = await get<Named & { created_at: string }>(path);
    expect(page.items).toHaveLength(ADMIN_PAGE_SIZE);
    expect(page.total).toBe(NATIONAL.helsinkiSubmissions);
    const times = page.items.map((s) => s.created_at);
    expect(times).toEqual([...times].sort().reverse());
    expect((await get<Named>(`${path}?page=30`)).items).toHaveLength(50);
    expect((await get<Named>(`${path}?page=31`)).items).toHaveLength(0);
  });

  it('finds a submission by candidate number, name or party', async () => {
    const byNumber = await get<Named>(`${path}?search=5042`);
    expect(byNumber.total).toBe(1);
    expect(byNumber.items[0]!.name).toBe('Hakija Laine 42');

    const byName = await get<Named>(`${path}?search=laine`);
    expect(byName.total).toBe(NATIONAL.helsinkiSubmissions / 12);
    const byParty = await get<Named>(`${path}?search=${encodeURIComponent('Vihreät')}`);
    expect(byParty.total).toBe(NATIONAL.helsinkiSubmissions / 6);
    expect(byParty.items.every((s) => s.party === 'Vihreät')).toBe(true);
  });
});

describe('Pääsykoodit with 3,000 codes', () => {
  const path = '/api/admin/municipalities/091/access-codes';
  type Code = { code: string; email: string; status: string };

  it('answers one page, newest first, with the total', async () => {
    const page = await get<Code>(path);
    expect(page.items).toHaveLength(ADMIN_PAGE_SIZE);
    expect(page.total).toBe(NATIONAL.helsinkiCodes);
    expect(page.items[0]!.email).toBe('ehdokas1@example.fi');
  });

  it('finds a code by email address or by the code itself, and filters by status', async () => {
    const byEmail = await get<Code>(`${path}?search=ehdokas1234@`);
    expect(byEmail.items.map((c) => c.email)).toEqual(['ehdokas1234@example.fi']);

    // As read aloud on the phone: lower case, with a hyphen.
    const byCode = await get<Code>(`${path}?search=${encodeURIComponent('taaa-bcde')}`);
    expect(byCode.items.map((c) => c.code)).toEqual(['TAAABCDE']);

    for (const status of ['used', 'expired', 'unused'] as const) {
      const filtered = await get<Code>(`${path}?status=${status}`);
      expect(filtered.total).toBe(NATIONAL.helsinkiCodes / 3);
      expect(filtered.items.every((c) => c.status === status)).toBe(true);
    }
  });
});

describe('Muutosloki with 5,000 rows', () => {
  it('answers one page with the total, and filters by who made the change', async () => {
    const page = await get<{ actor_email: string }>('/api/admin/audit-log?municipality_id=091');
    expect(page.items).toHaveLength(ADMIN_PAGE_SIZE);
    expect(page.total).toBeGreaterThanOrEqual(NATIONAL.helsinkiAudit);
    const byActor = await get<{ actor_email: string }>(
      '/api/admin/audit-log?municipality_id=091&actor=yllapitaja3',
    );
    expect(byActor.total).toBe(NATIONAL.helsinkiAudit / 5);
    expect(byActor.items.every((e) => e.actor_email === 'yllapitaja3@example.fi')).toBe(true);
  });
});
