import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestContext, type TestContext } from '#tests/factories';
import { visitEvents } from '../../db/schema';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const visit = (user: string, municipality = '853') =>
  t.app.request('/api/statistics/visits', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ p_user_uuid: user, p_municipality_id: municipality }),
  });

describe('POST /api/statistics/visits', () => {
  it('records one visit per visitor, municipality and Helsinki day, with the city name', async () => {
    const user = `anon-${randomUUID()}`;
    const results = await Promise.all([visit(user), visit(user), visit(user)]);
    const bodies = (await Promise.all(results.map((r) => r.json()))) as { recorded: boolean }[];
    expect(bodies.filter((b) => b.recorded)).toHaveLength(1);
    await visit(user, '091');
    const rows = await t.database.db
      .select()
      .from(visitEvents)
      .where(eq(visitEvents.userUuid, user));
    expect(rows.map((r) => r.city).sort()).toEqual(['Helsinki', 'Turku']);
    const helsinkiToday = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Helsinki' }).format(
      new Date(),
    );
    expect(rows[0]!.visitDay).toBe(helsinkiToday);
  });

  it('refuses an unknown municipality and a missing visitor id', async () => {
    expect((await visit(`anon-${randomUUID()}`, '999')).status).toBe(404);
    expect((await visit('', '091')).status).toBe(400);
  });
});
