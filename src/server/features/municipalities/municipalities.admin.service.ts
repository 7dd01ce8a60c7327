// The participating municipalities as the super admin manages them: the list with what removing
// one would take with it, adding, settings and removal. Statements: municipality-statements.service.ts.

import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { UpdateMunicipalityInput } from '#core/admin-schemas';
import { findReferenceMunicipality } from '#core/municipalities';
import type { ParticipatingMunicipalityInput } from '#core/schemas';
import type { Db } from '../../db/client';
import {
  authOrganization,
  candidateAccessCodes,
  candidates,
  candidateSubmissions,
  participatingMunicipalities,
} from '../../db/schema';
import { ensureOrganization, municipalityOrgSlug } from '../../db/seed';
import { ErrorCode } from '#core/error-codes';
import { AppError, errors } from '../../errors';
import { writeAudit, type Actor } from '../../shared/domain/audit';
import { deleteUnusedPhotos } from '../../shared/domain/photos';
import type { PhotoStorage } from '../../storage/photo-storage';
import type { Logger } from '../../logger';
import {
  displayNames,
  findMunicipality,
  type MunicipalityRow,
} from '../../shared/domain/municipality-lookup';

async function countsBy(
  db: Db,
  table: typeof candidates | typeof candidateAccessCodes | typeof candidateSubmissions,
  ids: string[],
  where?: ReturnType<typeof eq>,
) {
  if (ids.length === 0) return new Map<string, number>();
  const rows = await db
    .select({ id: table.municipalityId, n: count() })
    .from(table)
    .where(
      where ? and(inArray(table.municipalityId, ids), where) : inArray(table.municipalityId, ids),
    )
    .groupBy(table.municipalityId);
  return new Map(rows.map((r) => [r.id, r.n]));
}

function toAdminView(row: MunicipalityRow) {
  return {
    municipality_id: row.municipalityId,
    ...displayNames(row),
    reference_name: findReferenceMunicipality(row.municipalityId)?.name_fi ?? null,
    custom_name: row.customName,
    is_custom: row.isCustom,
    is_hidden: row.isHidden,
    created_at: row.createdAt.toISOString(),
  };
}

/** The municipalities this admin may manage, with what removing one would take with it. */
export async function listAdminMunicipalities(db: Db, ids: string[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(participatingMunicipalities)
    .where(inArray(participatingMunicipalities.municipalityId, ids))
    .orderBy(asc(participatingMunicipalities.municipalityId));
  const [cands, codes, pending] = await Promise.all([
    countsBy(db, candidates, ids),
    countsBy(db, candidateAccessCodes, ids),
    countsBy(db, candidateSubmissions, ids, eq(candidateSubmissions.status, 'pending')),
  ]);
  return rows
    .map((row) => ({
      ...toAdminView(row),
      candidate_count: cands.get(row.municipalityId) ?? 0,
      access_code_count: codes.get(row.municipalityId) ?? 0,
      pending_submission_count: pending.get(row.municipalityId) ?? 0,
    }))
    .sort((a, b) => a.name.localeCompare(b.name, 'fi'));
}

export async function addMunicipality(db: Db, input: ParticipatingMunicipalityInput, actor: Actor) {
  if (await findMunicipality(db, input.municipality_id)) {
    throw new AppError(ErrorCode.MunicipalityExists, 409, 'Kunta on jo mukana vaalikoneessa.');
  }
  const name = input.is_custom
    ? input.custom_name!
    : findReferenceMunicipality(input.municipality_id)!.name_fi;
  return db.transaction(async (tx) => {
    const organizationId = await ensureOrganization(
      tx,
      municipalityOrgSlug(input.municipality_id),
      name,
    );
    const inserted = await tx
      .insert(participatingMunicipalities)
      .values({
        municipalityId: input.municipality_id,
        isCustom: input.is_custom,
        customName: input.custom_name ?? null,
        isHidden: input.is_hidden,
        questionWeights: input.question_weights ?? null,
        customQuestions: input.custom_questions ?? null,
        organizationId,
      })
      .onConflictDoNothing()
      .returning();
    if (inserted.length === 0)
      throw new AppError(ErrorCode.MunicipalityExists, 409, 'Kunta on jo mukana vaalikoneessa.');
    await writeAudit(tx, actor, {
      action: 'municipality.create',
      entity: 'municipality',
      entityId: input.municipality_id,
      municipalityId: input.municipality_id,
      details: { name, is_custom: input.is_custom, is_hidden: input.is_hidden },
    });
    return toAdminView(inserted[0]!);
  });
}

/** The participating municipality, or 404. */
export async function existing(db: Db, id: string) {
  const row = await findMunicipality(db, id);
  if (!row) throw errors.notFound('Kuntaa ei löytynyt vaalikoneesta.');
  return row;
}

export async function updateMunicipality(
  db: Db,
  id: string,
  input: UpdateMunicipalityInput,
  actor: Actor,
) {
  const row = await existing(db, id);
  const customName = input.custom_name === undefined ? row.customName : input.custom_name || null;
  if (row.isCustom && !customName) throw errors.validation('Oma kunta tarvitsee nimen.');
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(participatingMunicipalities)
      .set({ isHidden: input.is_hidden ?? row.isHidden, customName })
      .where(eq(participatingMunicipalities.municipalityId, id))
      .returning();
    if (row.organizationId && customName && customName !== row.customName) {
      await tx
        .update(authOrganization)
        .set({ name: customName })
        .where(eq(authOrganization.id, row.organizationId));
    }
    await writeAudit(tx, actor, {
      action: 'municipality.update',
      entity: 'municipality',
      entityId: id,
      municipalityId: id,
      details: {
        before: { is_hidden: row.isHidden, custom_name: row.customName },
        after: { is_hidden: updated!.isHidden, custom_name: updated!.customName },
      },
    });
    return toAdminView(updated!);
  });
}

/** Removes the municipality with its candidates, codes, submissions, matches and visits. */
export async function removeMunicipality(
  db: Db,
  id: string,
  actor: Actor,
  photos: { storage: PhotoStorage; log: Logger },
) {
  const row = await existing(db, id);
  const [summary] = await listAdminMunicipalities(db, [id]);
  const released = await db.transaction(async (tx) => {
    // The photos of its candidates and submissions go with the municipality (after the commit).
    const images = [
      ...(await tx
        .select({ image: candidates.image })
        .from(candidates)
        .where(eq(candidates.municipalityId, id))),
      ...(await tx
        .select({ image: candidateSubmissions.image })
        .from(candidateSubmissions)
        .where(eq(candidateSubmissions.municipalityId, id))),
    ].map((r) => r.image);
    await tx
      .delete(participatingMunicipalities)
      .where(eq(participatingMunicipalities.municipalityId, id));
    if (row.organizationId)
      await tx.delete(authOrganization).where(eq(authOrganization.id, row.organizationId));
    await writeAudit(tx, actor, {
      action: 'municipality.delete',
      entity: 'municipality',
      entityId: id,
      municipalityId: id,
      details: {
        name: summary?.name,
        candidates: summary?.candidate_count,
        access_codes: summary?.access_code_count,
        pending_submissions: summary?.pending_submission_count,
      },
    });
    return images;
  });
  await deleteUnusedPhotos(db, photos.storage, released, photos.log);
}
