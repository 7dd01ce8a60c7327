import { eq } from 'drizzle-orm';
import { CATEGORIES, type Category } from '#core/questions';
import {
  AGE_GROUPS,
  ageGroupOf,
  REMOVED_CANDIDATE_PARTY,
  TOP_CITIES,
  TOP_PROFESSIONS,
  WEEKDAY_LABELS,
} from '#core/statistics';
import type { Db } from '#server/db/client';
import { candidates, matches, visitEvents } from '#server/db/schema';
import { round1, type Statistics } from '#server/features/statistics/statistics.service';

// The approach of the product we rebuilt ("statistics, matches, candidates: selects by
// municipality_id, used to compute municipality statistics"): select every row of the three
// tables and compute every field in JavaScript. Written fairly: Helsinki time is worked out once
// per UTC hour (the offset is always whole hours), not once per row.

const collator = new Intl.Collator('fi');
const helsinki = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Helsinki',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  hourCycle: 'h23',
  weekday: 'short',
});
const WEEKDAY_INDEX: Record<string, number> = {
  Sun: 0,
  Mon: 1,
  Tue: 2,
  Wed: 3,
  Thu: 4,
  Fri: 5,
  Sat: 6,
};

type Local = { date: string; hour: number; dow: number };
const localCache = new Map<number, Local>();
function local(at: Date): Local {
  const utcHour = Math.floor(at.getTime() / 3_600_000);
  let hit = localCache.get(utcHour);
  if (!hit) {
    const p = Object.fromEntries(
      helsinki.formatToParts(new Date(utcHour * 3_600_000)).map((x) => [x.type, x.value]),
    );
    hit = {
      date: `${p.year}-${p.month}-${p.day}`,
      hour: Number(p.hour),
      dow: WEEKDAY_INDEX[p.weekday!]!,
    };
    localCache.set(utcHour, hit);
  }
  return hit;
}

const increment = <K>(map: Map<K, number>, key: K, by = 1) =>
  map.set(key, (map.get(key) ?? 0) + by);
const mean = (sum: number, n: number) => (n > 0 ? round1(sum / n) : 0);
const ranked = <T extends { count: number }>(rows: T[], name: (r: T) => string) =>
  rows.sort((a, b) => b.count - a.count || collator.compare(name(a), name(b)));

export async function naiveStatistics(db: Db, municipalityId: string): Promise<Statistics> {
  const [visitRows, matchRows, candidateRows] = await Promise.all([
    db.select().from(visitEvents).where(eq(visitEvents.municipalityId, municipalityId)),
    db.select().from(matches).where(eq(matches.municipalityId, municipalityId)),
    db.select().from(candidates).where(eq(candidates.municipalityId, municipalityId)),
  ]);

  const cities = new Map<string, number>();
  const visitDays = new Map<string, number>();
  const hours = Array.from({ length: 24 }, () => 0);
  const weekdays = Array.from({ length: 7 }, () => 0);
  for (const v of visitRows) {
    const at = local(v.createdAt);
    increment(cities, v.city);
    increment(visitDays, at.date);
    hours[at.hour]! += 1;
    weekdays[at.dow]! += 1;
  }

  const partyOf = new Map(candidateRows.map((c) => [c.id, c.party]));
  const matchDays = new Map<string, number>();
  const parties = new Map<string, { count: number; sum: number }>();
  const categorySums = new Map<string, { count: number; sum: number }>();
  let percentageSum = 0;
  for (const m of matchRows) {
    percentageSum += m.matchPercentage;
    increment(matchDays, local(m.createdAt).date);
    const party = (m.candidateId !== null && partyOf.get(m.candidateId)) || REMOVED_CANDIDATE_PARTY;
    const p = parties.get(party) ?? { count: 0, sum: 0 };
    p.count += 1;
    p.sum += m.matchPercentage;
    parties.set(party, p);
    for (const [category, value] of Object.entries(m.categoryMatches)) {
      if (typeof value !== 'number') continue;
      const c = categorySums.get(category) ?? { count: 0, sum: 0 };
      c.count += 1;
      c.sum += value;
      categorySums.set(category, c);
    }
  }

  const ages = new Map<string, number>();
  const professions = new Map<string, number>();
  for (const c of candidateRows) {
    increment(ages, ageGroupOf(c.age));
    const profession = c.profession.trim();
    if (profession) increment(professions, profession);
  }

  const partyList = ranked(
    [...parties].map(([party, p]) => ({ party, count: p.count, sum: p.sum })),
    (r) => r.party,
  );
  const byDate = (map: Map<string, number>) =>
    [...map].map(([date, count]) => ({ date, count })).sort((a, b) => (a.date < b.date ? -1 : 1));
  const totalVisitors = visitRows.length;
  const totalMatches = matchRows.length;
  return {
    totalVisitors,
    totalMatches,
    averageMatch: mean(percentageSum, totalMatches),
    topCities: ranked(
      [...cities].map(([city, count]) => ({ city, count })),
      (r) => r.city,
    ).slice(0, TOP_CITIES),
    categoryMatches: Object.fromEntries(
      CATEGORIES.map((c) => [
        c,
        mean(categorySums.get(c)?.sum ?? 0, categorySums.get(c)?.count ?? 0),
      ]),
    ) as Record<Category, number>,
    matchesByDate: byDate(matchDays),
    visitorsByDate: byDate(visitDays),
    partyDistribution: partyList.map((r) => ({ party: r.party, count: r.count })),
    ageGroups: AGE_GROUPS.map((group) => ({ group, count: ages.get(group) ?? 0 })),
    topProfessions: ranked(
      [...professions].map(([profession, count]) => ({ profession, count })),
      (r) => r.profession,
    ).slice(0, TOP_PROFESSIONS),
    hourlyDistribution: hours.map((count, hour) => ({ hour, count })),
    weekdayDistribution: WEEKDAY_LABELS.map((day, i) => ({ day, count: weekdays[i]! })),
    averageMatchByParty: partyList.map((r) => ({ party: r.party, average: mean(r.sum, r.count) })),
    completionRate: totalVisitors > 0 ? round1((totalMatches / totalVisitors) * 100) : 0,
    candidateCount: candidateRows.length,
  };
}
