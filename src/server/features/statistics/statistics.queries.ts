import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import type { AgeGroup } from '../../../core/statistics';
import type { Db } from '../../db/client';
import {
  candidates,
  participatingMunicipalities,
  statisticsCategoriesDaily,
  statisticsMatchesDaily,
  statisticsVisitsHourly,
} from '../../db/schema';

// One aggregate query per panel, over the summary tables that triggers keep up to date
// (statistics_visits_hourly, statistics_matches_daily, statistics_categories_daily; see
// docs/decisions/0008-statistics-rollups.md). Each returns small grouped rows; the service shapes
// them. Days and hours are Europe/Helsinki local time: the summaries are keyed by local time.

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
    .select({ day, hour, dow, city: v.city, count: sql<number>`sum(${v.visits})::int` })
    .from(v)
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
        day: m.localDay,
        candidateId: m.candidateId,
        count: sql<number>`sum(${m.matches})`.as('count'),
        sum: sql<number>`sum(${m.percentageSum})`.as('sum'),
      })
      .from(m)
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
      category: k.category,
      count: sql<number>`sum(${k.valueCount})::int`,
      sum: sql<number>`sum(${k.valueSum})::float8`,
    })
    .from(k)
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
    .select({ id: v.municipalityId, visits: sql<number>`sum(${v.visits})::int`.as('visits') })
    .from(v)
    .where(visitsWhere({ ...scope, municipalityId: null }))
    .groupBy(v.municipalityId)
    .as('v');
  const saved = db
    .select({
      id: m.municipalityId,
      matches: sql<number>`sum(${m.matches})::int`.as('matches'),
      sum: sql<number>`sum(${m.percentageSum})::float8`.as('sum'),
    })
    .from(m)
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
