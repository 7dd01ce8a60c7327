import { eq, inArray, sql } from 'drizzle-orm';
import { findReferenceMunicipality } from '#core/municipalities';
import type { Db, Tx } from '../../db/client';
import { officialCandidates, participatingMunicipalities } from '../../db/schema';
import { writeAudit, type Actor } from '../../shared/audit';
import {
  decodeMinistryFile,
  parseMinistryFile,
  type OfficialRow,
  type Refusal,
} from './ministry-csv';

type StoredRow = Pick<
  typeof officialCandidates.$inferSelect,
  'id' | 'municipalityId' | 'candidateNumber' | 'source' | (typeof COMPARED)[number]
>;

/** The fields a re-import compares and writes. */
const COMPARED = [
  'firstName',
  'lastName',
  'party',
  'partyAbbr',
  'partyId',
  'age',
  'profession',
  'language',
] as const;

export interface MunicipalityDiff {
  municipality_id: string;
  name: string;
  new: number;
  changed: number;
  unchanged: number;
  removed: number;
  refused: number;
}

export interface ImportSummary {
  municipalities: MunicipalityDiff[];
  refused: Refusal[];
  refused_total: number;
  unknown_parties: { name: string; rows: number }[];
  skipped: {
    other_area_rows: number;
    /** Valid rows of municipalities not in the machine (or not the admin's), by municipality. */
    municipalities: { municipality_id: string; name: string; rows: number }[];
  };
}

interface Plan {
  summary: ImportSummary;
  inserts: OfficialRow[];
  updates: { id: number; row: OfficialRow }[];
  removals: { id: number; municipalityId: string }[];
}

const sameRow = (stored: StoredRow, row: OfficialRow) =>
  COMPARED.every((f) => stored[f] === row[f]) && stored.source === 'import';

const nameOf = (code: string) => findReferenceMunicipality(code)?.name_fi ?? code;

/**
 * Reads the file and compares it with the stored lists in memory: what an import would add,
 * change, leave and remove in each municipality it covers (all participating municipalities, or
 * only `scope`). Removed: imported candidates of a municipality in the file whose number is
 * no longer in it (an admin's own additions stay).
 */
async function planImport(db: Db | Tx, bytes: Uint8Array, scope: string | null): Promise<Plan> {
  const participating = new Set(
    (
      await db
        .select({ id: participatingMunicipalities.municipalityId })
        .from(participatingMunicipalities)
    ).map((r) => r.id),
  );
  const covers = (code: string) => participating.has(code) && (scope === null || code === scope);
  const parsed = await parseMinistryFile(await decodeMinistryFile(bytes), covers);

  const inFile = [...new Set(parsed.rows.map((r) => r.municipalityId))].sort();
  // Only what the comparison needs: reading a whole country's list is most of a re-import's time.
  const stored: StoredRow[] = inFile.length
    ? await db
        .select({
          id: officialCandidates.id,
          municipalityId: officialCandidates.municipalityId,
          candidateNumber: officialCandidates.candidateNumber,
          source: officialCandidates.source,
          firstName: officialCandidates.firstName,
          lastName: officialCandidates.lastName,
          party: officialCandidates.party,
          partyAbbr: officialCandidates.partyAbbr,
          partyId: officialCandidates.partyId,
          age: officialCandidates.age,
          profession: officialCandidates.profession,
          language: officialCandidates.language,
        })
        .from(officialCandidates)
        .where(
          scope === null
            ? inArray(officialCandidates.municipalityId, inFile)
            : eq(officialCandidates.municipalityId, scope),
        )
    : [];
  const byKey = new Map(stored.map((s) => [`${s.municipalityId}:${s.candidateNumber}`, s]));

  const diffs = new Map<string, MunicipalityDiff>();
  const diffOf = (code: string) => {
    let d = diffs.get(code);
    if (!d) {
      d = {
        municipality_id: code,
        name: nameOf(code),
        new: 0,
        changed: 0,
        unchanged: 0,
        removed: 0,
        refused: 0,
      };
      diffs.set(code, d);
    }
    return d;
  };
  const plan: Plan = { summary: undefined as never, inserts: [], updates: [], removals: [] };
  const keys = new Set<string>();
  for (const row of parsed.rows) {
    const key = `${row.municipalityId}:${row.candidateNumber}`;
    keys.add(key);
    const before = byKey.get(key);
    const diff = diffOf(row.municipalityId);
    if (!before) {
      diff.new++;
      plan.inserts.push(row);
    } else if (sameRow(before, row)) {
      diff.unchanged++;
    } else {
      diff.changed++;
      plan.updates.push({ id: before.id, row });
    }
  }
  for (const s of stored) {
    const key = `${s.municipalityId}:${s.candidateNumber}`;
    if (s.source === 'import' && !keys.has(key) && !parsed.refusedKeys.has(key)) {
      diffOf(s.municipalityId).removed++;
      plan.removals.push({ id: s.id, municipalityId: s.municipalityId });
    }
  }
  for (const [code, n] of parsed.refusedByMunicipality) {
    if (covers(code)) diffOf(code).refused += n;
  }
  plan.summary = {
    municipalities: [...diffs.values()].sort((a, b) => a.name.localeCompare(b.name, 'fi')),
    refused: parsed.refused,
    refused_total: parsed.refusedTotal,
    unknown_parties: [...parsed.unknownParties]
      .map(([name, rows]) => ({ name, rows }))
      .sort((a, b) => b.rows - a.rows || a.name.localeCompare(b.name, 'fi')),
    skipped: {
      other_area_rows: parsed.otherAreaRows,
      municipalities: [...parsed.skippedByMunicipality]
        .map(([code, rows]) => ({ municipality_id: code, name: nameOf(code), rows }))
        .sort((a, b) => a.name.localeCompare(b.name, 'fi')),
    },
  };
  return plan;
}

/** What importing the file would do; writes nothing. */
export async function previewImport(db: Db, bytes: Uint8Array, scope: string | null) {
  return (await planImport(db, bytes, scope)).summary;
}

/** Rows per statement: a few thousand rows of JSON keep each statement a few hundred kilobytes. */
const CHUNK = 5000;

function chunks<T>(list: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += CHUNK) out.push(list.slice(i, i + CHUNK));
  return out;
}

const asRecord = (r: OfficialRow) => ({
  municipality_id: r.municipalityId,
  candidate_number: r.candidateNumber,
  first_name: r.firstName,
  last_name: r.lastName,
  party: r.party,
  party_abbr: r.partyAbbr,
  party_id: r.partyId,
  age: r.age,
  profession: r.profession,
  language: r.language,
});

// One JSON parameter per statement, read with json_to_recordset: the same on PGlite and
// node-postgres, and thousands of rows in one round trip.
const RECORD_COLUMNS = sql.raw(
  'municipality_id text, candidate_number int, first_name text, last_name text, party text, party_abbr text, party_id text, age int, profession text, language text',
);

/**
 * Imports the file: the same comparison as the preview, made again inside one transaction, then
 * the new rows, the changes and the removals with a few bulk statements. Unchanged rows are not
 * touched. One audit row per municipality that changed.
 */
export async function importOfficialList(
  db: Db,
  bytes: Uint8Array,
  scope: string | null,
  actor: Actor,
): Promise<ImportSummary> {
  return db.transaction(async (tx) => {
    // One import at a time: two at once would both insert the same new numbers.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('official_candidates_import'))`);
    const plan = await planImport(tx, bytes, scope);
    for (const part of chunks(plan.inserts)) {
      await tx.execute(sql`
        insert into official_candidates
          (municipality_id, candidate_number, first_name, last_name, party, party_abbr, party_id, age, profession, language, source)
        select municipality_id, candidate_number, first_name, last_name, party, party_abbr, party_id, age, profession, language, 'import'
        from json_to_recordset(${JSON.stringify(part.map(asRecord))}::json) as x(${RECORD_COLUMNS})`);
    }
    for (const part of chunks(plan.updates)) {
      const records = part.map((u) => ({ id: u.id, ...asRecord(u.row) }));
      await tx.execute(sql`
        update official_candidates o set
          first_name = x.first_name, last_name = x.last_name, party = x.party,
          party_abbr = x.party_abbr, party_id = x.party_id, age = x.age,
          profession = x.profession, language = x.language, source = 'import', updated_at = now()
        from json_to_recordset(${JSON.stringify(records)}::json) as x(id int, ${RECORD_COLUMNS})
        where o.id = x.id`);
    }
    for (const part of chunks(plan.removals)) {
      await tx.execute(sql`
        delete from official_candidates
        where id in (select value::int from json_array_elements_text(${JSON.stringify(part.map((r) => r.id))}::json))`);
    }
    for (const d of plan.summary.municipalities) {
      if (d.new + d.changed + d.removed === 0) continue;
      await writeAudit(tx, actor, {
        action: 'official_candidates.import',
        entity: 'official_candidates',
        municipalityId: d.municipality_id,
        details: { new: d.new, changed: d.changed, removed: d.removed, refused: d.refused },
      });
    }
    return plan.summary;
  });
}
