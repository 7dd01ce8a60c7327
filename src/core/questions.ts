import { DEFAULT_BACKGROUNDS } from './question-backgrounds';
import { QUESTION_COUNT } from './question-count';

export { QUESTION_COUNT };

export const CATEGORIES = [
  'Terveys ja hyvinvointi',
  'Palvelut',
  'Liikenne ja infrastruktuuri',
  'Sosiaalipalvelut',
  'Vapaa-aika ja aktiviteetit',
  'Osallistuminen ja vaikuttaminen',
] as const;
export type Category = (typeof CATEGORIES)[number];

/**
 * Axis of the two-axis map a statement belongs to, if any.
 * - economic: direction +1 = agreeing means more public money and municipal responsibility,
 *   direction -1 = agreeing means savings, fees or buying services from companies.
 * - social: direction +1 = agreeing means openness to new ways of doing things,
 *   direction -1 = agreeing means keeping the familiar, traditional ways.
 * - none: on neither axis (direction null).
 * Beside each statement below, a "Why" comment gives the reason for its axis and direction.
 */
export type QuestionType = 'social' | 'economic' | 'none';
export type Weight = 2 | 3;

export interface Question {
  id: number;
  text: string;
  category: Category;
  weight: Weight;
  type: QuestionType;
  direction: 1 | -1 | null;
}

export const DEFAULT_QUESTIONS: readonly Question[] = Object.freeze([
  // Terveys ja hyvinvointi
  {
    id: 1,
    text: 'Terveyskeskuksessa pitää päästä lääkärille viikon kuluessa, vaikka se vaatisi lisää rahaa.',
    category: 'Terveys ja hyvinvointi',
    weight: 3,
    type: 'economic',
    // Why: Agreeing asks for more money for the health centre so that waiting is shorter.
    direction: 1,
  },
  {
    id: 2,
    text: 'Terveyskeskuksen asiakasmaksuja saa korottaa, jotta palvelut voidaan turvata.',
    category: 'Terveys ja hyvinvointi',
    weight: 3,
    type: 'economic',
    // Why: Agreeing accepts higher client fees, paid by the patient instead of the municipality.
    direction: -1,
  },
  {
    id: 3,
    text: 'Hammashoidon jonoja pitää lyhentää ostamalla hoitoa yksityisiltä hammaslääkäreiltä.',
    category: 'Terveys ja hyvinvointi',
    weight: 2,
    type: 'economic',
    // Why: Agreeing buys care from private dentists rather than growing the municipality's own
    //   service.
    direction: -1,
  },
  {
    id: 4,
    text: 'Video- tai puhelinvastaanotto riittää useimpiin lääkärikäynteihin.',
    category: 'Terveys ja hyvinvointi',
    weight: 2,
    type: 'social',
    // Why: Agreeing accepts a new, remote way of seeing a doctor instead of the familiar visit.
    direction: 1,
  },
  // Palvelut
  {
    id: 5,
    text: 'Kunnan palvelupisteitä saa sulkea, jos niissä käy vähän asiakkaita.',
    category: 'Palvelut',
    weight: 2,
    type: 'economic',
    // Why: Agreeing saves money by closing service points.
    direction: -1,
  },
  {
    id: 6,
    text: 'Kunnan palvelut pitää saada aina myös kasvokkain tai puhelimessa, ei vain verkossa.',
    category: 'Palvelut',
    weight: 3,
    type: 'social',
    // Why: Agreeing keeps the familiar face-to-face and telephone service instead of moving online.
    direction: -1,
  },
  {
    id: 7,
    text: 'Kunnan pitää antaa palveluja yritysten hoidettavaksi, jos se tulee halvemmaksi.',
    category: 'Palvelut',
    weight: 2,
    type: 'economic',
    // Why: Agreeing hands services to companies to save money.
    direction: -1,
  },
  {
    id: 8,
    text: 'Kunnan pitää järjestää ikääntyneille maksutonta opastusta älypuhelimen ja verkkopalvelujen käyttöön.',
    category: 'Palvelut',
    weight: 2,
    type: 'none',
    // Why: On neither axis: free guidance costs little, and it is about helping people with new
    //   tools rather than choosing between new and familiar ways.
    direction: null,
  },
  {
    id: 9,
    text: 'Kauppa-autoja, kirjastoautoja ja muita liikkuvia palveluja pitää olla myös kylissä ja haja-asutusalueilla.',
    category: 'Palvelut',
    weight: 2,
    type: 'economic',
    // Why: Agreeing keeps costly mobile services running in villages: more municipal
    //   responsibility.
    direction: 1,
  },
  // Liikenne ja infrastruktuuri
  {
    id: 10,
    text: 'Eläkeläisten pitää saada alennusta joukkoliikenteen lipuista kaikkina kellonaikoina.',
    category: 'Liikenne ja infrastruktuuri',
    weight: 3,
    type: 'economic',
    // Why: Agreeing spends public money on cheaper tickets.
    direction: 1,
  },
  {
    id: 11,
    text: 'Kuljetuspalvelujen saamisen ehtoja saa tiukentaa, jotta kustannukset eivät kasva.',
    category: 'Liikenne ja infrastruktuuri',
    weight: 3,
    type: 'economic',
    // Why: Agreeing tightens the conditions to keep costs down.
    direction: -1,
  },
  {
    id: 12,
    text: 'Jalkakäytävien aurauksen ja hiekoituksen pitää olla parempaa, vaikka se maksaa enemmän.',
    category: 'Liikenne ja infrastruktuuri',
    weight: 2,
    type: 'economic',
    // Why: Agreeing asks for better snow clearing even though it costs more.
    direction: 1,
  },
  {
    id: 13,
    text: 'Kunnan pitää rakentaa lisää esteettömiä vuokra-asuntoja ikääntyneille, vaikka kunnan velka kasvaa.',
    category: 'Liikenne ja infrastruktuuri',
    weight: 3,
    type: 'economic',
    // Why: Agreeing builds municipal housing even with more debt.
    direction: 1,
  },
  {
    id: 14,
    text: 'Uudet palvelut ja asunnot pitää keskittää kuntakeskukseen, vaikka kylien palvelut vähenevät.',
    category: 'Liikenne ja infrastruktuuri',
    weight: 2,
    type: 'none',
    // Why: On neither axis: centre versus villages is a regional question, not about money or ways
    //   of doing things.
    direction: null,
  },
  // Sosiaalipalvelut
  {
    id: 15,
    text: 'Omaishoitajien hoitopalkkioita ja vapaapäiviä pitää lisätä.',
    category: 'Sosiaalipalvelut',
    weight: 3,
    type: 'economic',
    // Why: Agreeing spends more on family carers' fees and days off.
    direction: 1,
  },
  {
    id: 16,
    text: 'Kotihoidon pitää olla ensisijainen vaihtoehto, vaikka hoivakotipaikkoja olisi vähemmän.',
    category: 'Sosiaalipalvelut',
    weight: 3,
    type: 'economic',
    // Why: Agreeing favours home care, the cheaper option, with fewer care-home places funded by
    //   the municipality.
    direction: -1,
  },
  {
    id: 17,
    text: 'Vanhustenhoidon hoitajapulaa saa helpottaa palkkaamalla hoitajia ulkomailta.',
    category: 'Sosiaalipalvelut',
    weight: 2,
    type: 'social',
    // Why: Agreeing accepts a new way of filling the shortage: recruiting nurses from abroad.
    direction: 1,
  },
  {
    id: 18,
    text: 'Kunnan pitää palkata työntekijöitä, jotka etsivät yksinäisiä ikääntyneitä ja tukevat heitä.',
    category: 'Sosiaalipalvelut',
    weight: 2,
    type: 'economic',
    // Why: Agreeing hires new municipal staff for outreach work.
    direction: 1,
  },
  // Vapaa-aika ja aktiviteetit
  {
    id: 19,
    text: 'Eläkeläisten pitää päästä kunnan uimahalleihin ja kuntosaleille ilmaiseksi tai pienellä maksulla.',
    category: 'Vapaa-aika ja aktiviteetit',
    weight: 2,
    type: 'economic',
    // Why: Agreeing gives free or cheap access, paid from public money.
    direction: 1,
  },
  {
    id: 20,
    text: 'Kirjastojen aukioloaikoja saa lyhentää, jos säästetyt rahat käytetään muihin palveluihin.',
    category: 'Vapaa-aika ja aktiviteetit',
    weight: 2,
    type: 'economic',
    // Why: Agreeing saves money by shorter library hours.
    direction: -1,
  },
  {
    id: 21,
    text: 'Kunnan pitää tukea eläkeläisjärjestöjä nykyistä enemmän, esimerkiksi antamalla tiloja ilmaiseksi.',
    category: 'Vapaa-aika ja aktiviteetit',
    weight: 2,
    type: 'economic',
    // Why: Agreeing gives associations more municipal support.
    direction: 1,
  },
  {
    id: 22,
    text: 'Yksinäisyyttä vähentävä toiminta kuuluu ensisijaisesti järjestöille ja vapaaehtoisille, ei kunnalle.',
    category: 'Vapaa-aika ja aktiviteetit',
    weight: 2,
    type: 'economic',
    // Why: Agreeing moves the responsibility from the municipality to associations and volunteers.
    direction: -1,
  },
  // Osallistuminen ja vaikuttaminen
  {
    id: 23,
    text: 'Vanhusneuvoston edustajalla pitää olla puheoikeus kunnan lautakuntien kokouksissa.',
    category: 'Osallistuminen ja vaikuttaminen',
    weight: 3,
    type: 'none',
    // Why: On neither axis: it is about older people's say in decisions, not money or ways of doing
    //   things.
    direction: null,
  },
  {
    id: 24,
    text: 'Ikääntyneiltä pitää kysyä mielipidettä ennen kuin heidän palvelujaan muutetaan, vaikka päätökset hidastuvat.',
    category: 'Osallistuminen ja vaikuttaminen',
    weight: 3,
    type: 'none',
    // Why: On neither axis: it is about older people's say in decisions, not money or ways of doing
    //   things.
    direction: null,
  },
  {
    id: 25,
    text: 'Kunnan tiedotteet pitää jakaa myös paperisina, vaikka se maksaa enemmän kuin tiedottaminen verkossa.',
    category: 'Osallistuminen ja vaikuttaminen',
    weight: 2,
    type: 'social',
    // Why: Agreeing keeps the familiar paper notices instead of moving to the web.
    direction: -1,
  },
] satisfies Question[]);

export interface MunicipalityQuestionSettings {
  question_weights: Record<string, number> | null;
  custom_questions: { id: number; text: string }[] | null;
  /** Per-statement background texts ("Lisätietoa") replacing the defaults. */
  custom_backgrounds?: { id: number; text: string }[] | null;
}

/** A statement as a municipality shows it, with its background text ("Lisätietoa"). */
export interface MunicipalityQuestion extends Question {
  background: string;
}

/** The usable per-statement texts of an override list (known ids, non-blank texts) by id. */
export function customTexts(list: { id: number; text: string }[] | null | undefined) {
  const texts = new Map<number, string>();
  for (const custom of list ?? []) {
    const text = typeof custom.text === 'string' ? custom.text.trim() : '';
    if (isQuestionId(custom.id) && text !== '') texts.set(custom.id, text);
  }
  return texts;
}

function isQuestionId(id: number): boolean {
  return Number.isInteger(id) && id >= 1 && id <= QUESTION_COUNT;
}

/** The default background text of a statement. */
export function defaultBackground(id: number): string {
  return DEFAULT_BACKGROUNDS[id] ?? '';
}

function isWeight(value: unknown): value is Weight {
  return value === 2 || value === 3;
}

/**
 * The 25 statements as one municipality shows them: its weight overrides and custom texts
 * applied over the defaults. Invalid overrides (unknown ids, weights other than 2 or 3, blank
 * texts) are ignored rather than thrown, because stored settings must never break the voter page.
 */
export function questionsForMunicipality(
  settings: MunicipalityQuestionSettings | null,
): MunicipalityQuestion[] {
  const weights = new Map<number, Weight>();
  for (const [key, value] of Object.entries(settings?.question_weights ?? {})) {
    const id = /^\d+$/.test(key) ? Number(key) : NaN;
    if (isQuestionId(id) && isWeight(value)) weights.set(id, value);
  }

  const texts = customTexts(settings?.custom_questions);
  const backgrounds = customTexts(settings?.custom_backgrounds);

  return DEFAULT_QUESTIONS.map((question) => ({
    ...question,
    weight: weights.get(question.id) ?? question.weight,
    text: texts.get(question.id) ?? question.text,
    background: backgrounds.get(question.id) ?? defaultBackground(question.id),
  }));
}
