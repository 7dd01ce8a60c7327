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

export const QUESTION_COUNT = 25;

export const DEFAULT_QUESTIONS: readonly Question[] = Object.freeze([
  // Terveys ja hyvinvointi
  {
    id: 1,
    text: 'Terveyskeskuksessa pitää päästä lääkärille viikon kuluessa, vaikka se vaatisi lisää rahaa.',
    category: 'Terveys ja hyvinvointi',
    weight: 3,
    type: 'economic',
    direction: 1,
  },
  {
    id: 2,
    text: 'Terveyskeskuksen asiakasmaksuja saa korottaa, jotta palvelut voidaan turvata.',
    category: 'Terveys ja hyvinvointi',
    weight: 3,
    type: 'economic',
    direction: -1,
  },
  {
    id: 3,
    text: 'Hammashoidon jonoja pitää lyhentää ostamalla hoitoa yksityisiltä hammaslääkäreiltä.',
    category: 'Terveys ja hyvinvointi',
    weight: 2,
    type: 'economic',
    direction: -1,
  },
  {
    id: 4,
    text: 'Video- tai puhelinvastaanotto riittää useimpiin lääkärikäynteihin.',
    category: 'Terveys ja hyvinvointi',
    weight: 2,
    type: 'social',
    direction: 1,
  },
  // Palvelut
  {
    id: 5,
    text: 'Kunnan palvelupisteitä saa sulkea, jos niissä käy vähän asiakkaita.',
    category: 'Palvelut',
    weight: 2,
    type: 'economic',
    direction: -1,
  },
  {
    id: 6,
    text: 'Kunnan palvelut pitää saada aina myös kasvokkain tai puhelimessa, ei vain verkossa.',
    category: 'Palvelut',
    weight: 3,
    type: 'social',
    direction: -1,
  },
  {
    id: 7,
    text: 'Kunnan pitää antaa palveluja yritysten hoidettavaksi, jos se tulee halvemmaksi.',
    category: 'Palvelut',
    weight: 2,
    type: 'economic',
    direction: -1,
  },
  {
    id: 8,
    text: 'Kunnan pitää järjestää ikääntyneille maksutonta opastusta älypuhelimen ja verkkopalvelujen käyttöön.',
    category: 'Palvelut',
    weight: 2,
    type: 'none',
    direction: null,
  },
  {
    id: 9,
    text: 'Kauppa-autoja, kirjastoautoja ja muita liikkuvia palveluja pitää olla myös kylissä ja haja-asutusalueilla.',
    category: 'Palvelut',
    weight: 2,
    type: 'economic',
    direction: 1,
  },
  // Liikenne ja infrastruktuuri
  {
    id: 10,
    text: 'Eläkeläisten pitää saada alennusta joukkoliikenteen lipuista kaikkina kellonaikoina.',
    category: 'Liikenne ja infrastruktuuri',
    weight: 3,
    type: 'economic',
    direction: 1,
  },
  {
    id: 11,
    text: 'Kuljetuspalvelujen saamisen ehtoja saa tiukentaa, jotta kustannukset eivät kasva.',
    category: 'Liikenne ja infrastruktuuri',
    weight: 3,
    type: 'economic',
    direction: -1,
  },
  {
    id: 12,
    text: 'Jalkakäytävien aurauksen ja hiekoituksen pitää olla parempaa, vaikka se maksaa enemmän.',
    category: 'Liikenne ja infrastruktuuri',
    weight: 2,
    type: 'economic',
    direction: 1,
  },
  {
    id: 13,
    text: 'Kunnan pitää rakentaa lisää esteettömiä vuokra-asuntoja ikääntyneille, vaikka kunnan velka kasvaa.',
    category: 'Liikenne ja infrastruktuuri',
    weight: 3,
    type: 'economic',
    direction: 1,
  },
  {
    id: 14,
    text: 'Uudet palvelut ja asunnot pitää keskittää kuntakeskukseen, vaikka kylien palvelut vähenevät.',
    category: 'Liikenne ja infrastruktuuri',
    weight: 2,
    type: 'none',
    direction: null,
  },
  // Sosiaalipalvelut
  {
    id: 15,
    text: 'Omaishoitajien hoitopalkkioita ja vapaapäiviä pitää lisätä.',
    category: 'Sosiaalipalvelut',
    weight: 3,
    type: 'economic',
    direction: 1,
  },
  {
    id: 16,
    text: 'Kotihoidon pitää olla ensisijainen vaihtoehto, vaikka hoivakotipaikkoja olisi vähemmän.',
    category: 'Sosiaalipalvelut',
    weight: 3,
    type: 'economic',
    direction: -1,
  },
  {
    id: 17,
    text: 'Vanhustenhoidon hoitajapulaa saa helpottaa palkkaamalla hoitajia ulkomailta.',
    category: 'Sosiaalipalvelut',
    weight: 2,
    type: 'social',
    direction: 1,
  },
  {
    id: 18,
    text: 'Kunnan pitää palkata työntekijöitä, jotka etsivät yksinäisiä ikääntyneitä ja tukevat heitä.',
    category: 'Sosiaalipalvelut',
    weight: 2,
    type: 'economic',
    direction: 1,
  },
  // Vapaa-aika ja aktiviteetit
  {
    id: 19,
    text: 'Eläkeläisten pitää päästä kunnan uimahalleihin ja kuntosaleille ilmaiseksi tai pienellä maksulla.',
    category: 'Vapaa-aika ja aktiviteetit',
    weight: 2,
    type: 'economic',
    direction: 1,
  },
  {
    id: 20,
    text: 'Kirjastojen aukioloaikoja saa lyhentää, jos säästetyt rahat käytetään muihin palveluihin.',
    category: 'Vapaa-aika ja aktiviteetit',
    weight: 2,
    type: 'economic',
    direction: -1,
  },
  {
    id: 21,
    text: 'Kunnan pitää tukea eläkeläisjärjestöjä nykyistä enemmän, esimerkiksi antamalla tiloja ilmaiseksi.',
    category: 'Vapaa-aika ja aktiviteetit',
    weight: 2,
    type: 'economic',
    direction: 1,
  },
  {
    id: 22,
    text: 'Yksinäisyyttä vähentävä toiminta kuuluu ensisijaisesti järjestöille ja vapaaehtoisille, ei kunnalle.',
    category: 'Vapaa-aika ja aktiviteetit',
    weight: 2,
    type: 'economic',
    direction: -1,
  },
  // Osallistuminen ja vaikuttaminen
  {
    id: 23,
    text: 'Vanhusneuvoston edustajalla pitää olla puheoikeus kunnan lautakuntien kokouksissa.',
    category: 'Osallistuminen ja vaikuttaminen',
    weight: 3,
    type: 'none',
    direction: null,
  },
  {
    id: 24,
    text: 'Ikääntyneiltä pitää kysyä mielipidettä ennen kuin heidän palvelujaan muutetaan, vaikka päätökset hidastuvat.',
    category: 'Osallistuminen ja vaikuttaminen',
    weight: 3,
    type: 'none',
    direction: null,
  },
  {
    id: 25,
    text: 'Kunnan tiedotteet pitää jakaa myös paperisina, vaikka se maksaa enemmän kuin tiedottaminen verkossa.',
    category: 'Osallistuminen ja vaikuttaminen',
    weight: 2,
    type: 'social',
    direction: -1,
  },
] satisfies Question[]);

export interface MunicipalityQuestionSettings {
  question_weights: Record<string, number> | null;
  custom_questions: { id: number; text: string }[] | null;
}

function isQuestionId(id: number): boolean {
  return Number.isInteger(id) && id >= 1 && id <= QUESTION_COUNT;
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
): Question[] {
  const weights = new Map<number, Weight>();
  for (const [key, value] of Object.entries(settings?.question_weights ?? {})) {
    const id = /^\d+$/.test(key) ? Number(key) : NaN;
    if (isQuestionId(id) && isWeight(value)) weights.set(id, value);
  }

  const texts = new Map<number, string>();
  for (const custom of settings?.custom_questions ?? []) {
    const text = typeof custom.text === 'string' ? custom.text.trim() : '';
    if (isQuestionId(custom.id) && text !== '') texts.set(custom.id, text);
  }

  return DEFAULT_QUESTIONS.map((question) => ({
    ...question,
    weight: weights.get(question.id) ?? question.weight,
    text: texts.get(question.id) ?? question.text,
  }));
}
