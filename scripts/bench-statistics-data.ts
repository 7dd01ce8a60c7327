import { sql } from 'drizzle-orm';
import { CATEGORIES } from '#core/questions';
import type { Db } from '#server/db/client';

// Set-based generation of a realistic municipality for the statistics benchmark: every row is
// made inside the database by insert … select from generate_series, so a million visits take
// seconds, not minutes.

export interface Scale {
  municipalityId: string;
  city: string;
  visits: number;
  matches: number;
  candidates: number;
}

/** The 60 days before the election (Helsinki local), crossing the spring DST change on 29.3. */
const FIRST_DAY = '2026-02-08';
const DAYS = 60;

// Pensioners use the service mostly in the morning and day; a little at night.
const HOUR_WEIGHTS = [
  1, 0.5, 0.3, 0.2, 0.2, 0.5, 2, 4, 7, 9, 10, 10, 9, 9, 9, 8, 8, 8, 8, 7, 6, 5, 3, 2,
];
// Su Ma Ti Ke To Pe La: weekdays busier than weekends.
const WEEKDAY_WEIGHTS = [0.8, 1.2, 1.1, 1.1, 1.0, 0.9, 0.7];

const PARTIES: [string, number][] = [
  ['Kokoomus', 20],
  ['SDP', 20],
  ['Perussuomalaiset', 14],
  ['Vihreät', 12],
  ['Keskusta', 10],
  ['Vasemmistoliitto', 10],
  ['RKP', 5],
  ['KD', 5],
  ['Liike Nyt', 2],
  ['VKK', 2],
];
const PROFESSIONS = [
  'eläkeläinen',
  'sairaanhoitaja',
  'opettaja',
  'yrittäjä',
  'lähihoitaja',
  'insinööri',
  'kirjanpitäjä',
  'maanviljelijä',
  'lääkäri',
  'sosionomi',
  'myyjä',
  'kuljettaja',
  'toimittaja',
  'juristi',
  'rakennusmies',
  'siivooja',
  'ekonomi',
  'poliisi',
  'pappi',
  'kirjastonhoitaja',
];

const textArray = (values: string[]) =>
  sql.raw(`array[${values.map((v) => `'${v.replaceAll("'", "''")}'`).join(',')}]::text[]`);
const weighted = (pairs: [string, number][]) =>
  textArray(pairs.flatMap(([value, weight]) => Array.from({ length: weight }, () => value)));

/**
 * A weighted pick list of local timestamps' day offsets and hours as two int arrays: a day
 * appears in proportion to its weekday and to how close the election is (interest grows).
 */
function pickListsSql() {
  const hours = sql.raw(
    `array[${HOUR_WEIGHTS.flatMap((w, h) => Array.from({ length: Math.round(w * 10) }, () => h)).join(',')}]::int[]`,
  );
  return sql`
    days as (
      select array_agg(d order by d) as a
      from generate_series(0, ${DAYS - 1}) d,
        lateral generate_series(1, round(10 * (1 + 3 * power(d / ${DAYS - 1}::float8, 2))
          * (array[${sql.raw(WEEKDAY_WEIGHTS.join(','))}]::float8[])[
              extract(dow from ${FIRST_DAY}::date + d)::int + 1])::int)
    ),
    hours as (select ${hours} as a)`;
}

/** A random instant in the period with the day and hour patterns, as timestamptz. */
const randomInstant = sql`((${FIRST_DAY}::date
    + days.a[1 + floor(random() * cardinality(days.a))::int])::timestamp
    + make_interval(hours => hours.a[1 + floor(random() * cardinality(hours.a))::int],
                    secs => random() * 3600)) at time zone 'Europe/Helsinki'`;

/**
 * Generates the rows in one transaction; returns how long each table took (ms). With `tail`,
 * only visits and matches of other visitors (candidates exist already): the raw rows the
 * summarizer has not reached when the statistics are read.
 */
export async function generateMunicipality(db: Db, s: Scale, opts: { tail?: boolean } = {}) {
  return db.transaction(async (tx) => {
    // Room for the sorts of a million rows.
    await tx.execute(sql`set local work_mem = '256MB'`);
    return insertRows(tx as unknown as Db, s, opts.tail ? 'tail-' : 'anon-');
  });
}

async function insertRows(db: Db, s: Scale, prefix: string) {
  const timings: Record<string, number> = {};
  let started = performance.now();
  const lap = (name: string) => {
    timings[name] = performance.now() - started;
    started = performance.now();
  };
  const parties = weighted(PARTIES);
  const professions = textArray(PROFESSIONS);
  if (prefix === 'anon-')
    await db.execute(sql`
    insert into candidates (name, age, party, profession, answers, municipality_id, voting_number)
    select 'Ehdokas ' || g,
      25 + floor(random() * 55)::int,
      (${parties})[1 + floor(random() * cardinality(${parties}))::int],
      case when random() < 0.05 then ''
           else (${professions})[1 + floor(power(random(), 1.5) * cardinality(${professions}))::int] end,
      array(select (1 + floor(random() * 5))::smallint from generate_series(1, 25) where g > 0),
      ${s.municipalityId}, 1 + g
    from generate_series(1, ${s.candidates}) g`);
  lap('candidates');

  await db.execute(sql`
    with ${pickListsSql()}
    insert into visit_events (municipality_id, user_uuid, city, visit_day, created_at)
    select ${s.municipalityId}, ${prefix} || lpad((row_number() over (order by t))::text, 9, '0'),
      ${s.city}, (t at time zone 'Europe/Helsinki')::date, t
    from (select g, ${randomInstant} as t
          from generate_series(1, ${s.visits}) g, days, hours) v
    order by t -- rows arrive in time order in real life too`);
  lap('visits');

  // A few popular candidates get most of the top matches (power-law pick).
  const categoryObject = sql.raw(
    `jsonb_strip_nulls(jsonb_build_object(${CATEGORIES.map(
      (c) => `'${c}', case when random() < 0.05 then null else round(random() * 100) end`,
    ).join(', ')}))`,
  );
  await db.execute(sql`
    with ${pickListsSql()},
    ids as (select array_agg(id order by id) as a from candidates
            where municipality_id = ${s.municipalityId})
    insert into matches (municipality_id, user_id, match_percentage, category_matches,
                         candidate_id, created_at)
    select ${s.municipalityId}, ${prefix} || lpad((row_number() over (order by t))::text, 9, '0'),
      round((35 + random() * 30 + random() * 30)::numeric, 1)::real,
      ${categoryObject},
      ids.a[1 + floor(power(random(), 2) * cardinality(ids.a))::int],
      t
    from (select ${randomInstant} as t
          from generate_series(1, ${s.matches}) g, days, hours) v, ids
    order by t`);
  lap('matches');
  return timings;
}
