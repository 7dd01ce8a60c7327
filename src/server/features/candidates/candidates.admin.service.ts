import { and, asc, count, eq, ilike, or } from 'drizzle-orm';
import type { UpdateCandidateInput } from '../../../core/admin-schemas';
import type { Db } from '../../db/client';
import { candidates } from '../../db/schema';
import { errors } from '../../errors';
import { writeAudit, type Actor } from '../../shared/audit';
import { bumpContentVersion } from '../../shared/content-version';
import { findMunicipality } from '../../shared/municipality-lookup';
import { isOwnPhotoUrl } from '../../storage/photo-storage';
import { toPublicCandidate } from './candidates.service';

export interface CandidateListQuery {
  search?: string | undefined;
  party?: string | undefined;
  page: number;
  page_size: number;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function listAdminCandidates(db: Db, municipalityId: string, q: CandidateListQuery) {
  if (!(await findMunicipality(db, municipalityId)))
    throw errors.notFound('Kuntaa ei löytynyt vaalikoneesta.');
  const filters = [eq(candidates.municipalityId, municipalityId)];
  if (q.party) filters.push(eq(candidates.party, q.party));
  if (q.search) {
    const pattern = `%${escapeLike(q.search.trim())}%`;
    filters.push(or(ilike(candidates.name, pattern), ilike(candidates.profession, pattern))!);
  }
  const where = and(...filters);
  const [rows, [total], parties] = await Promise.all([
    db
      .select()
      .from(candidates)
      .where(where)
      .orderBy(asc(candidates.name), asc(candidates.id))
      .limit(q.page_size)
      .offset((q.page - 1) * q.page_size),
    db.select({ n: count() }).from(candidates).where(where),
    db
      .selectDistinct({ party: candidates.party })
      .from(candidates)
      .where(eq(candidates.municipalityId, municipalityId))
      .orderBy(asc(candidates.party)),
  ]);
  return {
    items: rows.map(toPublicCandidate),
    total: total?.n ?? 0,
    page: q.page,
    page_size: q.page_size,
    parties: parties.map((p) => p.party),
  };
}

async function ownCandidate(db: Db, municipalityId: string, id: number) {
  const [row] = await db
    .select()
    .from(candidates)
    .where(and(eq(candidates.id, id), eq(candidates.municipalityId, municipalityId)));
  if (!row) throw errors.notFound('Ehdokasta ei löytynyt.');
  return row;
}

export async function updateCandidate(
  db: Db,
  municipalityId: string,
  id: number,
  input: UpdateCandidateInput,
  actor: Actor,
) {
  const before = await ownCandidate(db, municipalityId, id);
  if (input.image && input.image !== before.image && !isOwnPhotoUrl(input.image, municipalityId)) {
    throw errors.validation('Kuva pitää ladata ennen tallentamista.');
  }
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(candidates)
      .set({
        ...(input.name !== undefined && { name: input.name }),
        ...(input.age !== undefined && { age: input.age }),
        ...(input.party !== undefined && { party: input.party }),
        ...(input.profession !== undefined && { profession: input.profession }),
        ...(input.voting_number !== undefined && { votingNumber: input.voting_number }),
        ...(input.image !== undefined && { image: input.image }),
        ...(input.answers !== undefined && { answers: input.answers }),
        ...(input.answer_justifications !== undefined && {
          answerJustifications: input.answer_justifications,
        }),
        updatedAt: new Date(),
      })
      .where(eq(candidates.id, id))
      .returning();
    await bumpContentVersion(tx);
    await writeAudit(tx, actor, {
      action: 'candidate.update',
      entity: 'candidate',
      entityId: String(id),
      municipalityId,
      details: { name: row!.name, fields: Object.keys(input) },
    });
    return toPublicCandidate(row!);
  });
}

export async function removeCandidate(db: Db, municipalityId: string, id: number, actor: Actor) {
  const row = await ownCandidate(db, municipalityId, id);
  await db.transaction(async (tx) => {
    await tx.delete(candidates).where(eq(candidates.id, id));
    await bumpContentVersion(tx);
    await writeAudit(tx, actor, {
      action: 'candidate.delete',
      entity: 'candidate',
      entityId: String(id),
      municipalityId,
      details: { name: row.name, party: row.party },
    });
  });
}
