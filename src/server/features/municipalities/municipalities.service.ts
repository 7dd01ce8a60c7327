import type { Language } from '#core/language';
import { localizedQuestions, type LocalizedQuestion } from '#core/questions-localized';
import { plainQuestionTexts } from '#core/questions-plain';
import type { Db } from '../../db/client';
import { hyphenate } from '../../shared/infrastructure/hyphenate';
import {
  getCachedVisibleMunicipality,
  peekVisibleMunicipality,
  questionSettings,
  toPublic,
  visibleMunicipalities,
  type PublicMunicipality,
} from '../../shared/domain/municipality-lookup';
import {
  NO_CANDIDATES,
  toAnswer,
  VOTER_PATH,
  type CachedAnswer,
  type PublicCache,
} from '../../shared/infrastructure/public-cache';

export type { PublicMunicipality };

export interface PublicMunicipalityDetail extends PublicMunicipality {
  questions: LocalizedQuestion[];
}

/** The cache key of a public answer in a language (Finnish keeps the key it always had). */
const keyIn = (key: string, lang: Language) => (lang === 'fi' ? key : `${key}:${lang}`);
const listKey = (lang: Language) => keyIn('answer:municipalities', lang);
const detailKey = (municipalityId: string, lang: Language) =>
  keyIn(`answer:municipality:${municipalityId}`, lang);

/** publicMunicipalityList's answer when it is in memory, else undefined. */
export function cachedMunicipalityList(
  cache: PublicCache,
  lang: Language,
): CachedAnswer | undefined {
  return cache.peek<CachedAnswer>(listKey(lang));
}

/** publicMunicipality's answer when it and the municipality list are in memory, else undefined. */
export function cachedMunicipality(
  cache: PublicCache,
  id: string,
  lang: Language,
): CachedAnswer | undefined {
  if (!peekVisibleMunicipality(cache, id)) return undefined;
  return cache.peek<CachedAnswer>(detailKey(id, lang));
}

/** The participating, non-hidden municipalities by name, serialized once per change and language. */
export function publicMunicipalityList(
  cache: PublicCache,
  db: Db,
  lang: Language,
): Promise<CachedAnswer> {
  return cache.get(
    listKey(lang),
    async () => {
      const rows = [...(await visibleMunicipalities(cache, db)).values()];
      const list = rows.map((row) => toPublic(row, lang));
      return toAnswer(
        list.sort((a, b) => a.name.localeCompare(b.name, lang)),
        VOTER_PATH,
      );
    },
    NO_CANDIDATES,
  );
}

/** One visible municipality with its statements (weights and custom texts applied). */
export async function publicMunicipality(
  cache: PublicCache,
  db: Db,
  id: string,
  lang: Language,
): Promise<CachedAnswer> {
  const row = await getCachedVisibleMunicipality(cache, db, id);
  return cache.get(
    detailKey(row.municipalityId, lang),
    () => {
      const detail: PublicMunicipalityDetail = {
        ...toPublic(row, lang),
        questions: localizedQuestions(questionSettings(row), lang).map((q) => ({
          ...q,
          // Display texts for the voter: soft hyphens let long words break at syllable boundaries.
          text: hyphenate(q.text, q.text_lang),
          background: hyphenate(q.background, q.background_lang),
        })),
      };
      return toAnswer(detail, VOTER_PATH);
    },
    NO_CANDIDATES,
  );
}

const plainKey = (municipalityId: string) => `answer:municipality:${municipalityId}:selko`;

/**
 * A visible municipality's statements and backgrounds in plain Finnish (selkokieli), for voters
 * who chose "Selkokieli". Its own texts stay as written (`*_is_plain` false). Kept apart from
 * the statements answer so that other voters do not download it.
 */
export async function publicPlainQuestions(
  cache: PublicCache,
  db: Db,
  id: string,
): Promise<CachedAnswer> {
  const row = await getCachedVisibleMunicipality(cache, db, id);
  return cache.get(
    plainKey(row.municipalityId),
    () =>
      toAnswer(
        {
          questions: plainQuestionTexts(questionSettings(row)).map((q) => ({
            ...q,
            text: hyphenate(q.text, 'fi'),
            background: hyphenate(q.background, 'fi'),
          })),
        },
        VOTER_PATH,
      ),
    NO_CANDIDATES,
  );
}
