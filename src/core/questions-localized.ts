import type { Language } from './language';
import { DEFAULT_BACKGROUNDS_SV } from './question-backgrounds-sv';
import {
  customTexts,
  questionsForMunicipality,
  type MunicipalityQuestion,
  type MunicipalityQuestionSettings,
} from './questions';
import { CATEGORY_LABELS_SV, QUESTION_TEXTS_SV } from './questions-sv';

/** A municipality's settings with its Swedish texts (`custom_questions_sv`, `custom_backgrounds_sv`). */
export interface BilingualQuestionSettings extends MunicipalityQuestionSettings {
  custom_questions_sv?: { id: number; text: string }[] | null;
  custom_backgrounds_sv?: { id: number; text: string }[] | null;
}

/**
 * A statement in the language asked for. `category` stays the stable Finnish key (matching and
 * statistics use it); `category_label` is the name to show. Each `*_lang` says which language
 * the text beside it is actually in.
 */
export interface LocalizedQuestion extends MunicipalityQuestion {
  text_lang: Language;
  background_lang: Language;
  category_label: string;
  category_label_lang: Language;
}

/**
 * The 25 statements of a municipality in Finnish or Swedish.
 *
 * Swedish, per text: the municipality's Swedish text; else, when the municipality wrote its own
 * Finnish text, that Finnish text (marked 'fi'): the candidates answered the municipality's
 * wording, so a voter must never see a translation of a different statement; else the default
 * Swedish translation.
 */
export function localizedQuestions(
  settings: BilingualQuestionSettings | null,
  lang: Language,
): LocalizedQuestion[] {
  const finnish = questionsForMunicipality(settings);
  if (lang === 'fi') {
    return finnish.map((q) => ({
      ...q,
      text_lang: 'fi',
      background_lang: 'fi',
      category_label: q.category,
      category_label_lang: 'fi',
    }));
  }
  const customFi = customTexts(settings?.custom_questions);
  const customBackgroundsFi = customTexts(settings?.custom_backgrounds);
  const customSv = customTexts(settings?.custom_questions_sv);
  const customBackgroundsSv = customTexts(settings?.custom_backgrounds_sv);
  const pick = (
    id: number,
    sv: Map<number, string>,
    fi: Map<number, string>,
    finnishText: string,
    defaultSv: string | undefined,
  ): { text: string; lang: Language } => {
    const own = sv.get(id);
    if (own !== undefined) return { text: own, lang: 'sv' };
    if (fi.has(id) || defaultSv === undefined) return { text: finnishText, lang: 'fi' };
    return { text: defaultSv, lang: 'sv' };
  };
  return finnish.map((q) => {
    const text = pick(q.id, customSv, customFi, q.text, QUESTION_TEXTS_SV[q.id]);
    const background = pick(
      q.id,
      customBackgroundsSv,
      customBackgroundsFi,
      q.background,
      DEFAULT_BACKGROUNDS_SV[q.id],
    );
    return {
      ...q,
      text: text.text,
      text_lang: text.lang,
      background: background.text,
      background_lang: background.lang,
      category_label: CATEGORY_LABELS_SV[q.category],
      category_label_lang: 'sv',
    };
  });
}
