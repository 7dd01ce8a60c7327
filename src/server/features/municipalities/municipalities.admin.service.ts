import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { UpdateMunicipalityInput, UpdateQuestionInput } from '#core/admin-schemas';
import { findReferenceMunicipality } from '#core/municipalities';
import { DEFAULT_BACKGROUNDS_SV } from '#core/question-backgrounds-sv';
import { DEFAULT_QUESTIONS, defaultBackground } from '#core/questions';
import { PLAIN_BACKGROUNDS, PLAIN_QUESTION_TEXTS } from '#core/questions-plain';
import { QUESTION_TEXTS_SV } from '#core/questions-sv';
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
import { writeAudit, type Actor } from '../../shared/audit';
import { deleteUnusedPhotos } from '../../shared/photos';
import type { PhotoStorage } from '../../storage/photo-storage';
import type { Logger } from '../../logger';
import {
  displayNames,
  findMunicipality,
  type MunicipalityRow,
} from '../../shared/municipality-lookup';

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

async function existing(db: Db, id: string) {
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

export async function adminQuestions(db: Db, id: string) {
  const row = await existing(db, id);
  const weights = row.questionWeights ?? {};
  const texts = new Map((row.customQuestions ?? []).map((q) => [q.id, q.text]));
  const backgrounds = new Map((row.customBackgrounds ?? []).map((q) => [q.id, q.text]));
  const textsSv = new Map((row.customQuestionsSv ?? []).map((q) => [q.id, q.text]));
  const backgroundsSv = new Map((row.customBackgroundsSv ?? []).map((q) => [q.id, q.text]));
  const plainTexts = new Map((row.customPlainQuestions ?? []).map((q) => [q.id, q.text]));
  const plainBackgrounds = new Map((row.customPlainBackgrounds ?? []).map((q) => [q.id, q.text]));
  return DEFAULT_QUESTIONS.map((q) => ({
    id: q.id,
    category: q.category,
    type: q.type,
    weight: weights[String(q.id)] ?? q.weight,
    default_weight: q.weight,
    text: texts.get(q.id) ?? q.text,
    default_text: q.text,
    is_custom_text: texts.has(q.id),
    background: backgrounds.get(q.id) ?? defaultBackground(q.id),
    default_background: defaultBackground(q.id),
    is_custom_background: backgrounds.has(q.id),
    text_sv: textsSv.get(q.id) ?? null,
    default_text_sv: QUESTION_TEXTS_SV[q.id] ?? '',
    background_sv: backgroundsSv.get(q.id) ?? null,
    default_background_sv: DEFAULT_BACKGROUNDS_SV[q.id] ?? '',
    /** The plain version of the municipality's own statement; null shows its own text as written. */
    plain_text: texts.has(q.id) ? (plainTexts.get(q.id) ?? null) : null,
    default_plain_text: PLAIN_QUESTION_TEXTS[q.id] ?? '',
    /** The plain version of the municipality's own background; null shows it as written. */
    plain_background: backgrounds.has(q.id) ? (plainBackgrounds.get(q.id) ?? null) : null,
    default_plain_background: PLAIN_BACKGROUNDS[q.id] ?? '',
  }));
}

/**
 * A per-statement override list with one statement's text replaced: undefined keeps the list,
 * null or the default text (when there is one) removes the override. Returns null for an empty
 * list.
 */
function withOverride(
  list: { id: number; text: string }[] | null,
  questionId: number,
  text: string | null | undefined,
  defaultText: string | null,
) {
  let result = [...(list ?? [])];
  if (text !== undefined) {
    result = result.filter((q) => q.id !== questionId);
    if (text !== null && text !== defaultText) result.push({ id: questionId, text });
    result.sort((a, b) => a.id - b.id);
  }
  return result.length ? result : null;
}

export async function updateQuestion(
  db: Db,
  id: string,
  questionId: number,
  input: UpdateQuestionInput,
  actor: Actor,
) {
  await existing(db, id);
  await db.transaction(async (tx) => {
    // Lock the row so two admins editing different statements don't lose each other's change.
    const [row] = await tx
      .select()
      .from(participatingMunicipalities)
      .where(eq(participatingMunicipalities.municipalityId, id))
      .for('update');
    const weights = { ...(row!.questionWeights ?? {}) };
    if (input.weight !== undefined) weights[String(questionId)] = input.weight;
    const defaultText = DEFAULT_QUESTIONS.find((q) => q.id === questionId)!.text;
    const custom = withOverride(row!.customQuestions, questionId, input.text, defaultText);
    const backgrounds = withOverride(
      row!.customBackgrounds,
      questionId,
      input.background,
      defaultBackground(questionId),
    );
    // A Swedish text is the municipality's own even when it equals the default translation: with
    // a Finnish text of its own, it is what Swedish voters see instead of that Finnish text.
    const customSv = withOverride(row!.customQuestionsSv, questionId, input.text_sv, null);
    const backgroundsSv = withOverride(
      row!.customBackgroundsSv,
      questionId,
      input.background_sv,
      null,
    );
    // Restoring the default statement drops its plain version too: the default has its own.
    const plainText = input.text === null ? null : input.plain_text;
    const customPlain = withOverride(row!.customPlainQuestions, questionId, plainText, null);
    const plainBackground = input.background === null ? null : input.plain_background;
    const customPlainBackgrounds = withOverride(
      row!.customPlainBackgrounds,
      questionId,
      plainBackground,
      null,
    );
    await tx
      .update(participatingMunicipalities)
      .set({
        questionWeights: weights,
        customQuestions: custom,
        customBackgrounds: backgrounds,
        customQuestionsSv: customSv,
        customBackgroundsSv: backgroundsSv,
        customPlainQuestions: customPlain,
        customPlainBackgrounds,
      })
      .where(eq(participatingMunicipalities.municipalityId, id));
    await writeAudit(tx, actor, {
      action: 'question.update',
      entity: 'question',
      entityId: String(questionId),
      municipalityId: id,
      details: {
        weight: input.weight,
        text: input.text === null ? '(oletusteksti palautettu)' : input.text,
        background: input.background === null ? '(oletustausta palautettu)' : input.background,
        text_sv: input.text_sv === null ? '(ruotsinkielinen teksti poistettu)' : input.text_sv,
        background_sv:
          input.background_sv === null ? '(ruotsinkielinen tausta poistettu)' : input.background_sv,
        plain_text:
          input.plain_text === null ? '(selkokielinen teksti poistettu)' : input.plain_text,
        plain_background:
          input.plain_background === null
            ? '(selkokielinen tausta poistettu)'
            : input.plain_background,
      },
    });
  });
  return (await adminQuestions(db, id)).find((q) => q.id === questionId)!;
}
