import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCandidate } from '#tests/data';
import {
  createTestContext,
  json,
  signedInUser,
  type TestContext,
  testsUsePostgres,
} from '#tests/factories';
import { visitEvents } from '../db/schema';
import { startSummarizer, summarizeStatistics, type SummarizeResult } from './summarizer';
import { request } from '#tests/request';

// The statistics are the summaries plus the raw rows above the summarizer's watermark
// (docs/decisions/0021-statistics-summarizer.md): every acknowledged write counts at once, the
// job moves rows into the summaries, and no row is lost or counted twice on the way.

let t: TestContext;
let cookie: string;
let candidateId: number;
beforeAll(async () => {
  t = await createTestContext();
  cookie = await signedInUser(t, { email: 'tiivistaja@example.fi', superAdmin: true });
  candidateId = (await insertCandidate(t.database.db, { municipalityId: '091' })).id;
});
afterAll(() => t.close());

interface Figures {
  totalVisitors: number;
  totalMatches: number;
  averageMatch: number;
}

const statistics = async (): Promise<Figures> => {
  const res = await t.app.request('/api/admin/municipalities/091/statistics', {
    headers: { Cookie: cookie },
  });
  expect(res.status).toBe(200);
  return json<Figures>(res);
};

const post = (path: string, body: unknown) => request(t, path, { body, origin: false, ip: false });
const visit = (user: string) =>
  post('/api/statistics/visits', { p_user_uuid: user, p_municipality_id: '091' });
const saveMatch = (user: string, percentage = 60) =>
  post('/api/matches', {
    municipality_id: '091',
    user_id: user,
    match_percentage: percentage,
    category_matches: { Palvelut: 50 },
    candidate_id: candidateId,
  });

/** Raw visits of the given visitors that the summaries do not hold yet. */
async function unsummarized(users: string[]): Promise<number> {
  const rows = await t.database.db
    .select({ user: visitEvents.userUuid })
    .from(visitEvents)
    .where(sql`${visitEvents.xact} >= (select below from statistics_watermark)`);
  return rows.filter((r) => users.includes(r.user)).length;
}

/** Resolves true when `check` holds after a summarizer run, false after `ms`. */
function afterRuns(
  ms: number,
  check: () => Promise<boolean>,
): { onRun: (r: SummarizeResult | null) => void; done: Promise<boolean> } {
  let resolve!: (ok: boolean) => void;
  let reject!: (e: unknown) => void;
  const done = new Promise<boolean>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  const timer = setTimeout(() => resolve(false), ms);
  let checking = false;
  return {
    done,
    onRun: () => {
      if (checking) return;
      checking = true;
      check()
        .then((ok) => {
          if (ok) {
            clearTimeout(timer);
            resolve(true);
          }
        }, reject)
        .finally(() => (checking = false));
    },
  };
}

describe('the statistics summarizer', () => {
  it('counts every acknowledged write within 10 s and moves it into the summaries', async () => {
    const users = Array.from({ length: 5 }, () => `anon-fresh-${randomUUID()}`);
    const caughtUp = afterRuns(10_000, async () => (await unsummarized(users)) === 0);
    const summarizer = startSummarizer({
      db: t.database.db,
      log: t.deps.logger,
      intervalMs: 200,
      onRun: caughtUp.onRun,
    });
    try {
      const before = await statistics();
      for (const user of users) {
        expect((await visit(user)).status).toBe(200);
        expect((await saveMatch(user)).status).toBe(200);
      }
      const expected = {
        totalVisitors: before.totalVisitors + users.length,
        totalMatches: before.totalMatches + users.length,
      };
      // The statistics count the writes at once (as raw rows) or once summarized; poll anyway.
      const deadline = Date.now() + 10_000;
      let now = await statistics();
      while (now.totalVisitors !== expected.totalVisitors && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 100));
        now = await statistics();
      }
      expect(now).toMatchObject(expected);
      if (!(await caughtUp.done)) {
        // Only a transaction older than the writes, still running somewhere on the PostgreSQL
        // server (transaction ids are server-wide), may hold the summarizer back.
        const result = await t.database.db.execute(sql`
          select pg_snapshot_xmin(pg_current_snapshot())::text as "oldest",
                 (select max(xact) from visit_events
                  where user_uuid in (${sql.join(
                    users.map((u) => sql`${u}`),
                    sql`, `,
                  )})))::text as "newest"`);
        const row = (result as unknown as { rows: { oldest: string; newest: string }[] }).rows[0]!;
        expect(BigInt(row.oldest)).toBeLessThanOrEqual(BigInt(row.newest));
      }
      expect(await statistics()).toEqual(now);
    } finally {
      await summarizer.stop();
    }
  });

  it('lets one run at a time work', async () => {
    const results = await Promise.all([
      summarizeStatistics(t.database.db),
      summarizeStatistics(t.database.db),
    ]);
    // PGlite runs the two one after the other; on PostgreSQL one may skip.
    expect(results.some((r) => r.ran)).toBe(true);
    expect(
      results.filter((r) => !r.ran).every((r) => !r.ran && r.skipped === 'another runner'),
    ).toBe(true);
  });

  it.skipIf(!testsUsePostgres())(
    'loses and double-counts nothing with concurrent writers and a transaction that commits late (PostgreSQL)',
    async () => {
      // A transaction that inserted before others but commits after them and after summarizer
      // runs: a watermark of row ids would skip its row. It holds the summarizer back instead.
      const late = new pg.Client({ connectionString: t.databaseUrl });
      await late.connect();
      try {
        await late.query('begin');
        await late.query(
          `insert into visit_events (municipality_id, user_uuid, city, visit_day)
           values ('091', $1, 'Helsinki', (now() at time zone 'Europe/Helsinki')::date)`,
          [`anon-late-${randomUUID()}`],
        );
        const lateXact = BigInt(
          (await late.query<{ x: string }>('select pg_current_xact_id()::text as x')).rows[0]!.x,
        );
        const base = await statistics();
        const rawVisits = async () =>
          (
            await t.database.db
              .select({ n: sql<number>`count(*)::int` })
              .from(visitEvents)
              .where(eq(visitEvents.municipalityId, '091'))
          )[0]!.n;

        const writers = 60;
        let writing = true;
        const summarizing = (async () => {
          while (writing) {
            await summarizeStatistics(t.database.db);
            // Every read lies between the raw rows committed before it and after it.
            const low = await rawVisits();
            const seen = (await statistics()).totalVisitors;
            const high = await rawVisits();
            expect(seen).toBeGreaterThanOrEqual(low);
            expect(seen).toBeLessThanOrEqual(high);
          }
        })();
        const results = await Promise.all(
          Array.from({ length: writers }, async (_, i) => {
            const user = `anon-race-${randomUUID()}`;
            const a = await visit(user);
            const b = await saveMatch(user, 40 + (i % 20));
            return [a.status, b.status];
          }),
        ).finally(() => (writing = false));
        await summarizing;
        expect(results.flat().every((s) => s === 200)).toBe(true);

        const run = await summarizeStatistics(t.database.db);
        if (run.ran) expect(BigInt(run.below)).toBeLessThanOrEqual(lateXact);
        expect(await statistics()).toMatchObject({
          totalVisitors: base.totalVisitors + writers,
          totalMatches: base.totalMatches + writers,
        });

        await late.query('commit');
        expect((await statistics()).totalVisitors).toBe(base.totalVisitors + writers + 1);
        // Other transactions on the server (ids are server-wide) may hold the summarizer back.
        let below = 0n;
        const deadline = Date.now() + 10_000;
        while (below <= lateXact && Date.now() < deadline) {
          const r = await summarizeStatistics(t.database.db);
          if (r.ran) below = BigInt(r.below);
          if (below <= lateXact) await new Promise((resolve) => setTimeout(resolve, 100));
        }
        if (below <= lateXact) {
          // Then only a transaction older than the late one may still be running on the server.
          const { rows } = await late.query<{ oldest: string }>(
            'select pg_snapshot_xmin(pg_current_snapshot())::text as oldest',
          );
          expect(BigInt(rows[0]!.oldest)).toBeLessThanOrEqual(lateXact);
        }
        expect(await statistics()).toMatchObject({
          totalVisitors: base.totalVisitors + writers + 1,
          totalMatches: base.totalMatches + writers,
        });
      } finally {
        await late.end();
      }
    },
  );
});
