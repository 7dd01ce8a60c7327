import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import type { AgeGroup } from '#core/statistics';
import type { Db } from '../../db/client';
import {
  candidates,
  participatingMunicipalities,
  statisticsCategoriesDaily,
  statisticsMatchesDaily,
  statisticsVisitsHourly,
} from '../../db/schema';

// One aggregate query per panel, over the summary tables (statistics_visits_hourly,
// statistics_matches_daily, statistics_categories_daily) together with the raw rows the
// summarizer has not added to them yet, so the figures are exact (see
// docs/decisions/0021-statistics-summarizer.md). Each returns small grouped rows; the service
// shapes them. Days and hours are Europe/Helsinki local time: the summaries are keyed by local time.

/**
 * Raw rows not in the summaries: inserted by a transaction at or above the watermark. One
 * statement reads both, so the summarizer's commit (summaries and watermark together) is seen
 * entirely or not at all. A few seconds' worth of rows, found by the xact index.
 */
const notSummarized = (xact: string) =>
  // The upper bound (the largest xid8) changes no result. The planner cannot know the watermark
  // when planning and guesses a third of the table for `>=` alone, which brings parallel plans
  // and JIT compilation for a million rows; for a range with an unknown end it guesses 0.5 %.
  sql`${sql.raw(xact)} >= (select below from statistics_watermark)
    and ${sql.raw(xact)} < '18446744073709551615'::xid8`;
const localDay = sql`(created_at at time zone 'Europe/Helsinki')::date`;

// Each source has the columns of its summary table and that table's name, so the queries below
// refer to it through the summary table's columns.
const visitsSource = sql`(
  select municipality_id, local_hour, city, visits from statistics_visits_hourly
  union all
  select municipality_id, date_trunc('hour', created_at at time zone 'Europe/Helsinki'), city, 1
  from visit_events where ${notSummarized('xact')}
) as statistics_visits_hourly`;
const matchesSource = sql`(
  select municipality_id, local_day, candidate_id, matches, percentage_sum
  from statistics_matches_daily
  union all
  select municipality_id, ${localDay}, coalesce(candidate_id, 0), 1, match_percentage::float8
  from matches where ${notSummarized('xact')}
) as statistics_matches_daily`;
const categoriesSource = sql`(
  select municipality_id, local_day, category, value_count, value_sum
  from statistics_categories_daily
  union all
  select m.municipality_id, (m.created_at at time zone 'Europe/Helsinki')::date, c.key, 1, c.value::float8
  from matches m, jsonb_each(m.category_matches) c
  where ${notSummarized('m.xact')} and jsonb_typeof(c.value) = 'number'
) as statistics_categories_daily`;

/** One municipality (or all when null) and an optional range of local days, ends included. */
export interface Scope {
  municipalityId: string | null;
  from?: string | undefined;
  to?: string | undefined;
}

const v = statisticsVisitsHourly;
const m = statisticsMatchesDaily;
const k = statisticsCategoriesDaily;

function conditions(scope: Scope, municipality: SQL, day: SQL, hourly: boolean) {
  const list: SQL[] = [];
  if (scope.municipalityId !== null) list.push(sql`${municipality} = ${scope.municipalityId}`);
  if (scope.from) list.push(sql`${day} >= ${scope.from}::date`);
  if (scope.to) {
    // A local hour is in the range when it starts before the midnight after the last day.
    list.push(hourly ? sql`${day} < ${scope.to}::date + 1` : sql`${day} <= ${scope.to}::date`);
  }
  return list.length ? and(...list) : undefined;
}

const visitsWhere = (scope: Scope) =>
  conditions(scope, sql`${v.municipalityId}`, sql`${v.localHour}`, true);
const matchesWhere = (scope: Scope) =>
  conditions(scope, sql`${m.municipalityId}`, sql`${m.localDay}`, false);
const categoriesWhere = (scope: Scope) =>
  conditions(scope, sql`${k.municipalityId}`, sql`${k.localDay}`, false);

export interface VisitRows {
  byDay: { day: string; count: number }[];
  byHour: { hour: number; count: number }[];
  byWeekday: { dow: number; count: number }[];
  byCity: { city: string; count: number }[];
}

/** Visits per local day, hour of day, weekday (0 = Sunday) and city, in one pass. */
export async function queryVisits(db: Db, scope: Scope): Promise<VisitRows> {
  const day = sql<string | null>`${v.localHour}::date`;
  const hour = sql<number | null>`extract(hour from ${v.localHour})::int`;
  const dow = sql<number | null>`extract(dow from ${v.localHour})::int`;
  const rows = await db
    .select({
      day,
      hour,
      dow,
      city: sql<string>`${v.city}`,
      count: sql<number>`sum(${v.visits})::int`,
    })
    .from(visitsSource)
    .where(visitsWhere(scope))
    .groupBy(sql`grouping sets ((${day}), (${hour}), (${dow}), (${v.city}))`);
  // Each row belongs to one grouping set: the one column of that set is the only one not null.
  const out: VisitRows = { byDay: [], byHour: [], byWeekday: [], byCity: [] };
  for (const r of rows) {
    if (r.day !== null) out.byDay.push({ day: r.day, count: r.count });
    else if (r.hour !== null) out.byHour.push({ hour: r.hour, count: r.count });
    else if (r.dow !== null) out.byWeekday.push({ dow: r.dow, count: r.count });
    else out.byCity.push({ city: r.city, count: r.count });
  }
  return out;
}

export interface MatchRows {
  byDay: { day: string; count: number; sum: number }[];
  /** party null: matches of candidates that have since been removed. */
  byParty: { party: string | null; count: number; sum: number }[];
}

/** Saved matches per local day and per party of the matched candidate (count, percentage sum). */
export async function queryMatches(db: Db, scope: Scope): Promise<MatchRows> {
  // Sum per day and per candidate in one pass, then look up the parties of the (at most a few
  // thousand) candidates: cheaper than joining every day-and-candidate row.
  const sums = db.$with('sums').as(
    db
      .select({
        day: sql<string>`${m.localDay}`.as('day'),
        candidateId: sql<number>`${m.candidateId}`.as('candidate_id'),
        count: sql<number>`sum(${m.matches})`.as('count'),
        sum: sql<number>`sum(${m.percentageSum})`.as('sum'),
      })
      .from(matchesSource)
      .where(matchesWhere(scope))
      .groupBy(sql`grouping sets ((${m.localDay}), (${m.candidateId}))`),
  );
  const rows = await db
    .with(sums)
    .select({
      day: sums.day,
      party: candidates.party,
      count: sql<number>`sum(${sums.count})::int`,
      sum: sql<number>`sum(${sums.sum})::float8`,
    })
    .from(sums)
    .leftJoin(candidates, eq(candidates.id, sums.candidateId))
    .groupBy(sums.day, candidates.party);
  const out: MatchRows = { byDay: [], byParty: [] };
  for (const r of rows) {
    // local_day is never null in the table, so a null day marks a party row.
    if (r.day !== null) out.byDay.push({ day: r.day, count: r.count, sum: r.sum });
    else out.byParty.push({ party: r.party, count: r.count, sum: r.sum });
  }
  return out;
}

/** Per category: how many saved matches had a value, and the sum of the values. */
export async function queryCategories(db: Db, scope: Scope) {
  return db
    .select({
      category: sql<string>`${k.category}`,
      count: sql<number>`sum(${k.valueCount})::int`,
      sum: sql<number>`sum(${k.valueSum})::float8`,
    })
    .from(categoriesSource)
    .where(categoriesWhere(scope))
    .groupBy(k.category);
}

export interface CandidateRows {
  byAgeGroup: { group: AgeGroup; count: number }[];
  /** Trimmed, non-empty professions. */
  byProfession: { profession: string; count: number }[];
}

/** The approved candidates per age group and per profession (not date-filtered). */
export async function queryCandidates(db: Db, scope: Scope): Promise<CandidateRows> {
  // Under-30s count in the first group: there are only these three (docs/statistics.md).
  const group = sql<AgeGroup | null>`(case when ${candidates.age} <= 45 then '30-45'
    when ${candidates.age} <= 60 then '46-60' else '61+' end)`;
  const profession = sql<string | null>`nullif(btrim(${candidates.profession}), '')`;
  const rows = await db
    .select({ group, profession, count: count() })
    .from(candidates)
    .where(
      scope.municipalityId === null
        ? undefined
        : eq(candidates.municipalityId, scope.municipalityId),
    )
    .groupBy(sql`grouping sets ((${group}), (${profession}))`);
  const out: CandidateRows = { byAgeGroup: [], byProfession: [] };
  for (const r of rows) {
    // Rows of the profession set have no group; those with no profession are left out.
    if (r.group !== null) out.byAgeGroup.push({ group: r.group, count: r.count });
    else if (r.profession !== null)
      out.byProfession.push({ profession: r.profession, count: r.count });
  }
  return out;
}

/** Every participating municipality with its visits, matches and candidates in the range. */
export async function queryMunicipalityTotals(db: Db, scope: Scope) {
  const p = participatingMunicipalities;
  const visits = db
    .select({
      id: sql<string>`${v.municipalityId}`.as('visits_municipality'),
      visits: sql<number>`sum(${v.visits})::int`.as('visits'),
    })
    .from(visitsSource)
    .where(visitsWhere({ ...scope, municipalityId: null }))
    .groupBy(v.municipalityId)
    .as('v');
  const saved = db
    .select({
      id: sql<string>`${m.municipalityId}`.as('matches_municipality'),
      matches: sql<number>`sum(${m.matches})::int`.as('matches'),
      sum: sql<number>`sum(${m.percentageSum})::float8`.as('sum'),
    })
    .from(matchesSource)
    .where(matchesWhere({ ...scope, municipalityId: null }))
    .groupBy(m.municipalityId)
    .as('m');
  const people = db
    .select({ id: candidates.municipalityId, candidates: count().as('candidates') })
    .from(candidates)
    .groupBy(candidates.municipalityId)
    .as('c');
  return db
    .select({
      municipalityId: p.municipalityId,
      customName: p.customName,
      visits: sql<number>`coalesce(${visits.visits}, 0)::int`,
      matches: sql<number>`coalesce(${saved.matches}, 0)::int`,
      sum: sql<number>`coalesce(${saved.sum}, 0)::float8`,
      candidates: sql<number>`coalesce(${people.candidates}, 0)::int`,
    })
    .from(p)
    .leftJoin(visits, eq(visits.id, p.municipalityId))
    .leftJoin(saved, eq(saved.id, p.municipalityId))
    .leftJoin(people, eq(people.id, p.municipalityId));
}
