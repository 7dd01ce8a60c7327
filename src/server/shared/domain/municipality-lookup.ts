import { asc, eq } from 'drizzle-orm';
import type { Language } from '#core/language';
import { findReferenceMunicipality, type MunicipalityLanguage } from '#core/municipalities';
import type { Db, Tx } from '../../db/client';
import { participatingMunicipalities } from '../../db/schema';
import { municipalityNotFound } from '../../errors';
import { NO_CANDIDATES, type PublicCache } from '../infrastructure/public-cache';

export type MunicipalityRow = typeof participatingMunicipalities.$inferSelect;

/** Finnish and Swedish display names: the custom name if set, else the reference list's. */
export function displayNames(row: Pick<MunicipalityRow, 'municipalityId' | 'customName'>) {
  const ref = findReferenceMunicipality(row.municipalityId);
  const name = row.customName ?? ref?.name_fi ?? row.municipalityId;
  return { name, name_sv: row.customName ?? ref?.name_sv ?? name };
}

export interface PublicMunicipality {
  municipality_id: string;
  /** In the language asked for: the Swedish name in Swedish, unless the admin set a custom name. */
  name: string;
  /** The Finnish and Swedish names, so either finds it; a custom name is the same in both. */
  name_fi: string;
  name_sv: string;
  is_custom: boolean;
  name_lang: Language;
  /** Official language status: fi, sv, or bilingual with the majority first (custom: fi). */
  language: MunicipalityLanguage;
  /** Its region (maakunta) in the language asked for; null for a municipality of our own. */
  region: string | null;
}

/** A municipality as the voter's and candidate's pages show it, in `lang`. */
export function toPublic(row: MunicipalityRow, lang: Language): PublicMunicipality {
  const names = displayNames(row);
  const reference = findReferenceMunicipality(row.municipalityId);
  const swedish = lang === 'sv' && row.customName === null && reference !== undefined;
  return {
    municipality_id: row.municipalityId,
    name: lang === 'sv' ? names.name_sv : names.name,
    name_fi: names.name,
    name_sv: names.name_sv,
    is_custom: row.isCustom,
    name_lang: swedish ? 'sv' : 'fi',
    language: reference?.language ?? 'fi',
    region: reference ? (lang === 'sv' ? reference.region_sv : reference.region_fi) : null,
  };
}

/** A municipality row's statement settings in both languages. */
export function questionSettings(row: MunicipalityRow) {
  return {
    question_weights: row.questionWeights,
    custom_questions: row.customQuestions,
    custom_backgrounds: row.customBackgrounds,
    custom_questions_sv: row.customQuestionsSv,
    custom_backgrounds_sv: row.customBackgroundsSv,
    custom_plain_questions: row.customPlainQuestions,
    custom_plain_backgrounds: row.customPlainBackgrounds,
  };
}

export async function findMunicipality(db: Db | Tx, id: string): Promise<MunicipalityRow | null> {
  const [row] = await db
    .select()
    .from(participatingMunicipalities)
    .where(eq(participatingMunicipalities.municipalityId, id));
  return row ?? null;
}

/**
 * Every participating, non-hidden municipality by id (in id order), from the public cache: read
 * once per change to the public content, so an unknown id is answered without the database.
 */
export function visibleMunicipalities(
  cache: PublicCache,
  db: Db,
): Promise<Map<string, MunicipalityRow>> {
  return cache.get(
    'municipalities',
    async () => {
      const rows = await db
        .select()
        .from(participatingMunicipalities)
        .where(eq(participatingMunicipalities.isHidden, false))
        .orderBy(asc(participatingMunicipalities.municipalityId));
      return new Map(rows.map((row) => [row.municipalityId, row]));
    },
    NO_CANDIDATES,
  );
}

/**
 * The visible municipality `id` when this generation's list is in memory; undefined when it is
 * not loaded or the id is not visible (the fast path then leaves the request to the app).
 */
export function peekVisibleMunicipality(
  cache: PublicCache,
  id: string,
): MunicipalityRow | undefined {
  return cache.peek<Map<string, MunicipalityRow>>('municipalities')?.get(id);
}

/** A participating, non-hidden municipality from the public cache, or a not_found error. */
export async function getCachedVisibleMunicipality(
  cache: PublicCache,
  db: Db,
  id: string,
): Promise<MunicipalityRow> {
  const row = (await visibleMunicipalities(cache, db)).get(id);
  if (!row) throw municipalityNotFound();
  return row;
}
