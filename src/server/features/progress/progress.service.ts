import { and, count, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import {
  candidateAccessCodes,
  candidates,
  candidateSubmissions,
  officialCandidates,
  outbox,
  participatingMunicipalities,
} from '../../db/schema';
import { csvFile } from '../../shared/domain/csv';
import { displayNames } from '../../shared/domain/municipality-lookup';

// Vastaustilanne: how far each municipality's candidates have got, for the admin overview.

export interface ProgressRow {
  municipality_id: string;
  name: string;
  /** On the official candidate list. */
  official: number;
  /** Access codes made (emailed, printed as letters, or handed out with Kopioi linkki). */
  codes: number;
  /** Codes whose email the mail relay has accepted. */
  mailed: number;
  /** Codes printed as letters: no address, or (an official candidate's) no email sent or queued. */
  letters: number;
  /** Codes a candidate has sent answers with. */
  answered: number;
  /** Submissions (first answers and corrections) waiting for review. */
  pending: number;
  /** Candidates the voters see. */
  published: number;
}

/** Rows per municipality of `table`, counted with one grouped query. */
async function countBy(
  db: Db,
  table: PgTable,
  municipality: PgColumn,
  ids: readonly string[],
  where?: SQL,
): Promise<Map<string, number>> {
  const rows = await db
    .select({ id: municipality, n: count() })
    .from(table)
    .where(and(inArray(municipality, [...ids]), where))
    .groupBy(municipality);
  return new Map(rows.map((r) => [r.id as string, r.n]));
}

/** The figures of the municipalities `ids` (the ones the admin manages), by name. */
export async function progressOf(db: Db, ids: readonly string[]): Promise<ProgressRow[]> {
  if (ids.length === 0) return [];
  const mailedCode = sql`exists (select 1 from ${outbox} where ${outbox.accessCode} = ${candidateAccessCodes.code} and ${outbox.status} = 'sent')`;
  // A letter is what the letters page prints: a code with no address, or an official candidate's
  // code that no email carries (without SMTP_URL every code is handed out on paper).
  const letterCode = or(
    eq(candidateAccessCodes.email, ''),
    sql`(${candidateAccessCodes.officialCandidateId} is not null and not exists (select 1 from ${outbox} where ${outbox.accessCode} = ${candidateAccessCodes.code} and ${outbox.status} in ('pending', 'sending', 'sent')))`,
  );
  const [municipalities, official, codes, mailed, letters, answered, pending, published] =
    await Promise.all([
      db
        .select()
        .from(participatingMunicipalities)
        .where(inArray(participatingMunicipalities.municipalityId, [...ids])),
      countBy(db, officialCandidates, officialCandidates.municipalityId, ids),
      countBy(db, candidateAccessCodes, candidateAccessCodes.municipalityId, ids),
      countBy(db, candidateAccessCodes, candidateAccessCodes.municipalityId, ids, mailedCode),
      countBy(db, candidateAccessCodes, candidateAccessCodes.municipalityId, ids, letterCode),
      countBy(
        db,
        candidateAccessCodes,
        candidateAccessCodes.municipalityId,
        ids,
        eq(candidateAccessCodes.used, true),
      ),
      countBy(
        db,
        candidateSubmissions,
        candidateSubmissions.municipalityId,
        ids,
        sql`${candidateSubmissions.status} = 'pending'`,
      ),
      countBy(db, candidates, candidates.municipalityId, ids),
    ]);
  return municipalities
    .map((m) => {
      const id = m.municipalityId;
      return {
        municipality_id: id,
        name: displayNames(m).name,
        official: official.get(id) ?? 0,
        codes: codes.get(id) ?? 0,
        mailed: mailed.get(id) ?? 0,
        letters: letters.get(id) ?? 0,
        answered: answered.get(id) ?? 0,
        pending: pending.get(id) ?? 0,
        published: published.get(id) ?? 0,
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name, 'fi'));
}

const HEADER = [
  'kunta_koodi',
  'kunta',
  'virallisia_ehdokkaita',
  'koodeja_tehty',
  'sahkopostilla_lahetetty',
  'kirjeina',
  'vastanneita',
  'odottaa_tarkistusta',
  'julkaistuja',
] as const;

/** The same figures as CSV for Finnish Excel (shared/domain/csv.ts: BOM, ';', formula-guarded). */
export function progressCsv(rows: readonly ProgressRow[]): string {
  return csvFile([
    HEADER,
    ...rows.map((r) => [
      r.municipality_id,
      r.name,
      ...[r.official, r.codes, r.mailed, r.letters, r.answered, r.pending, r.published].map(String),
    ]),
  ]);
}
