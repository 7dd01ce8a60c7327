import { and, asc, count, eq, ilike, inArray, or } from 'drizzle-orm';
import type { CandidateListQuery, UpdateCandidateInput } from '#core/admin-schemas';
import type { Db, Tx } from '../../db/client';
import { candidateAccessCodes, candidates, candidateSubmissions } from '../../db/schema';
import { errors } from '../../errors';
import { writeAudit, type Actor } from '../../shared/domain/audit';
import { findMunicipality } from '../../shared/domain/municipality-lookup';
import { deleteUnusedPhotos } from '../../shared/domain/photos';
import { candidateNumberOf, containsPattern, offsetOf } from '../../shared/domain/paging';
import { isOwnPhotoUrl, type PhotoStorage } from '../../storage/photo-storage';
import type { Logger } from '../../logger';
import { toPublicCandidate } from './candidates.service';
import { partyLabel } from '#core/parties';
import { consentView } from '../../shared/domain/consent';

/**
 * One page of a municipality's approved candidates by name. `search` finds a name, a profession
 * or (digits only) a candidate number; `party` keeps one party's candidates.
 */
export async function listAdminCandidates(db: Db, municipalityId: string, q: CandidateListQuery) {
  if (!(await findMunicipality(db, municipalityId)))
    throw errors.notFound('Kuntaa ei löytynyt vaalikoneesta.');
  const filters = [eq(candidates.municipalityId, municipalityId)];
  if (q.party) filters.push(eq(candidates.party, q.party));
  if (q.search) {
    const pattern = containsPattern(q.search);
    const number = candidateNumberOf(q.search);
    filters.push(
      or(
        ilike(candidates.name, pattern),
        ilike(candidates.profession, pattern),
        ...(number === null ? [] : [eq(candidates.votingNumber, number)]),
      )!,
    );
  }
  const where = and(...filters);
  const [rows, [total], parties] = await Promise.all([
    db
      .select()
      .from(candidates)
      .where(where)
      .orderBy(asc(candidates.name), asc(candidates.id))
      .limit(q.page_size)
      .offset(offsetOf(q)),
    db.select({ n: count() }).from(candidates).where(where),
    db
      .selectDistinct({ party: candidates.party })
      .from(candidates)
      .where(eq(candidates.municipalityId, municipalityId))
      .orderBy(asc(candidates.party)),
  ]);
  return {
    items: rows.map((row) => ({ ...toPublicCandidate(row), consent: consentView(row) })),
    total: total?.n ?? 0,
    page: q.page,
    page_size: q.page_size,
    parties: parties.map((p) => p.party),
  };
}

export async function ownCandidate(db: Db, municipalityId: string, id: number) {
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
  photos: { storage: PhotoStorage; log: Logger },
) {
  const before = await ownCandidate(db, municipalityId, id);
  if (input.image && input.image !== before.image && !isOwnPhotoUrl(input.image, municipalityId)) {
    throw errors.validation('Kuva pitää ladata ennen tallentamista.');
  }
  const updated = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(candidates)
      .set({
        ...(input.name !== undefined && { name: input.name }),
        ...(input.age !== undefined && { age: input.age }),
        ...(input.party !== undefined && { party: partyLabel(input.party) }),
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
    if (row!.image !== before.image && before.image) {
      // The approved submission's copy of the old photo goes with it.
      await tx
        .update(candidateSubmissions)
        .set({ image: null })
        .where(
          and(
            eq(candidateSubmissions.candidateId, id),
            eq(candidateSubmissions.image, before.image),
          ),
        );
    }
    await writeAudit(tx, actor, {
      action: 'candidate.update',
      entity: 'candidate',
      entityId: String(id),
      municipalityId,
      details: { name: row!.name, fields: Object.keys(input) },
    });
    return toPublicCandidate(row!);
  });
  // A replaced photo stops being served at once.
  if (updated.image !== before.image)
    await deleteUnusedPhotos(db, photos.storage, [before.image], photos.log);
  return updated;
}

/**
 * Deletes a candidate's submissions, their access codes and the candidate; returns the
 * submissions' photos (the caller deletes the unused ones once this has committed).
 */
export async function deleteCandidateRows(tx: Tx, id: number) {
  const submissions = await tx
    .delete(candidateSubmissions)
    .where(eq(candidateSubmissions.candidateId, id))
    .returning({ code: candidateSubmissions.accessCode, image: candidateSubmissions.image });
  const codes = submissions.map((s) => s.code).filter((c) => c !== null);
  if (codes.length > 0)
    await tx.delete(candidateAccessCodes).where(inArray(candidateAccessCodes.code, codes));
  await tx.delete(candidates).where(eq(candidates.id, id));
  return submissions.map((s) => s.image);
}

/**
 * Removes a candidate with the submissions that created it and their access codes (the
 * candidate's email address): the privacy page promises that a candidate who withdraws consent
 * is deleted. The photo stops being served as soon as the removal has committed.
 */
export async function removeCandidate(
  db: Db,
  municipalityId: string,
  id: number,
  actor: Actor,
  photos: { storage: PhotoStorage; log: Logger },
) {
  const row = await ownCandidate(db, municipalityId, id);
  const released = await db.transaction(async (tx) => {
    const images = await deleteCandidateRows(tx, id);
    await writeAudit(tx, actor, {
      action: 'candidate.delete',
      entity: 'candidate',
      entityId: String(id),
      municipalityId,
      details: { name: row.name, party: row.party },
    });
    return [row.image, ...images];
  });
  await deleteUnusedPhotos(db, photos.storage, released, photos.log);
}
