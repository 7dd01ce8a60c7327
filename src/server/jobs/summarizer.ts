import { sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import type { Logger } from '../logger';
import { safeError } from '../safe-error';

// The statistics summarizer: adds raw visits (visit_events) and saved matches to the summary
// tables every few seconds, so that writers insert one row each and share no row with each
// other. Why and why it is exact: docs/decisions/0021-statistics-summarizer.md.
//
// Every raw row carries xact, the id of the transaction that inserted it. statistics_watermark
// .below splits them: rows below it are in the summaries, rows at or above it are not (the admin
// statistics add those, statistics.queries.ts). A run reads the oldest transaction still in
// progress anywhere (the xmin of a fresh snapshot): every transaction below it has finished, so
// no row below it can appear any more, and every committed one is visible. The run adds the rows
// from the old watermark up to that point and moves the watermark there, in one transaction.

/** The advisory lock that lets one summarizer (or the retention job) at a time add to summaries. */
export const SUMMARIZER_LOCK_ID = 727_403;

const lock = sql.raw(String(SUMMARIZER_LOCK_ID));

/** Adds visit rows (municipality_id, city, created_at) of the relation `rows` to the summaries. */
const addVisits = (rows: SQL) => sql`
  insert into statistics_visits_hourly as r (municipality_id, local_hour, city, visits)
  select municipality_id, date_trunc('hour', created_at at time zone 'Europe/Helsinki'), city, count(*)
  from ${rows} v group by 1, 2, 3 order by 1, 2, 3
  on conflict (municipality_id, local_hour, city) do update set visits = r.visits + excluded.visits`;

/** Adds match rows of the relation `rows` to the daily match and category summaries. */
const addMatches = (rows: SQL) => sql`
  insert into statistics_matches_daily as r
    (municipality_id, local_day, candidate_id, matches, percentage_sum)
  select municipality_id, (created_at at time zone 'Europe/Helsinki')::date,
         coalesce(candidate_id, 0), count(*), sum(match_percentage::float8)
  from ${rows} m group by 1, 2, 3 order by 1, 2, 3
  on conflict (municipality_id, local_day, candidate_id) do update
  set matches = r.matches + excluded.matches,
      percentage_sum = r.percentage_sum + excluded.percentage_sum`;

const addCategories = (rows: SQL) => sql`
  insert into statistics_categories_daily as r
    (municipality_id, local_day, category, value_count, value_sum)
  select m.municipality_id, (m.created_at at time zone 'Europe/Helsinki')::date, c.key, count(*),
         sum(c.value::float8)
  from ${rows} m, jsonb_each(m.category_matches) c
  where jsonb_typeof(c.value) = 'number'
  group by 1, 2, 3 order by 1, 2, 3
  on conflict (municipality_id, local_day, category) do update
  set value_count = r.value_count + excluded.value_count,
      value_sum = r.value_sum + excluded.value_sum`;

function firstRow<T>(result: unknown): T | undefined {
  return (result as { rows: T[] }).rows[0];
}

async function count(tx: Tx, query: SQL): Promise<number> {
  return firstRow<{ n: number }>(await tx.execute(query))?.n ?? 0;
}

export type SummarizeResult =
  | { ran: true; visits: number; matches: number; below: string }
  | { ran: false; skipped: 'another runner' };

/**
 * One summarizer run: adds every visit and match of finished transactions above the watermark
 * to the summaries and moves the watermark, unless another run (or the retention job) holds the
 * lock; then it skips instead of waiting.
 */
export async function summarizeStatistics(db: Db): Promise<SummarizeResult> {
  return db.transaction(async (tx): Promise<SummarizeResult> => {
    const locked = firstRow<{ locked: boolean }>(
      await tx.execute(sql`select pg_try_advisory_xact_lock(${lock}) as locked`),
    );
    if (!locked?.locked) return { ran: false, skipped: 'another runner' };
    // Read committed: the statements below take newer snapshots, which see every row of the
    // transactions below `upTo` (all finished before this one's snapshot).
    const range = firstRow<{ from: string; upTo: string }>(
      await tx.execute(sql`
        select below::text as "from",
               greatest(below, pg_snapshot_xmin(pg_current_snapshot()))::text as "upTo"
        from statistics_watermark`),
    );
    if (!range) throw new Error('statistics_watermark has no row');
    if (range.from === range.upTo) return { ran: true, visits: 0, matches: 0, below: range.upTo };
    const inRange = sql`xact >= ${range.from}::xid8 and xact < ${range.upTo}::xid8`;
    const visits = await count(
      tx,
      sql`with batch as (
            select municipality_id, city, created_at from visit_events where ${inRange}
          ), added as (${addVisits(sql`batch`)})
          select count(*)::int as n from batch`,
    );
    const matches = await count(
      tx,
      sql`with batch as (
            select municipality_id, created_at, candidate_id, match_percentage, category_matches
            from matches where ${inRange}
          ), added as (${addMatches(sql`batch`)}), categories as (${addCategories(sql`batch`)})
          select count(*)::int as n from batch`,
    );
    await tx.execute(sql`update statistics_watermark set below = ${range.upTo}::xid8`);
    return { ran: true, visits, matches, below: range.upTo };
  });
}

/**
 * Deletes the visits and saved matches created before `before` (the retention job), keeping
 * the statistics: rows the summarizer has not reached yet are added to the summaries as they
 * go. Waits for a summarizer run in progress and keeps the next one out until `tx` ends, so no
 * row is added twice.
 */
export async function deleteVoterRecordsKeepingStatistics(tx: Tx, before: Date): Promise<number> {
  await tx.execute(sql`select pg_advisory_xact_lock(${lock})`);
  const notSummarized = sql`(select * from gone
    where xact >= (select below from statistics_watermark))`;
  const visits = await count(
    tx,
    sql`with gone as (
          delete from visit_events where created_at < ${before.toISOString()}::timestamptz
          returning municipality_id, city, created_at, xact
        ), added as (${addVisits(notSummarized)})
        select count(*)::int as n from gone`,
  );
  const matches = await count(
    tx,
    sql`with gone as (
          delete from matches where created_at < ${before.toISOString()}::timestamptz
          returning municipality_id, created_at, candidate_id, match_percentage, category_matches, xact
        ), added as (${addMatches(notSummarized)}), categories as (${addCategories(notSummarized)})
        select count(*)::int as n from gone`,
  );
  return visits + matches;
}

export interface Summarizer {
  /** Stops the timer and waits for a run in progress to finish. */
  stop(): Promise<void>;
}

/**
 * Runs the summarizer in the server process every `intervalMs`. With several instances each has
 * one; the advisory lock lets one work at a time and the others skip that round.
 */
export function startSummarizer(opts: {
  db: Db;
  log: Logger;
  intervalMs: number;
  /** Called after each run (tests wait on it). */
  onRun?: (result: SummarizeResult | null) => void;
}): Summarizer {
  let stopped = false;
  let running: Promise<void> | null = null;
  let timer: NodeJS.Timeout | null = null;

  const runOnce = async () => {
    let result: SummarizeResult | null = null;
    try {
      result = await summarizeStatistics(opts.db);
    } catch (err) {
      opts.log.error({ err: safeError(err) }, 'statistics summarizer failed');
    }
    opts.onRun?.(result);
  };
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = runOnce().finally(() => {
        running = null;
        schedule();
      });
    }, opts.intervalMs);
    timer.unref();
  };

  schedule();
  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
