// npm run bench:write: visits per second (POST /api/statistics/visits) and match saves per
// second (POST /api/matches), 50 connections, on PostgreSQL, against their floor: a bare
// node:http server in a process of its own doing the same INSERT through a bare `pg` pool of 10
// into tables identical to ours (visit_events, matches) where no statistics summarizer runs,
// alternated in one run. Our server runs its summarizer as in production (every 2 s).
// Every request is a new visitor (so the one-visit-a-day rule and the match limit never answer
// in place of a write) from a new client address in X-Forwarded-For (so the per-address write
// limits never answer 429), with Origin equal to the server's PUBLIC_URL as a browser sends it.
// Any answer but 2xx counts as an error.
// Target (issue #11): at least 50 % of the floor, at least 1,500 per second, 0 errors.
// PostgreSQL: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres); the
// script creates and drops its own database there. Not part of npm test.
import pg from 'pg';
import { CATEGORIES } from '#core/questions';
import {
  addressFor,
  alternate,
  ensureBuilt,
  header,
  loadLine,
  resultTable,
  startFloor,
  startOurServer,
  throwAwayDatabase,
  type Requests,
  type Row,
} from './bench-load-support';

const TARGET = { minRatio: 0.5, minPerSecond: 1500, maxErrors: 0 };
const MUNICIPALITY = '091';
const RUN = Date.now().toString(36);

/**
 * The tables of the floor: columns, defaults, indexes, checks and foreign keys of ours; no
 * summarizer reads them.
 */
async function prepare(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`
      create table bench_floor_visits (like visit_events including all);
      alter table bench_floor_visits add foreign key (municipality_id)
        references participating_municipalities (municipality_id) on delete cascade;
      create table bench_floor_matches (like matches including all);
      alter table bench_floor_matches add foreign key (municipality_id)
        references participating_municipalities (municipality_id) on delete cascade;
      alter table bench_floor_matches add foreign key (candidate_id)
        references candidates (id) on delete set null;
    `);
    // Demo candidates are not saved; a match needs a real candidate of the municipality.
    const { rows } = await client.query<{ id: number }>(
      `insert into candidates (name, age, party, answers, municipality_id)
       values ('Kuormitus Testaaja', 70, 'Sitoutumaton', $1, $2) returning id`,
      [Array.from({ length: 25 }, (_, i) => (i % 5) + 1), MUNICIPALITY],
    );
    return rows[0]!.id;
  } finally {
    await client.end();
  }
}

/** A check that 2xx answers were real writes (not "already counted" or "limit reached"). */
async function countRows(databaseUrl: string): Promise<string> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<Record<string, string>>(`
      select (select count(*) from visit_events) as "ours visits",
             (select count(*) from bench_floor_visits) as "floor visits",
             (select count(*) from matches) as "ours matches",
             (select count(*) from bench_floor_matches) as "floor matches"`);
    return Object.entries(rows[0]!)
      .map(([name, count]) => `${name} ${Number(count).toLocaleString('en')}`)
      .join(', ');
  } finally {
    await client.end();
  }
}

/** Requests sent so far, by both paths and both sides: numbers the visitors and addresses. */
let n = 0;

/** Requests where every one is a new visitor from a new client address. */
function writeRequests(path: string, origin: string, body: (visitor: string) => unknown): Requests {
  return [
    {
      method: 'POST',
      path,
      setupRequest: (req) => {
        n += 1;
        return {
          ...req,
          headers: {
            ...req.headers,
            'content-type': 'application/json',
            origin,
            'x-forwarded-for': addressFor(n),
          },
          body: JSON.stringify(body(`bench-${RUN}-${n}`)),
        };
      },
    },
  ];
}

const visitBody = (visitor: string) => ({
  p_user_uuid: visitor,
  p_municipality_id: MUNICIPALITY,
});

function matchBody(candidateId: number) {
  const categories = Object.fromEntries(CATEGORIES.map((c, i) => [c, 40 + i * 7]));
  return (visitor: string) => ({
    municipality_id: MUNICIPALITY,
    user_id: visitor,
    match_percentage: 73.5,
    category_matches: categories,
    candidate_id: candidateId,
  });
}

ensureBuilt();
header('bench:write (PostgreSQL)');
const database = await throwAwayDatabase('bench_write');
const rows: Row[] = [];
try {
  const ours = await startOurServer(database.url);
  let floor: Awaited<ReturnType<typeof startFloor>> | undefined;
  try {
    const candidateId = await prepare(database.url);
    floor = await startFloor({ FLOOR_MODE: 'write', FLOOR_DATABASE_URL: database.url });
    for (const [path, body] of [
      ['/api/statistics/visits', visitBody],
      ['/api/matches', matchBody(candidateId)],
    ] as const) {
      const label = path.split('/').at(-1)!;
      // Ours and the floor draw from one sequence of visitors and addresses: none repeats.
      const requests = writeRequests(path, ours.origin, body);
      const result = await alternate(
        label,
        { url: ours.baseURL, requests },
        { url: floor.baseURL, requests },
      );
      rows.push({ path: `POST ${path}`, ...result });
      for (const [side, s] of Object.entries(result)) {
        if (s.errors) console.log(`  ${label} ${side} answers: ${JSON.stringify(s.statusCounts)}`);
      }
    }
  } finally {
    await floor?.stop();
    await ours.stop();
  }
  console.log(`  rows written, warm-up included: ${await countRows(database.url)}`);
} finally {
  await database.drop();
}
console.log('');
console.log(resultTable(rows, TARGET, true));
console.log(
  `target: ours >= ${TARGET.minRatio * 100} % of the floor, >= ${TARGET.minPerSecond.toLocaleString('en')} 2xx/s, ` +
    `${TARGET.maxErrors} errors (non-2xx answers, connection errors and timeouts); req/s counts 2xx answers only`,
);
console.log(loadLine('at end'));
