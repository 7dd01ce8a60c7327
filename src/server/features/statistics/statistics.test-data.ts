import { eq } from 'drizzle-orm';
import { insertCandidate } from '#tests/data';
import { createTestContext, createUser, signIn } from '#tests/factories';
import type { Db } from '../../db/client';
import { summarizeStatistics } from '../../jobs/summarizer';
import { candidates, matches, visitEvents } from '../../db/schema';

// A small hand-made data set for statistics.test.ts; every figure the test expects is worked out
// there from the comments here. Helsinki is UTC+2 in winter (EET) and UTC+3 in summer (EEST).

const visit = (
  municipalityId: string,
  n: number,
  city: string,
  createdAt: string,
  day: string,
) => ({
  municipalityId,
  userUuid: `anon-test-${municipalityId}-${n}`,
  city,
  visitDay: day,
  createdAt: new Date(createdAt),
});

export async function insertStatisticsData(db: Db) {
  // Tampere (837): seven approved candidates, and H who is removed after a match.
  const c = async (name: string, age: number, party: string, profession: string) =>
    (await insertCandidate(db, { municipalityId: '837', name, age, party, profession })).id;
  const A = await c('A', 28, 'SDP', 'opettaja'); //     under 30: counts in 30-45
  const B = await c('B', 45, 'SDP', ' opettaja '); //   trimmed: opettaja; 30-45
  const C = await c('C', 46, 'Kokoomus', 'yrittäjä'); // 46-60
  await c('D', 60, 'Vihreät', ''); //                   46-60; empty profession left out
  const E = await c('E', 61, 'Kokoomus', 'eläkeläinen'); // 61+
  await c('F', 75, 'KD', 'maanviljelijä'); //           61+
  const G = await c('G', 33, 'SDP', 'eläkeläinen'); //  30-45
  const H = await c('H', 50, 'Liike Nyt', 'opettaja');

  await db.insert(visitEvents).values([
    // created_at (UTC)                     Helsinki local time
    visit('837', 1, 'Tampere', '2026-07-15T23:30:00Z', '2026-07-16'), // Thu 16.7. 02:30 (EEST)
    visit('837', 2, 'Tampere', '2026-07-15T08:00:00Z', '2026-07-15'), // Wed 15.7. 11:00
    visit('837', 3, 'Tampere', '2026-07-15T09:15:00Z', '2026-07-15'), // Wed 15.7. 12:15
    visit('837', 4, 'Nokia', '2026-07-16T20:59:59Z', '2026-07-16'), //   Thu 16.7. 23:59
    visit('837', 5, 'Nokia', '2026-07-16T21:00:00Z', '2026-07-17'), //   Fri 17.7. 00:00
    visit('837', 6, 'Ylöjärvi', '2026-07-18T06:00:00Z', '2026-07-18'), // Sat 18.7. 09:00
    visit('837', 7, 'Kangasala', '2026-07-19T10:00:00Z', '2026-07-19'), // Sun 19.7. 13:00
    visit('837', 8, 'Pirkkala', '2026-01-10T22:30:00Z', '2026-01-11'), // Sun 11.1. 00:30 (EET)
    visit('837', 9, 'Lempäälä', '2026-01-10T21:30:00Z', '2026-01-10'), // Sat 10.1. 23:30 (EET)
    // Helsinki (091), only in the overall figures.
    visit('091', 1, 'Helsinki', '2026-07-15T12:00:00Z', '2026-07-15'), // Wed 15.7. 15:00
    visit('091', 2, 'Helsinki', '2026-07-20T05:00:00Z', '2026-07-20'), // Mon 20.7. 08:00
  ]);

  const match = (
    municipalityId: string,
    n: number,
    candidateId: number,
    matchPercentage: number,
    categoryMatches: Record<string, number>,
    createdAt: string,
  ) => ({
    municipalityId,
    userId: `anon-test-${municipalityId}-${n}`,
    candidateId,
    matchPercentage,
    categoryMatches,
    createdAt: new Date(createdAt),
  });
  await db.insert(matches).values([
    //                                               Helsinki day
    match('837', 1, A, 80, { 'Terveys ja hyvinvointi': 90, Palvelut: 70 }, '2026-07-15T23:45:00Z'), // 16.7.
    match(
      '837',
      2,
      B,
      60,
      { 'Terveys ja hyvinvointi': 50, Palvelut: 40, 'Liikenne ja infrastruktuuri': 100 },
      '2026-07-15T10:00:00Z', // 15.7.
    ),
    match(
      '837',
      3,
      C,
      75.5,
      { 'Terveys ja hyvinvointi': 60, Sosiaalipalvelut: 20 },
      '2026-07-17T12:00:00Z', // 17.7.
    ),
    match('837', 4, E, 45, { 'Terveys ja hyvinvointi': 70 }, '2026-01-10T22:10:00Z'), // 11.1. 00:10
    match('837', 5, H, 50, {}, '2026-07-18T07:00:00Z'), // 18.7.; H is removed below
  ]);
  // The statistics read the summaries and the raw rows not summarized yet: the data set has both.
  // Everything so far goes into the summaries (on PostgreSQL, unless a transaction elsewhere in
  // the cluster holds the summarizer back: the figures are the same either way).
  await summarizeStatistics(db);
  await db.insert(matches).values(
    match(
      '837',
      6,
      G,
      70,
      { Palvelut: 56, 'Vapaa-aika ja aktiviteetit': 65 },
      '2026-07-16T05:00:00Z', // 16.7.
    ),
  );
  // Removing a candidate keeps its saved matches with candidate_id null.
  await db.delete(candidates).where(eq(candidates.id, H));

  // Helsinki (091): five candidates and one match.
  const h = async (name: string, age: number, party: string, profession: string) =>
    (await insertCandidate(db, { municipalityId: '091', name, age, party, profession })).id;
  const X = await h('X', 52, 'Vihreät', 'lääkäri'); // 46-60
  await h('Y', 70, 'RKP', 'insinööri'); //              61+
  await h('Z', 40, 'SDP', 'sairaanhoitaja'); //         30-45
  await h('W', 35, 'Kokoomus', 'kuljettaja'); //        30-45
  await h('V', 66, 'KD', 'myyjä'); //                   61+
  await db
    .insert(matches)
    .values(
      match('091', 1, X, 90, { 'Osallistuminen ja vaikuttaminen': 80 }, '2026-07-20T05:10:00Z'),
    );
}

/**
 * A fresh database with the data set, and signed-in admins: of Tampere, of Turku, and a super
 * admin (Cookie headers).
 */
export async function statisticsTestContext() {
  const t = await createTestContext();
  await insertStatisticsData(t.database.db);
  await createUser(t, { email: 'tampere@example.fi', adminOf: ['837'] });
  await createUser(t, { email: 'turku@example.fi', adminOf: ['853'] });
  await createUser(t, { email: 'paakayttaja@example.fi', superAdmin: true });
  return {
    t,
    tampereAdmin: await signIn(t, 'tampere@example.fi'),
    turkuAdmin: await signIn(t, 'turku@example.fi'),
    superAdmin: await signIn(t, 'paakayttaja@example.fi'),
    get: (path: string, cookie?: string) =>
      t.app.request(path, { headers: cookie ? { Cookie: cookie } : {} }),
  };
}
