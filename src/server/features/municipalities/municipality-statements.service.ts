// A municipality's 25 statements as its admins edit them: texts in Finnish, Swedish and plain
// language, backgrounds and weights over the defaults.

import { eq } from 'drizzle-orm';
import type { UpdateQuestionInput } from '#core/admin-schemas';
import { DEFAULT_BACKGROUNDS_SV } from '#core/question-backgrounds-sv';
import { DEFAULT_QUESTIONS, defaultBackground } from '#core/questions';
import { PLAIN_BACKGROUNDS, PLAIN_QUESTION_TEXTS } from '#core/questions-plain';
import { QUESTION_TEXTS_SV } from '#core/questions-sv';
import type { Db } from '../../db/client';
import { participatingMunicipalities } from '../../db/schema';
import { writeAudit, type Actor } from '../../shared/domain/audit';
import { existing } from './municipalities.admin.service';

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
