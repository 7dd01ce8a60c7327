import { sql } from 'drizzle-orm';
import { REFERENCE_MUNICIPALITIES } from '#core/municipalities';
import type { Db } from '#server/db/client';
import { participatingMunicipalities } from '#server/db/schema';

// A real election's size for the admin lists, written straight into the test database with a
// few INSERT ... SELECT statements (seconds, not minutes): every mainland municipality takes
// part, 35,000 approved candidates of whom 1,200 in Helsinki, and in Helsinki also pending
// submissions, access codes and audit-log rows in the thousands.

export const NATIONAL = {
  candidates: 35_000,
  helsinkiCandidates: 1_200,
  helsinkiSubmissions: 1_500,
  helsinkiCodes: 3_000,
  helsinkiAudit: 5_000,
} as const;

export const SEED_PARTIES = [
  'Keskusta',
  'Kokoomus',
  'Perussuomalaiset',
  'SDP',
  'Vasemmistoliitto',
  'Vihreät',
] as const;

/** Seeds everything above; returns the number of participating municipalities. */
export async function seedNationalAdminLists(db: Db): Promise<number> {
  const mainland = REFERENCE_MUNICIPALITIES.filter((m) => !m.aland);
  await db
    .insert(participatingMunicipalities)
    .values(mainland.map((m) => ({ municipalityId: m.code })))
    .onConflictDoNothing();

  const parties = sql.raw(`array[${SEED_PARTIES.map((p) => `'${p}'`).join(',')}]`);
  const firstNames = sql.raw(
    "array['Aino','Eino','Helmi','Väinö','Kerttu','Toivo','Sirkka','Pentti','Raili','Matti']",
  );
  const lastNames = sql.raw(
    "array['Virtanen','Korhonen','Mäkinen','Nieminen','Mäkelä','Hämäläinen','Laine','Heikkinen','Koskinen','Järvinen','Lehtonen','Saarinen']",
  );
  const answers = sql.raw("array_fill(3::smallint, array[25]), array_fill(''::text, array[25])");

  // Helsinki: 1,200 candidates numbered from 2 (the lowest number on a real list).
  await db.execute(sql`
    insert into candidates
      (name, age, party, profession, answers, answer_justifications, municipality_id, voting_number)
    select (${firstNames})[1 + g % 10] || ' ' || (${lastNames})[1 + (g / 10) % 12] || ' ' || g,
      40 + g % 45, (${parties})[1 + g % 6], 'eläkeläinen', ${answers}, '091', g + 1
    from generate_series(1, ${NATIONAL.helsinkiCandidates}) g`);

  // The other 33,800 spread over the other municipalities.
  const others = mainland.length - 1;
  const rest = NATIONAL.candidates - NATIONAL.helsinkiCandidates;
  const each = Math.floor(rest / others);
  const extra = rest - each * others;
  await db.execute(sql`
    insert into candidates
      (name, age, party, profession, answers, answer_justifications, municipality_id, voting_number)
    select (${firstNames})[1 + g % 10] || ' ' || (${lastNames})[1 + (g / 10) % 12] || ' ' || g,
      40 + g % 45, (${parties})[1 + g % 6], 'eläkeläinen', ${answers}, m.municipality_id, g + 1
    from (select municipality_id, row_number() over (order by municipality_id) as rn
          from participating_municipalities where municipality_id <> '091') m
    cross join lateral generate_series(1, ${each} + case when m.rn <= ${extra} then 1 else 0 end) g`);

  // Helsinki's access codes (code number 1234 is TAAABCDE): a third used, a third expired, a
  // third still usable.
  await db.execute(sql`
    insert into candidate_access_codes (code, municipality_id, email, expires_at, used, used_at, created_at)
    select 'T' || translate(lpad(g::text, 7, '0'), '0123456789', 'ABCDEFGHJK'), '091', 'ehdokas' || g || '@example.fi',
      case when g % 3 = 1 then now() - interval '1 day' else now() + interval '14 days' end,
      g % 3 = 0, case when g % 3 = 0 then now() else null end,
      now() - (g || ' minutes')::interval
    from generate_series(1, ${NATIONAL.helsinkiCodes}) g`);

  // Pending submissions (their codes are not needed here).
  await db.execute(sql`
    insert into candidate_submissions
      (name, age, party, profession, answers, answer_justifications, municipality_id,
       voting_number, status, created_at)
    select 'Hakija ' || (${lastNames})[1 + g % 12] || ' ' || g, 50 + g % 40, (${parties})[1 + g % 6],
      'eläkeläinen', ${answers}, '091', 5000 + g, 'pending', now() - (g || ' minutes')::interval
    from generate_series(1, ${NATIONAL.helsinkiSubmissions}) g`);

  await db.execute(sql`
    insert into audit_log (actor_email, action, entity, entity_id, municipality_id, created_at)
    select 'yllapitaja' || (g % 5) || '@example.fi',
      case when g % 2 = 0 then 'candidate.update' else 'access_code.create' end,
      'candidate', g::text, '091', now() - (g || ' minutes')::interval
    from generate_series(1, ${NATIONAL.helsinkiAudit}) g`);

  return mainland.length;
}
