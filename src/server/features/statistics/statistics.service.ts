import { CATEGORIES, type Category } from '#core/questions';
import {
  AGE_GROUPS,
  REMOVED_CANDIDATE_PARTY,
  TOP_CITIES,
  TOP_PROFESSIONS,
  WEEKDAY_LABELS,
  type AgeGroup,
  type StatisticsRange,
  type WeekdayLabel,
} from '#core/statistics';
import type { Db } from '../../db/client';
import { errors } from '../../errors';
import { displayNames, findMunicipality } from '../../shared/domain/municipality-lookup';
import {
  queryCandidates,
  queryCategories,
  queryMatches,
  queryMunicipalityTotals,
  queryVisits,
  type Scope,
} from './statistics.queries';

/**
 * The statistics fields (docs/statistics.md):
 * - totalVisitors: visit records; totalMatches: saved matches.
 * - averageMatch: mean match_percentage of the saved matches, one decimal; 0 without matches.
 * - completionRate: totalMatches / totalVisitors × 100, one decimal; 0 without visitors. It can
 *   exceed 100: a visitor is counted once a day but may save up to match_save_limit matches.
 * - topCities: the 5 cities with most visits; topProfessions: the 8 most common professions of
 *   the candidates (trimmed, empty ones left out). Ties: by name in Finnish alphabetical order.
 * - visitorsByDate / matchesByDate: per local day, oldest first; only days with records (a chart
 *   fills the gaps itself).
 * - hourlyDistribution: 24 entries (0-23); weekdayDistribution: 7 entries Su Ma Ti Ke To Pe La.
 * - categoryMatches: for each of the six categories, the mean of the saved matches' values for
 *   it, one decimal; 0 when no saved match has a value for the category.
 * - partyDistribution / averageMatchByParty: saved matches by the current party of the matched
 *   candidate (REMOVED_CANDIDATE_PARTY when the candidate has been removed); most matches first,
 *   ties by name; both lists in the same order. Averages with one decimal.
 * - ageGroups: 30-45 (including any younger), 46-60, 61+; candidateCount: approved candidates.
 * Days and hours are Europe/Helsinki local time. The range filters visits and matches by their
 * local day; candidates are not date-filtered.
 */
export interface Statistics {
  totalVisitors: number;
  totalMatches: number;
  averageMatch: number;
  topCities: { city: string; count: number }[];
  categoryMatches: Record<Category, number>;
  matchesByDate: { date: string; count: number }[];
  visitorsByDate: { date: string; count: number }[];
  partyDistribution: { party: string; count: number }[];
  ageGroups: { group: AgeGroup; count: number }[];
  topProfessions: { profession: string; count: number }[];
  hourlyDistribution: { hour: number; count: number }[];
  weekdayDistribution: { day: WeekdayLabel; count: number }[];
  averageMatchByParty: { party: string; average: number }[];
  completionRate: number;
  candidateCount: number;
}

export interface MunicipalitySummary {
  municipality_id: string;
  name: string;
  totalVisitors: number;
  totalMatches: number;
  averageMatch: number;
  completionRate: number;
  candidateCount: number;
}

export type OverallStatistics = Statistics & { perMunicipality: MunicipalitySummary[] };

const collator = new Intl.Collator('fi');

/** One decimal, for means and rates. */
export const round1 = (x: number) => Math.round(x * 10) / 10;
const mean = (sum: number, n: number) => (n > 0 ? round1(sum / n) : 0);
const rate = (matches: number, visitors: number) =>
  visitors > 0 ? round1((matches / visitors) * 100) : 0;

/** Most first, ties by name (Finnish alphabetical order), at most `limit`. */
function top<T extends { count: number }>(rows: T[], name: (r: T) => string, limit = Infinity) {
  return [...rows]
    .sort((a, b) => b.count - a.count || collator.compare(name(a), name(b)))
    .slice(0, limit);
}

const byDate = (rows: { day: string; count: number }[]) =>
  rows.map((r) => ({ date: r.day, count: r.count })).sort((a, b) => (a.date < b.date ? -1 : 1));

async function computeStatistics(db: Db, scope: Scope): Promise<Statistics> {
  // One round trip per panel; on PostgreSQL they run side by side on the pool.
  const [visits, saved, categories, people] = await Promise.all([
    queryVisits(db, scope),
    queryMatches(db, scope),
    queryCategories(db, scope),
    queryCandidates(db, scope),
  ]);

  const totalVisitors = visits.byDay.reduce((n, r) => n + r.count, 0);
  const totalMatches = saved.byDay.reduce((n, r) => n + r.count, 0);
  const percentageSum = saved.byDay.reduce((n, r) => n + r.sum, 0);
  const hourly = new Map(visits.byHour.map((r) => [r.hour, r.count]));
  const weekly = new Map(visits.byWeekday.map((r) => [r.dow, r.count]));
  const category = new Map(categories.map((r) => [r.category, r]));
  const ages = new Map(people.byAgeGroup.map((r) => [r.group, r.count]));
  const parties = top(
    saved.byParty.map((r) => ({ ...r, party: r.party ?? REMOVED_CANDIDATE_PARTY })),
    (r) => r.party,
  );

  return {
    totalVisitors,
    totalMatches,
    averageMatch: mean(percentageSum, totalMatches),
    topCities: top(visits.byCity, (r) => r.city, TOP_CITIES),
    categoryMatches: Object.fromEntries(
      CATEGORIES.map((c) => [c, mean(category.get(c)?.sum ?? 0, category.get(c)?.count ?? 0)]),
    ) as Record<Category, number>,
    matchesByDate: byDate(saved.byDay),
    visitorsByDate: byDate(visits.byDay),
    partyDistribution: parties.map((r) => ({ party: r.party, count: r.count })),
    ageGroups: AGE_GROUPS.map((group) => ({ group, count: ages.get(group) ?? 0 })),
    topProfessions: top(people.byProfession, (r) => r.profession, TOP_PROFESSIONS),
    hourlyDistribution: Array.from({ length: 24 }, (_, hour) => ({
      hour,
      count: hourly.get(hour) ?? 0,
    })),
    weekdayDistribution: WEEKDAY_LABELS.map((day, dow) => ({ day, count: weekly.get(dow) ?? 0 })),
    averageMatchByParty: parties.map((r) => ({ party: r.party, average: mean(r.sum, r.count) })),
    completionRate: rate(totalMatches, totalVisitors),
    candidateCount: people.byAgeGroup.reduce((n, r) => n + r.count, 0),
  };
}

/**
 * The statistics of one participating municipality (hidden ones included) with its display
 * name; not_found when it does not participate.
 */
export async function getMunicipalityStatistics(
  db: Db,
  municipalityId: string,
  range: StatisticsRange,
): Promise<{ name: string; statistics: Statistics }> {
  const municipality = await findMunicipality(db, municipalityId);
  if (!municipality) throw errors.notFound('Kunta ei ole mukana vaalikoneessa.');
  const statistics = await computeStatistics(db, { municipalityId, ...range });
  return { name: displayNames(municipality).name, statistics };
}

/** All municipalities together, plus the headline figures of each (sorted by name). */
export async function getOverallStatistics(
  db: Db,
  range: StatisticsRange,
): Promise<OverallStatistics> {
  const scope: Scope = { municipalityId: null, ...range };
  const [statistics, totals] = await Promise.all([
    computeStatistics(db, scope),
    queryMunicipalityTotals(db, scope),
  ]);
  const perMunicipality = totals
    .map((t) => ({
      municipality_id: t.municipalityId,
      name: displayNames(t).name,
      totalVisitors: t.visits,
      totalMatches: t.matches,
      averageMatch: mean(t.sum, t.matches),
      completionRate: rate(t.matches, t.visits),
      candidateCount: t.candidates,
    }))
    .sort(
      (a, b) =>
        collator.compare(a.name, b.name) || a.municipality_id.localeCompare(b.municipality_id),
    );
  return { ...statistics, perMunicipality };
}
