import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestContext, type TestContext } from '#tests/factories';
import { insertCandidate } from '#tests/data';
import { matches, systemSettings } from '../../db/schema';

let t: TestContext;
let candidateId: number;
beforeAll(async () => {
  t = await createTestContext();
  candidateId = (await insertCandidate(t.database.db, { municipalityId: '837' })).id;
});
afterAll(() => t.close());

const save = (userId: string, overrides: Record<string, unknown> = {}) =>
  t.app.request('/api/matches', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      municipality_id: '837',
      user_id: userId,
      match_percentage: 72.5,
      category_matches: { Palvelut: 80, Liikenne: undefined },
      candidate_id: candidateId,
      ...overrides,
    }),
  });

describe('POST /api/matches', () => {
  it('stores exactly match_save_limit rows when 50 saves of one visitor arrive at once', async () => {
    const user = `anon-${randomUUID()}`;
    const results = await Promise.all(Array.from({ length: 50 }, () => save(user)));
    expect(results.every((r) => r.status === 200)).toBe(true);
    const bodies = (await Promise.all(results.map((r) => r.json()))) as { success: boolean }[];
    expect(bodies.filter((b) => b.success)).toHaveLength(3);
    const rows = await t.database.db.select().from(matches).where(eq(matches.userId, user));
    expect(rows).toHaveLength(3);
    expect(rows[0]).toMatchObject({ municipalityId: '837', matchPercentage: 72.5, candidateId });
    expect(rows[0]!.categoryMatches).toEqual({ Palvelut: 80 });
  });

  it('follows the match_save_limit setting and counts visitors separately', async () => {
    await t.database.db.insert(systemSettings).values({ key: 'match_save_limit', value: 1 });
    try {
      const a = `anon-${randomUUID()}`;
      const b = `anon-${randomUUID()}`;
      expect(await (await save(a)).json()).toEqual({ success: true });
      expect(await (await save(a)).json()).toEqual({ success: false });
      expect(await (await save(b)).json()).toEqual({ success: true });
    } finally {
      await t.database.db.delete(systemSettings).where(eq(systemSettings.key, 'match_save_limit'));
    }
  });

  it('refuses demo candidates, candidates of another municipality and bad percentages', async () => {
    const user = `anon-${randomUUID()}`;
    const mock = await save(user, { candidate_id: -837001 });
    expect(mock.status).toBe(400);
    const other = await save(user, { municipality_id: '091' });
    expect(other.status).toBe(400);
    expect(((await other.json()) as { error: { message: string } }).error.message).toBe(
      'Ehdokasta ei löytynyt tästä kunnasta.',
    );
    expect((await save(user, { match_percentage: 101 })).status).toBe(400);
    expect((await save(user, { municipality_id: '999' })).status).toBe(404);
    const rows = await t.database.db.select().from(matches).where(eq(matches.userId, user));
    expect(rows).toHaveLength(0);
  });
});
