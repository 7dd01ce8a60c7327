import { and, asc, count, eq, ilike, or, sql } from 'drizzle-orm';
import type { OfficialCandidateListQuery } from '#core/admin-schemas';
import type { OfficialCandidateInput } from '#core/official-schemas';
import type { Db } from '../../db/client';
import { candidateAccessCodes, officialCandidates } from '../../db/schema';
import { AppError, errors } from '../../errors';
import { ErrorCode } from '#core/error-codes';
import { writeAudit, type Actor } from '../../shared/domain/audit';
import { candidateNumberOf, containsPattern, offsetOf } from '../../shared/domain/paging';
import { findMunicipality } from '../../shared/domain/municipality-lookup';
import { partyLabel } from '#core/parties';

type Row = typeof officialCandidates.$inferSelect;

export function toOfficialView(row: Row, codes = 0) {
  return {
    id: row.id,
    municipality_id: row.municipalityId,
    candidate_number: row.candidateNumber,
    first_name: row.firstName,
    last_name: row.lastName,
    party: row.party,
    age: row.age,
    profession: row.profession,
    language: row.language,
    source: row.source,
    codes,
  };
}

async function requireMunicipality(db: Db, municipalityId: string) {
  if (!(await findMunicipality(db, municipalityId)))
    throw errors.notFound('Kuntaa ei löytynyt vaalikoneesta.');
}

/** One page of a municipality's official list, by candidate number, with a name search. */
export async function listOfficialCandidates(
  db: Db,
  municipalityId: string,
  q: OfficialCandidateListQuery,
) {
  await requireMunicipality(db, municipalityId);
  const filters = [eq(officialCandidates.municipalityId, municipalityId)];
  const search = q.search?.trim();
  if (search) {
    const pattern = containsPattern(search);
    const number = candidateNumberOf(search);
    filters.push(
      or(
        ilike(
          sql`${officialCandidates.firstName} || ' ' || ${officialCandidates.lastName}`,
          pattern,
        ),
        ilike(officialCandidates.party, pattern),
        ...(number === null ? [] : [eq(officialCandidates.candidateNumber, number)]),
      )!,
    );
  }
  const where = and(...filters);
  const codes = sql<number>`(select count(*)::int from ${candidateAccessCodes} where ${candidateAccessCodes.officialCandidateId} = ${officialCandidates.id})`;
  const [rows, [total]] = await Promise.all([
    db
      .select({ row: officialCandidates, codes })
      .from(officialCandidates)
      .where(where)
      .orderBy(asc(officialCandidates.candidateNumber))
      .limit(q.page_size)
      .offset(offsetOf(q)),
    db.select({ n: count() }).from(officialCandidates).where(where),
  ]);
  return {
    items: rows.map((r) => toOfficialView(r.row, r.codes)),
    total: total?.n ?? 0,
    page: q.page,
    page_size: q.page_size,
  };
}

const numberTaken = (n: number) =>
  new AppError(
    ErrorCode.CandidateNumberTaken,
    409,
    `Ehdokasnumero ${n} on jo kunnan ehdokaslistalla.`,
  );

const values = (input: OfficialCandidateInput) => ({
  candidateNumber: input.candidate_number,
  firstName: input.first_name,
  lastName: input.last_name,
  party: partyLabel(input.party),
  age: input.age,
  profession: input.profession,
  language: input.language,
});

async function numberFree(db: Db, municipalityId: string, n: number, except?: number) {
  const [row] = await db
    .select({ id: officialCandidates.id })
    .from(officialCandidates)
    .where(
      and(
        eq(officialCandidates.municipalityId, municipalityId),
        eq(officialCandidates.candidateNumber, n),
      ),
    );
  if (row && row.id !== except) throw numberTaken(n);
}

/** An official candidate the admin adds by hand (an import never removes it). */
export async function createOfficialCandidate(
  db: Db,
  municipalityId: string,
  input: OfficialCandidateInput,
  actor: Actor,
) {
  await requireMunicipality(db, municipalityId);
  await numberFree(db, municipalityId, input.candidate_number);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(officialCandidates)
      .values({ municipalityId, source: 'manual', ...values(input) })
      .onConflictDoNothing()
      .returning();
    if (!row) throw numberTaken(input.candidate_number);
    await writeAudit(tx, actor, {
      action: 'official_candidate.create',
      entity: 'official_candidate',
      entityId: String(row.id),
      municipalityId,
      details: { candidate_number: row.candidateNumber, name: `${row.firstName} ${row.lastName}` },
    });
    return toOfficialView(row);
  });
}

/** Corrects an official candidate's details; the audit row keeps what changed from what. */
export async function updateOfficialCandidate(
  db: Db,
  municipalityId: string,
  id: number,
  input: OfficialCandidateInput,
  actor: Actor,
) {
  const where = and(
    eq(officialCandidates.id, id),
    eq(officialCandidates.municipalityId, municipalityId),
  );
  const [before] = await db.select().from(officialCandidates).where(where);
  if (!before) throw errors.notFound('Ehdokasta ei löytynyt virallisesta ehdokaslistasta.');
  await numberFree(db, municipalityId, input.candidate_number, id);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(officialCandidates)
      .set({ ...values(input), updatedAt: new Date() })
      .where(where)
      .returning();
    const next = values(input);
    const changed = (Object.keys(next) as (keyof typeof next)[]).filter(
      (k) => before[k] !== next[k],
    );
    await writeAudit(tx, actor, {
      action: 'official_candidate.update',
      entity: 'official_candidate',
      entityId: String(id),
      municipalityId,
      details: {
        name: `${row!.firstName} ${row!.lastName}`,
        changes: Object.fromEntries(changed.map((k) => [k, { from: before[k], to: next[k] }])),
      },
    });
    return toOfficialView(row!);
  });
}
