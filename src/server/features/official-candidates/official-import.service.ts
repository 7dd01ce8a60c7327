import { createHash } from 'node:crypto';
import { and, asc, eq, inArray, sql, type SQLWrapper } from 'drizzle-orm';
import { findReferenceMunicipality } from '#core/municipalities';
import type { Db, Tx } from '../../db/client';
import {
  auditLog,
  candidateAccessCodes,
  candidateSubmissions,
  officialCandidates,
  participatingMunicipalities,
} from '../../db/schema';
import { AppError } from '../../errors';
import { ErrorCode } from '#core/error-codes';
import { WITHDRAWN_AT } from '../../shared/domain/access-codes';
import { writeAudit, type Actor } from '../../shared/domain/audit';
import type { OfficialRow, ParsedFile, Refusal } from './ministry-csv';
import { parseInWorker } from './ministry-csv-worker';
import { COMPARED_FIELDS } from './official-candidates.schemas';

type StoredRow = Pick<
  typeof officialCandidates.$inferSelect,
  'id' | 'municipalityId' | 'candidateNumber' | 'source' | (typeof COMPARED)[number]
>;

const COMPARED = COMPARED_FIELDS;
type ComparedField = (typeof COMPARED)[number];

/** The fields an admin's correction (official_candidate.update) names, as compared here. */
const CORRECTABLE = new Set<string>([
  'firstName',
  'lastName',
  'party',
  'age',
  'profession',
  'language',
]);

/**
 * The fields of each row an admin corrected by hand (Virallinen ehdokaslista → Muokkaa), read from
 * the audit log: every correction names what it changed; choosing the file's value in an import
 * (official_candidate.take_file) ends the correction of those fields.
 */
/**
 * `column in (ids)` with the ids as one JSON parameter: thousands of ids in one statement, the
 * same on PGlite and node-postgres. A text column (the audit log's entity id) is compared as text.
 */
function inIdList(column: SQLWrapper, ids: readonly number[], as: 'int' | 'text' = 'int') {
  const list = JSON.stringify(ids.map(String));
  return as === 'int'
    ? sql`${column} in (select value::int from json_array_elements_text(${list}::json))`
    : sql`${column} in (select value from json_array_elements_text(${list}::json))`;
}

async function handCorrections(db: Db | Tx, ids: number[]) {
  const corrected = new Map<number, Set<string>>();
  if (ids.length === 0) return corrected;
  const rows = await db
    .select({ entityId: auditLog.entityId, action: auditLog.action, details: auditLog.details })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.entity, 'official_candidate'),
        inArray(auditLog.action, ['official_candidate.update', 'official_candidate.take_file']),
        inIdList(auditLog.entityId, ids, 'text'),
      ),
    )
    .orderBy(asc(auditLog.id));
  for (const r of rows) {
    const id = Number(r.entityId);
    const set = corrected.get(id) ?? new Set<string>();
    const details = (r.details ?? {}) as { changes?: Record<string, unknown>; fields?: string[] };
    if (r.action === 'official_candidate.update') {
      for (const f of Object.keys(details.changes ?? {})) if (CORRECTABLE.has(f)) set.add(f);
    } else {
      for (const f of details.fields ?? []) set.delete(f);
    }
    corrected.set(id, set);
  }
  return corrected;
}

export interface MunicipalityDiff {
  municipality_id: string;
  name: string;
  new: number;
  changed: number;
  unchanged: number;
  removed: number;
  refused: number;
}

/** One field of a changed row: the stored value and the file's. */
export interface FieldChange {
  field: ComparedField;
  old: string | number | null;
  new: string | number | null;
  /**
   * An admin corrected this field by hand: the import keeps the stored value unless the admin
   * chose the file's value for this row (`take_file`).
   */
  corrected: boolean;
}

export interface RowChange {
  id: number;
  municipality_id: string;
  candidate_number: number;
  name: string;
  fields: FieldChange[];
}

/** At most this many changed rows are listed with their values; all are counted. */
const CHANGES_LISTED = 1000;

/** A candidate the import would remove, with what hangs on them. */
export interface RowRemoval {
  id: number;
  municipality_id: string;
  candidate_number: number;
  name: string;
  /** Access codes made for this candidate: each stops working if the removal is confirmed. */
  codes: number;
  /** Submissions sent with those codes (any status). */
  submissions: number;
}

/** At most this many removed rows are listed; all are counted. */
const REMOVALS_LISTED = 1000;

export interface ImportSummary {
  municipalities: MunicipalityDiff[];
  /** Each changed row (the first {@link CHANGES_LISTED}) with its old and new values. */
  changes: RowChange[];
  changes_total: number;
  /**
   * Every removed candidate with codes first, then the rest (the first
   * {@link REMOVALS_LISTED}); the import asks for `confirm_removals` when any has codes.
   */
  removals: RowRemoval[];
  removals_total: number;
  /** Removed candidates that have access codes: their codes stop working on import. */
  removals_with_codes: number;
  /**
   * Names exactly which removed candidates with codes (and how many codes and submissions each)
   * the admin was shown; /import takes it as `confirm_removals`. Null when none has codes.
   */
  removals_token: string | null;
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
  /** Rows whose corrected fields take the file's value, with those fields. */
  takenFromFile: { id: number; municipalityId: string; fields: string[] }[];
  removals: { id: number; municipalityId: string }[];
  /** Every removed candidate that has access codes. */
  removedWithCodes: RowRemoval[];
}

/**
 * How many codes, and submissions sent with them, each of these official candidates has (only
 * those with any).
 */
async function codesOf(db: Db | Tx, ids: number[]) {
  const out = new Map<number, { codes: number; submissions: number }>();
  if (ids.length === 0) return out;
  const rows = await db
    .select({
      id: candidateAccessCodes.officialCandidateId,
      codes: sql<number>`count(distinct ${candidateAccessCodes.code})::int`,
      submissions: sql<number>`count(${candidateSubmissions.id})::int`,
    })
    .from(candidateAccessCodes)
    .leftJoin(candidateSubmissions, eq(candidateSubmissions.accessCode, candidateAccessCodes.code))
    .where(inIdList(candidateAccessCodes.officialCandidateId, ids))
    .groupBy(candidateAccessCodes.officialCandidateId);
  for (const r of rows)
    if (r.id !== null) out.set(r.id, { codes: r.codes, submissions: r.submissions });
  return out;
}

/**
 * The confirmation of these removals: a digest of every removed candidate with codes, with their
 * counts, so a confirmation given for one preview does not cover a different set (another file,
 * or codes made or candidates removed meanwhile).
 */
function removalsToken(withCodes: RowRemoval[]): string | null {
  if (withCodes.length === 0) return null;
  const listed = [...withCodes]
    .sort((a, b) => a.id - b.id)
    .map((r) => `${String(r.id)}:${String(r.codes)}:${String(r.submissions)}`);
  return createHash('sha256')
    .update(`${String(listed.length)};${listed.join(',')}`)
    .digest('base64url');
}

const sameRow = (stored: StoredRow, row: OfficialRow) =>
  COMPARED.every((f) => stored[f] === row[f]) && stored.source === 'import';

const nameOf = (code: string) => findReferenceMunicipality(code)?.name_fi ?? code;

/**
 * Reads the file (in the worker thread, ministry-csv-worker.ts) with the rows of the
 * municipalities it may change: all participating municipalities, or only `scope`. Done before
 * any transaction: a transaction held while a large file is read would hold the embedded
 * database's only connection.
 */
async function readFile(db: Db, bytes: Uint8Array, scope: string | null): Promise<FileRead> {
  const covered = new Set(
    (
      await db
        .select({ id: participatingMunicipalities.municipalityId })
        .from(participatingMunicipalities)
    )
      .map((r) => r.id)
      .filter((code) => scope === null || code === scope),
  );
  return { parsed: await parseInWorker(bytes, covered), covered };
}

interface FileRead {
  parsed: ParsedFile;
  /** The municipalities the file may change. */
  covered: ReadonlySet<string>;
}

/**
 * Compares the file read by {@link readFile} with the stored lists in memory: what an import
 * would add, change, leave and remove in each municipality it covers. Removed: imported
 * candidates of a municipality in the file whose number is no longer in it (an admin's own
 * additions stay).
 */
async function planImport(
  db: Db | Tx,
  { parsed, covered }: FileRead,
  scope: string | null,
  takeFile: ReadonlySet<number> = new Set(),
): Promise<Plan> {
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
  const plan: Plan = {
    summary: undefined as never,
    inserts: [],
    updates: [],
    takenFromFile: [],
    removals: [],
    removedWithCodes: [],
  };
  const keys = new Set<string>();
  const changed: { before: StoredRow; row: OfficialRow }[] = [];
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
      changed.push({ before, row });
    }
  }
  const corrections = await handCorrections(
    db,
    changed.map((c) => c.before.id),
  );
  const changes: RowChange[] = [];
  for (const { before, row } of changed) {
    const corrected = corrections.get(before.id) ?? new Set<string>();
    const take = takeFile.has(before.id);
    const fields = COMPARED.filter((f) => before[f] !== row[f]).map((f): FieldChange => ({
      field: f,
      old: before[f],
      new: row[f],
      corrected: corrected.has(f),
    }));
    // A hand correction stays unless the admin chose the file's value for this row.
    const kept = take ? [] : fields.filter((f) => f.corrected).map((f) => f.field);
    const written = { ...row };
    for (const f of kept) Object.assign(written, { [f]: before[f] });
    plan.updates.push({ id: before.id, row: written });
    const taken = take ? fields.filter((f) => f.corrected).map((f) => f.field) : [];
    if (taken.length > 0)
      plan.takenFromFile.push({
        id: before.id,
        municipalityId: before.municipalityId,
        fields: taken,
      });
    if (changes.length < CHANGES_LISTED)
      changes.push({
        id: before.id,
        municipality_id: before.municipalityId,
        candidate_number: before.candidateNumber,
        name: `${before.firstName} ${before.lastName}`,
        fields,
      });
  }
  const removed: StoredRow[] = [];
  for (const s of stored) {
    const key = `${s.municipalityId}:${s.candidateNumber}`;
    if (s.source === 'import' && !keys.has(key) && !parsed.refusedKeys.has(key)) {
      diffOf(s.municipalityId).removed++;
      plan.removals.push({ id: s.id, municipalityId: s.municipalityId });
      removed.push(s);
    }
  }
  const hanging = await codesOf(
    db,
    removed.map((r) => r.id),
  );
  const removals: RowRemoval[] = removed
    .map((r) => ({
      id: r.id,
      municipality_id: r.municipalityId,
      candidate_number: r.candidateNumber,
      name: `${r.firstName} ${r.lastName}`,
      codes: hanging.get(r.id)?.codes ?? 0,
      submissions: hanging.get(r.id)?.submissions ?? 0,
    }))
    .sort(
      (a, b) =>
        Number(b.codes > 0) - Number(a.codes > 0) ||
        a.municipality_id.localeCompare(b.municipality_id) ||
        a.candidate_number - b.candidate_number,
    );
  for (const [code, n] of parsed.refusedByMunicipality) {
    if (covered.has(code)) diffOf(code).refused += n;
  }
  plan.removedWithCodes = removals.filter((r) => r.codes > 0);
  plan.summary = {
    municipalities: [...diffs.values()].sort((a, b) => a.name.localeCompare(b.name, 'fi')),
    changes,
    changes_total: changed.length,
    removals: removals.slice(0, REMOVALS_LISTED),
    removals_total: removals.length,
    removals_with_codes: hanging.size,
    removals_token: removalsToken(plan.removedWithCodes),
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
  return (await planImport(db, await readFile(db, bytes, scope), scope)).summary;
}

/**
 * 409: the import would remove candidates with codes, and `given` does not confirm this very set
 * (none given, or the token of an earlier preview). The details carry the current removals and
 * their token, for the admin to check and confirm again.
 */
function removalsUnconfirmed(summary: ImportSummary, given: string | null) {
  const count = summary.removals_with_codes;
  return new AppError(
    ErrorCode.RemovalsUnconfirmed,
    409,
    (given === null
      ? `Tuonti poistaisi ${String(count)} ehdokasta, joilla on pääsykoodi.`
      : `Poistuvat ehdokkaat ovat muuttuneet esikatselun jälkeen: tuonti poistaisi nyt ${String(count)} ehdokasta, joilla on pääsykoodi.`) +
      ' Heidän koodinsa lakkaavat toimimasta. Tarkista poistuvat ehdokkaat esikatselusta ja vahvista poisto.',
    {
      removals: summary.removals,
      removals_total: summary.removals_total,
      removals_with_codes: count,
      removals_token: summary.removals_token,
    },
  );
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
  takeFile: ReadonlySet<number> = new Set(),
  confirmRemovals: string | null = null,
): Promise<ImportSummary> {
  const file = await readFile(db, bytes, scope);
  return db.transaction(async (tx) => {
    // One import at a time: two at once would both insert the same new numbers.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('official_candidates_import'))`);
    const plan = await planImport(tx, file, scope, takeFile);
    const { removals_token: token } = plan.summary;
    if (token !== null && confirmRemovals !== token)
      throw removalsUnconfirmed(plan.summary, confirmRemovals);
    // A removed candidate's codes end with them: withdrawn, never free codes (issue #32 F5).
    const ending = plan.removals.map((r) => r.id);
    const withdrawn = new Map<number, number>();
    for (const part of chunks(ending)) {
      // Locked first: a code being made for one of them meanwhile waits for this import and then
      // fails on the deleted candidate, instead of slipping in between and staying a free code.
      await tx.execute(
        sql`select ${officialCandidates.id} from ${officialCandidates} where ${inIdList(officialCandidates.id, part)} for update`,
      );
      const rows = await tx
        .update(candidateAccessCodes)
        .set({ expiresAt: WITHDRAWN_AT })
        .where(inIdList(candidateAccessCodes.officialCandidateId, part))
        .returning({ id: candidateAccessCodes.officialCandidateId });
      for (const r of rows) if (r.id !== null) withdrawn.set(r.id, (withdrawn.get(r.id) ?? 0) + 1);
    }
    for (const r of plan.removedWithCodes) {
      await writeAudit(tx, actor, {
        action: 'official_candidate.remove',
        entity: 'official_candidate',
        entityId: String(r.id),
        municipalityId: r.municipality_id,
        details: {
          candidate_number: r.candidate_number,
          name: r.name,
          codes_withdrawn: withdrawn.get(r.id) ?? 0,
          submissions: r.submissions,
        },
      });
    }
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
        where ${inIdList(
          sql`id`,
          part.map((r) => r.id),
        )}`);
    }
    for (const taken of plan.takenFromFile) {
      await writeAudit(tx, actor, {
        action: 'official_candidate.take_file',
        entity: 'official_candidate',
        entityId: String(taken.id),
        municipalityId: taken.municipalityId,
        details: { fields: taken.fields },
      });
    }
    for (const d of plan.summary.municipalities) {
      if (d.new + d.changed + d.removed === 0) continue;
      const codesWithdrawn = plan.removals
        .filter((r) => r.municipalityId === d.municipality_id)
        .reduce((n, r) => n + (withdrawn.get(r.id) ?? 0), 0);
      await writeAudit(tx, actor, {
        action: 'official_candidates.import',
        entity: 'official_candidates',
        municipalityId: d.municipality_id,
        details: {
          new: d.new,
          changed: d.changed,
          removed: d.removed,
          refused: d.refused,
          ...(codesWithdrawn > 0 ? { codes_withdrawn: codesWithdrawn } : {}),
        },
      });
    }
    return plan.summary;
  });
}
