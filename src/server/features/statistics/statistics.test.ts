import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { json } from '#tests/factories';
import { candidates, matches, statisticsMatchesDaily, visitEvents } from '../../db/schema';
import { statisticsTestContext } from './statistics.test-data';

// Expected figures are worked out by hand from the data set in statistics.test-data.ts.

let ctx: Awaited<ReturnType<typeof statisticsTestContext>>;
beforeAll(async () => {
  ctx = await statisticsTestContext();
});
afterAll(() => ctx.t.close());

const get = (path: string, cookie?: string) => ctx.get(path, cookie);

const zeros = (n: number) => Array.from({ length: n }, () => 0);
const hours = (counts: Record<number, number>) =>
  zeros(24).map((_, hour) => ({ hour, count: counts[hour] ?? 0 }));
const weekdays = (counts: number[]) =>
  ['Su', 'Ma', 'Ti', 'Ke', 'To', 'Pe', 'La'].map((day, i) => ({ day, count: counts[i] }));
const categories = (values: number[]) => ({
  'Terveys ja hyvinvointi': values[0],
  Palvelut: values[1],
  'Liikenne ja infrastruktuuri': values[2],
  Sosiaalipalvelut: values[3],
  'Vapaa-aika ja aktiviteetit': values[4],
  'Osallistuminen ja vaikuttaminen': values[5],
});

describe('GET /api/admin/municipalities/{id}/statistics', () => {
  it('gives a municipal admin every figure of the municipality, in Helsinki time', async () => {
    const res = await get('/api/admin/municipalities/837/statistics', ctx.tampereAdmin);
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({
      totalVisitors: 9, // visits 1-9 of Tampere; Helsinki's two are not counted
      totalMatches: 6,
      averageMatch: 63.4, // (80 + 60 + 75.5 + 45 + 50 + 70) / 6 = 380.5 / 6 = 63.41…
      topCities: [
        { city: 'Tampere', count: 3 },
        { city: 'Nokia', count: 2 },
        // four cities with one visit: the first three in alphabetical order (Ylöjärvi left out)
        { city: 'Kangasala', count: 1 },
        { city: 'Lempäälä', count: 1 },
        { city: 'Pirkkala', count: 1 },
      ],
      categoryMatches: categories([
        67.5, // (90 + 50 + 60 + 70) / 4
        55.3, // (70 + 40 + 56) / 3 = 55.33…
        100, // 100 / 1
        20, // 20 / 1
        65, // 65 / 1
        0, // no values
      ]),
      matchesByDate: [
        { date: '2026-01-11', count: 1 }, // match 4 at 22:10 UTC on 10.1. = 00:10 on 11.1. (EET)
        { date: '2026-07-15', count: 1 }, // match 2
        { date: '2026-07-16', count: 2 }, // matches 6 and 1 (23:45 UTC on 15.7. = 02:45 on 16.7.)
        { date: '2026-07-17', count: 1 }, // match 3
        { date: '2026-07-18', count: 1 }, // match 5
      ],
      visitorsByDate: [
        { date: '2026-01-10', count: 1 }, // visit 9
        { date: '2026-01-11', count: 1 }, // visit 8 (22:30 UTC on 10.1.)
        { date: '2026-07-15', count: 2 }, // visits 2 and 3
        { date: '2026-07-16', count: 2 }, // visit 1 (23:30 UTC on 15.7.) and visit 4 (23:59:59)
        { date: '2026-07-17', count: 1 }, // visit 5 (21:00 UTC on 16.7. = midnight)
        { date: '2026-07-18', count: 1 }, // visit 6
        { date: '2026-07-19', count: 1 }, // visit 7
      ],
      partyDistribution: [
        { party: 'SDP', count: 3 }, // matches 1 (A), 2 (B), 6 (G)
        { party: 'Kokoomus', count: 2 }, // matches 3 (C), 4 (E)
        { party: 'Poistettu ehdokas', count: 1 }, // match 5: candidate H was removed
      ],
      ageGroups: [
        { group: '30-45', count: 3 }, // A (28), G (33), B (45)
        { group: '46-60', count: 2 }, // C (46), D (60)
        { group: '61+', count: 2 }, // E (61), F (75); H was removed
      ],
      topProfessions: [
        { profession: 'eläkeläinen', count: 2 }, // E, G
        { profession: 'opettaja', count: 2 }, // A, B (" opettaja " trimmed)
        { profession: 'maanviljelijä', count: 1 }, // F
        { profession: 'yrittäjä', count: 1 }, // C; D has none
      ],
      hourlyDistribution: hours({
        0: 2, // visits 5 (00:00) and 8 (00:30)
        2: 1, // visit 1 (02:30)
        9: 1, // visit 6
        11: 1, // visit 2
        12: 1, // visit 3
        13: 1, // visit 7
        23: 2, // visits 4 (23:59:59) and 9 (23:30)
      }),
      weekdayDistribution: weekdays([
        2, // Su: visits 7 (19.7.) and 8 (11.1.)
        0, // Ma
        0, // Ti
        2, // Ke: visits 2 and 3 (15.7.)
        2, // To: visits 1 and 4 (16.7.)
        1, // Pe: visit 5 (17.7.)
        2, // La: visits 6 (18.7.) and 9 (10.1.)
      ]),
      averageMatchByParty: [
        { party: 'SDP', average: 70 }, // (80 + 60 + 70) / 3
        { party: 'Kokoomus', average: 60.3 }, // (75.5 + 45) / 2 = 60.25, half rounds up
        { party: 'Poistettu ehdokas', average: 50 },
      ],
      completionRate: 66.7, // 6 / 9 × 100 = 66.66…
      candidateCount: 7,
    });
  });

  it('filters visits and matches by Helsinki day, both ends included', async () => {
    const res = await get(
      '/api/admin/municipalities/837/statistics?from=2026-07-16&to=2026-07-17',
      ctx.tampereAdmin,
    );
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({
      totalVisitors: 3, // visits 1 and 4 (16.7.), 5 (17.7.)
      totalMatches: 3, // matches 1 and 6 (16.7.), 3 (17.7.)
      averageMatch: 75.2, // (80 + 70 + 75.5) / 3 = 75.16…
      topCities: [
        { city: 'Nokia', count: 2 },
        { city: 'Tampere', count: 1 },
      ],
      categoryMatches: categories([75, 63, 0, 20, 65, 0]), // (90 + 60) / 2, (70 + 56) / 2, …
      matchesByDate: [
        { date: '2026-07-16', count: 2 },
        { date: '2026-07-17', count: 1 },
      ],
      visitorsByDate: [
        { date: '2026-07-16', count: 2 },
        { date: '2026-07-17', count: 1 },
      ],
      partyDistribution: [
        { party: 'SDP', count: 2 },
        { party: 'Kokoomus', count: 1 },
      ],
      // Candidates are not date-filtered.
      ageGroups: [
        { group: '30-45', count: 3 },
        { group: '46-60', count: 2 },
        { group: '61+', count: 2 },
      ],
      topProfessions: [
        { profession: 'eläkeläinen', count: 2 },
        { profession: 'opettaja', count: 2 },
        { profession: 'maanviljelijä', count: 1 },
        { profession: 'yrittäjä', count: 1 },
      ],
      hourlyDistribution: hours({ 0: 1, 2: 1, 23: 1 }),
      weekdayDistribution: weekdays([0, 0, 0, 0, 2, 1, 0]),
      averageMatchByParty: [
        { party: 'SDP', average: 75 }, // (80 + 70) / 2
        { party: 'Kokoomus', average: 75.5 },
      ],
      completionRate: 100, // 3 / 3 × 100
      candidateCount: 7,
    });

    // The last day ends at Helsinki midnight: visit 5 at 00:00 on 17.7. is left out.
    const oneDay = await get(
      '/api/admin/municipalities/837/statistics?from=2026-07-16&to=2026-07-16',
      ctx.tampereAdmin,
    );
    const body = await json<{ totalVisitors: number; totalMatches: number }>(oneDay);
    expect([body.totalVisitors, body.totalMatches]).toEqual([2, 2]);
  });

  it('answers zeros for a municipality without data', async () => {
    const res = await get('/api/admin/municipalities/853/statistics', ctx.superAdmin);
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({
      totalVisitors: 0,
      totalMatches: 0,
      averageMatch: 0,
      topCities: [],
      categoryMatches: categories(zeros(6)),
      matchesByDate: [],
      visitorsByDate: [],
      partyDistribution: [],
      ageGroups: [
        { group: '30-45', count: 0 },
        { group: '46-60', count: 0 },
        { group: '61+', count: 0 },
      ],
      topProfessions: [],
      hourlyDistribution: hours({}),
      weekdayDistribution: weekdays(zeros(7)),
      averageMatchByParty: [],
      completionRate: 0,
      candidateCount: 0,
    });
  });

  it('refuses strangers, admins of other municipalities and bad dates', async () => {
    const path = '/api/admin/municipalities/837/statistics';
    expect((await get(path)).status).toBe(401);
    expect((await get(path, ctx.turkuAdmin)).status).toBe(403);
    expect((await get(`${path}.csv`, ctx.turkuAdmin)).status).toBe(403);
    expect((await get('/api/admin/statistics', ctx.tampereAdmin)).status).toBe(403);
    expect((await get('/api/admin/statistics.csv', ctx.tampereAdmin)).status).toBe(403);
    expect((await get('/api/admin/municipalities/999/statistics', ctx.superAdmin)).status).toBe(
      404,
    );

    const bad = await get(`${path}?from=2026-02-30`, ctx.tampereAdmin);
    expect(bad.status).toBe(400);
    const body = await json<{ error: { code: string; message: string } }>(bad);
    expect(body.error.code).toBe('validation');
    expect(body.error.message).toContain('VVVV-KK-PP');
    expect((await get(`${path}?to=huomenna`, ctx.tampereAdmin)).status).toBe(400);
    const reversed = await get(`${path}?from=2026-07-20&to=2026-07-01`, ctx.tampereAdmin);
    expect(reversed.status).toBe(400);
    expect((await json<{ error: { message: string } }>(reversed)).error.message).toContain(
      'Alkupäivä ei voi olla loppupäivän jälkeen.',
    );
  });
});

describe('GET /api/admin/statistics', () => {
  it('gives a super admin all municipalities together and each one', async () => {
    const res = await get('/api/admin/statistics', ctx.superAdmin);
    expect(res.status).toBe(200);
    const body = await json<Record<string, unknown>>(res);
    expect(body).toMatchObject({
      totalVisitors: 11, // 9 in Tampere + 2 in Helsinki
      totalMatches: 7,
      averageMatch: 67.2, // (380.5 + 90) / 7 = 67.21…
      completionRate: 63.6, // 7 / 11 × 100 = 63.63…
      candidateCount: 12,
      topCities: [
        { city: 'Tampere', count: 3 },
        { city: 'Helsinki', count: 2 },
        { city: 'Nokia', count: 2 },
        { city: 'Kangasala', count: 1 },
        { city: 'Lempäälä', count: 1 },
      ],
      partyDistribution: [
        { party: 'SDP', count: 3 },
        { party: 'Kokoomus', count: 2 },
        { party: 'Poistettu ehdokas', count: 1 },
        { party: 'Vihreät', count: 1 },
      ],
      ageGroups: [
        { group: '30-45', count: 5 }, // A, G, B + Z (40), W (35)
        { group: '46-60', count: 3 }, // C, D + X (52)
        { group: '61+', count: 4 }, // E, F + Y (70), V (66)
      ],
      // 9 professions: the 8 most common, yrittäjä (last of the single ones) left out.
      topProfessions: [
        { profession: 'eläkeläinen', count: 2 },
        { profession: 'opettaja', count: 2 },
        { profession: 'insinööri', count: 1 },
        { profession: 'kuljettaja', count: 1 },
        { profession: 'lääkäri', count: 1 },
        { profession: 'maanviljelijä', count: 1 },
        { profession: 'myyjä', count: 1 },
        { profession: 'sairaanhoitaja', count: 1 },
      ],
      weekdayDistribution: weekdays([2, 1, 0, 3, 2, 1, 2]), // + Helsinki: Ke 15.7., Ma 20.7.
    });
    expect(body.perMunicipality).toEqual([
      {
        municipality_id: '091',
        name: 'Helsinki',
        totalVisitors: 2,
        totalMatches: 1,
        averageMatch: 90,
        completionRate: 50,
        candidateCount: 5,
      },
      {
        municipality_id: '837',
        name: 'Tampere',
        totalVisitors: 9,
        totalMatches: 6,
        averageMatch: 63.4,
        completionRate: 66.7,
        candidateCount: 7,
      },
      {
        municipality_id: '853',
        name: 'Turku',
        totalVisitors: 0,
        totalMatches: 0,
        averageMatch: 0,
        completionRate: 0,
        candidateCount: 0,
      },
    ]);
  });
});

describe('summaries and raw rows', () => {
  it('leave out visits and matches deleted before they were summarized', async () => {
    const db = ctx.t.database.db;
    await db.insert(visitEvents).values(
      [1, 2].map((n) => ({
        municipalityId: '853',
        userUuid: `anon-delete-${n}`,
        city: 'Turku',
        visitDay: '2026-03-29',
        createdAt: new Date('2026-03-29T10:00:00Z'),
      })),
    );
    await db.insert(matches).values({
      municipalityId: '853',
      userId: 'anon-delete-1',
      matchPercentage: 40,
      categoryMatches: { Palvelut: 30 },
      createdAt: new Date('2026-03-29T10:05:00Z'),
    });
    await db.delete(visitEvents).where(eq(visitEvents.userUuid, 'anon-delete-1'));
    await db.delete(matches).where(eq(matches.userId, 'anon-delete-1'));

    const res = await get('/api/admin/municipalities/853/statistics', ctx.superAdmin);
    const body = await json<Record<string, unknown>>(res);
    expect(body).toMatchObject({
      totalVisitors: 1,
      totalMatches: 0,
      averageMatch: 0,
      completionRate: 0,
      categoryMatches: categories(zeros(6)),
      visitorsByDate: [{ date: '2026-03-29', count: 1 }], // 13:00 EEST, the first day of DST
      hourlyDistribution: hours({ 13: 1 }),
    });
    const left = await db
      .select()
      .from(statisticsMatchesDaily)
      .where(eq(statisticsMatchesDaily.municipalityId, '853'));
    expect(left).toEqual([]);
  });

  it('count every one of many simultaneous visits and saved matches', async () => {
    const db = ctx.t.database.db;
    const post = (path: string, body: unknown) =>
      ctx.t.app.request(path, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
    const [candidate] = await db
      .select({ id: candidates.id })
      .from(candidates)
      .where(eq(candidates.municipalityId, '091'));
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) => [
        post('/api/statistics/visits', { p_user_uuid: `anon-rush-${i}`, p_municipality_id: '091' }),
        post('/api/matches', {
          municipality_id: '091',
          user_id: `anon-rush-${i}`,
          match_percentage: 50 + i,
          category_matches: { Palvelut: i },
          candidate_id: candidate!.id,
        }),
      ]).flat(),
    );
    expect(results.map((r) => r.status)).toEqual(results.map(() => 200));

    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Helsinki' }).format(
      new Date(),
    );
    const [visits] = await db
      .select({ n: count() })
      .from(visitEvents)
      .where(and(eq(visitEvents.municipalityId, '091'), eq(visitEvents.visitDay, today)));
    const res = await get(
      `/api/admin/municipalities/091/statistics?from=${today}&to=${today}`,
      ctx.superAdmin,
    );
    const body = await json<{ totalVisitors: number; totalMatches: number; averageMatch: number }>(
      res,
    );
    expect(visits!.n).toBeGreaterThanOrEqual(30);
    expect(body.totalVisitors).toBe(visits!.n);
    expect(body.totalMatches).toBe(30);
    expect(body.averageMatch).toBe(64.5); // (50 + 51 + … + 79) / 30
  });
});
