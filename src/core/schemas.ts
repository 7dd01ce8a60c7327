import { z } from 'zod';
import { bilingual, inMessageLanguage, LANGUAGES } from './language';
import { isReferenceMunicipalityCode } from './municipalities';
import { CATEGORIES, QUESTION_COUNT } from './questions';
import { ACCESS_CODE_VALID_DAYS } from './retention';
import { consentsSchema } from './consent';

/**
 * Every API input, written once: the server validates with these and the forms reuse them.
 * Messages are shown to users as they are: Finnish, and the voter's and candidate's also in
 * Swedish (`bilingual`: in the message language of the moment, core/language.ts).
 */

export const ACCESS_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const ACCESS_CODE_LENGTH = 8;
export { ACCESS_CODE_VALID_DAYS };
export const JUSTIFICATION_MAX_LENGTH = 1000;

const MUNICIPALITY_CODE = /^\d{3}$/;
/** A 3-digit Statistics Finland code, or a custom id: a-z, 0-9 and hyphens, 2-40 chars. */
export const MUNICIPALITY_ID = /^(\d{3}|[a-z0-9][a-z0-9-]{1,39})$/;
export const MUNICIPALITY_ID_MESSAGE =
  'Kunnan tunnus on kolminumeroinen kuntanumero tai 2–40 merkkiä pieniä kirjaimia a–z, numeroita ja väliviivoja.';

/** Custom municipality ids that would clash with the app's own first-level paths. */
export const RESERVED_MUNICIPALITY_IDS: readonly string[] = [
  'admin',
  'api',
  'assets',
  'candidate-submission',
  'login',
  'saavutettavuus',
  'tietosuoja',
  'uploads',
];

function text(what: string, whatSv = what) {
  return z.string({
    error: (issue) =>
      issue.input === undefined
        ? inMessageLanguage(`${what} puuttuu.`, `${whatSv} saknas.`)
        : inMessageLanguage(
            `${what}: tässä pitää olla tekstiä.`,
            `${whatSv}: här ska det vara text.`,
          ),
  });
}

/** The largest value of a PostgreSQL integer column: ids and counts never go beyond it. */
export const INT32_MAX = 2_147_483_647;
export const INT32_MIN = -2_147_483_648;

export const UNSAFE_TEXT_MESSAGE =
  'Teksti sisältää merkkejä, joita ei voi tallentaa. Poista erikoismerkit ja yritä uudelleen.';
const UNSAFE_TEXT = bilingual(
  UNSAFE_TEXT_MESSAGE,
  'Texten innehåller tecken som inte kan sparas. Ta bort specialtecknen och försök igen.',
);

// NUL and the other C0/C1 control characters, and the bidi embedding, override and isolate
// characters that can make text display in a different order than it is stored.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const UNSAFE_SINGLE_LINE = /[\u0000-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;
// The same, but tabs and line breaks (\n and \r) are allowed.
const UNSAFE_MULTILINE =
  // eslint-disable-next-line no-control-regex -- as above
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;

// Half of a surrogate pair on its own is not text at all (PostgreSQL's jsonb refuses it).
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const hasUnsafeCharacters = (value: string) =>
  UNSAFE_SINGLE_LINE.test(value) || LONE_SURROGATE.test(value);

/** Refuses control characters (also NUL) and bidi overrides in a one-line text field. */
export function safeText<T extends z.ZodString>(schema: T): T {
  return schema.refine((value) => !hasUnsafeCharacters(value), {
    error: UNSAFE_TEXT,
  });
}

/** As safeText, but keeps line breaks and tabs: for text areas. */
export function safeMultilineText<T extends z.ZodString>(schema: T): T {
  return schema.refine((value) => !UNSAFE_MULTILINE.test(value) && !LONE_SURROGATE.test(value), {
    error: UNSAFE_TEXT,
  });
}

export const municipalityIdSchema = text('Kunnan tunnus', 'Kommunens kod').regex(MUNICIPALITY_ID, {
  error: bilingual(
    MUNICIPALITY_ID_MESSAGE,
    'Kommunens kod är ett tresiffrigt kommunnummer eller 2–40 tecken: små bokstäver a–z, siffror och bindestreck.',
  ),
});

export const answerSchema = z
  .int({
    error: bilingual('Vastauksen pitää olla kokonaisluku 1–5.', 'Svaret ska vara ett heltal 1–5.'),
  })
  .min(1, { error: bilingual('Vastauksen pitää olla vähintään 1.', 'Svaret ska vara minst 1.') })
  .max(5, { error: bilingual('Vastauksen pitää olla enintään 5.', 'Svaret får vara högst 5.') });

const twentyFiveAnswers = {
  error: bilingual(
    `Vastauksia pitää olla ${QUESTION_COUNT}.`,
    `Det ska finnas ${QUESTION_COUNT} svar.`,
  ),
};

export const answersSchema = z
  .array(answerSchema.nullable(), { error: 'Vastausten pitää olla lista.' })
  .length(QUESTION_COUNT, twentyFiveAnswers);

const questionIdKey = z
  .string()
  .regex(/^([1-9]|1\d|2[0-5])$/, { error: 'Kysymyksen numeron pitää olla 1–25.' });

export const questionWeightsSchema = z.record(
  questionIdKey,
  z.literal([2, 3], { error: 'Painoarvon pitää olla 2 tai 3.' }),
  { error: 'Painoarvot puuttuvat tai ovat väärässä muodossa.' },
);

export const customQuestionsSchema = z
  .array(
    z.object({
      id: z
        .int({ error: 'Kysymyksen numeron pitää olla kokonaisluku.' })
        .min(1, { error: 'Kysymyksen numeron pitää olla 1–25.' })
        .max(QUESTION_COUNT, { error: 'Kysymyksen numeron pitää olla 1–25.' }),
      text: safeMultilineText(
        text('Kysymyksen teksti')
          .trim()
          .min(5, { error: 'Kysymyksen tekstin pitää olla vähintään 5 merkkiä.' })
          .max(500, { error: 'Kysymyksen teksti saa olla enintään 500 merkkiä.' }),
      ),
    }),
    { error: 'Omat kysymykset puuttuvat tai ovat väärässä muodossa.' },
  )
  .max(QUESTION_COUNT, { error: `Omia kysymyksiä voi olla enintään ${QUESTION_COUNT}.` })
  .superRefine((questions, ctx) => {
    const seen = new Set<number>();
    questions.forEach((question, index) => {
      if (seen.has(question.id)) {
        ctx.addIssue({
          code: 'custom',
          path: [index, 'id'],
          message: `Kysymykselle ${question.id} on annettu useampi teksti.`,
        });
      }
      seen.add(question.id);
    });
  });

const percentage = (what: string) =>
  z
    .number({ error: `${what} puuttuu tai ei ole luku.` })
    .min(0, { error: `${what} ei voi olla alle 0.` })
    .max(100, { error: `${what} ei voi olla yli 100.` });

const visitorId = safeText(
  text('Vierailijan tunniste')
    .trim()
    .min(1, { error: 'Vierailijan tunniste puuttuu.' })
    .max(100, { error: 'Vierailijan tunniste on liian pitkä.' }),
);

/** Categories where the voter answered nothing are left out. */
export const saveMatchInputSchema = z.object({
  municipality_id: municipalityIdSchema,
  user_id: visitorId,
  match_percentage: percentage('Yhteensopivuus'),
  category_matches: z.partialRecord(
    z.enum(CATEGORIES, { error: 'Tuntematon aihealue.' }),
    percentage('Aihealueen yhteensopivuus'),
    { error: 'Aihealueiden yhteensopivuudet puuttuvat.' },
  ),
  candidate_id: z
    .int({ error: 'Ehdokkaan tunnisteen pitää olla kokonaisluku.' })
    .positive({ error: 'Esimerkkiehdokkaiden tuloksia ei tallenneta.' })
    .max(INT32_MAX, { error: 'Ehdokasta ei löytynyt.' }),
});
export type SaveMatchInput = z.infer<typeof saveMatchInputSchema>;

export const visitInputSchema = z.object({
  p_user_uuid: visitorId,
  p_municipality_id: municipalityIdSchema,
});
export type VisitInput = z.infer<typeof visitInputSchema>;

const accessCodePattern = new RegExp(`^[${ACCESS_CODE_ALPHABET}]+$`);

/**
 * Forgiving about how people type a code from an email or a letter: spaces and hyphens are
 * dropped and letters uppercased before the check.
 */
export const accessCodeSchema = text('Pääsykoodi', 'Åtkomstkoden')
  .overwrite((code) => code.replace(/[\s-]/g, '').toUpperCase())
  .length(ACCESS_CODE_LENGTH, {
    error: bilingual(
      `Pääsykoodissa pitää olla ${ACCESS_CODE_LENGTH} merkkiä.`,
      `Åtkomstkoden måste ha ${ACCESS_CODE_LENGTH} tecken.`,
    ),
  })
  .regex(accessCodePattern, {
    error: bilingual(
      'Pääsykoodissa on merkkejä, joita koodeissa ei käytetä. Tarkista koodi.',
      'Åtkomstkoden har tecken som inte används i koderna. Kontrollera koden.',
    ),
  });

export const accessCodeValidateSchema = z.object({ code: accessCodeSchema });

/**
 * A candidate's details, checked alike wherever they are typed: the candidate's form, the admin's
 * edit and the official list (by hand or from the Ministry's file). The Ministry numbers the
 * candidates from 2 (number 1 is not given), so no candidate number is below 2.
 */
export const CANDIDATE_NUMBER = { min: 2, max: 99_999 } as const;
export const CANDIDATE_AGE = { min: 18, max: 120 } as const;

export const candidateAgeSchema = z
  .int({ error: bilingual('Iän pitää olla kokonaisluku.', 'Åldern måste vara ett heltal.') })
  .min(CANDIDATE_AGE.min, {
    error: bilingual(
      'Ehdokkaan pitää olla vähintään 18-vuotias.',
      'En kandidat måste vara minst 18 år.',
    ),
  })
  .max(CANDIDATE_AGE.max, { error: bilingual('Tarkista ikä.', 'Kontrollera åldern.') });

export const candidateProfessionSchema = safeText(
  text('Ammatti', 'Yrket')
    .trim()
    .max(100, {
      error: bilingual('Ammatti saa olla enintään 100 merkkiä.', 'Yrket får ha högst 100 tecken.'),
    }),
);

export const candidateNumberSchema = z
  .int({
    error: bilingual(
      'Ehdokasnumeron pitää olla kokonaisluku.',
      'Kandidatnumret måste vara ett heltal.',
    ),
  })
  .min(CANDIDATE_NUMBER.min, {
    error: bilingual('Ehdokasnumero on vähintään 2.', 'Kandidatnumret är minst 2.'),
  })
  .max(CANDIDATE_NUMBER.max, {
    error: bilingual('Ehdokasnumero on enintään 99999.', 'Kandidatnumret är högst 99999.'),
  });

export const candidateProfileSchema = z.object({
  name: safeText(
    text('Nimi', 'Namnet')
      .trim()
      .min(2, {
        error: bilingual(
          'Nimessä pitää olla vähintään 2 merkkiä.',
          'Namnet måste ha minst 2 tecken.',
        ),
      })
      .max(100, {
        error: bilingual('Nimi saa olla enintään 100 merkkiä.', 'Namnet får ha högst 100 tecken.'),
      }),
  ),
  age: candidateAgeSchema,
  party: safeText(
    text('Puolue', 'Partiet')
      .trim()
      .min(1, {
        error: bilingual(
          'Valitse puolue tai kirjoita sen nimi.',
          'Välj parti eller skriv partiets namn.',
        ),
      })
      .max(100, {
        error: bilingual(
          'Puolueen nimi saa olla enintään 100 merkkiä.',
          'Partiets namn får ha högst 100 tecken.',
        ),
      }),
  ),
  profession: candidateProfessionSchema,
  voting_number: candidateNumberSchema.nullable().optional(),
  image: safeText(
    z
      .string({
        error: bilingual('Kuvan osoite on väärässä muodossa.', 'Bildens adress har fel form.'),
      })
      .max(2000, {
        error: bilingual('Kuvan osoite on liian pitkä.', 'Bildens adress är för lång.'),
      }),
  ).nullable(),
  answers: z
    .array(answerSchema, { error: bilingual('Vastaukset puuttuvat.', 'Svaren saknas.') })
    .length(QUESTION_COUNT, {
      error: bilingual(
        `Vastaa kaikkiin ${QUESTION_COUNT} väittämään.`,
        `Svara på alla ${QUESTION_COUNT} påståenden.`,
      ),
    }),
  answer_justifications: z
    .array(
      safeMultilineText(
        z
          .string({
            error: bilingual('Perustelun pitää olla tekstiä.', 'Motiveringen ska vara text.'),
          })
          .trim()
          .max(JUSTIFICATION_MAX_LENGTH, {
            error: bilingual(
              `Perustelu saa olla enintään ${JUSTIFICATION_MAX_LENGTH} merkkiä.`,
              `Motiveringen får ha högst ${JUSTIFICATION_MAX_LENGTH} tecken.`,
            ),
          }),
      ),
      { error: bilingual('Perustelut puuttuvat.', 'Motiveringarna saknas.') },
    )
    .length(QUESTION_COUNT, twentyFiveAnswers),
});
export type CandidateProfile = z.infer<typeof candidateProfileSchema>;

export const candidateSubmissionInputSchema = z.object({
  code: accessCodeSchema,
  /** The language the candidate filled in the form in; decides the language of their emails. */
  language: z
    .enum(LANGUAGES, {
      error: bilingual('Kielen pitää olla fi tai sv.', 'Språket ska vara fi eller sv.'),
    })
    .default('fi'),
  form_data: candidateProfileSchema,
  /** (a) publication here, required; (b) open data, optional (src/core/consent.ts). */
  consents: consentsSchema,
});

export const participatingMunicipalityInputSchema = z
  .object({
    municipality_id: municipalityIdSchema,
    is_custom: z.boolean({ error: 'Tiedon pitää olla kyllä tai ei.' }).default(false),
    custom_name: safeText(
      text('Kunnan nimi')
        .trim()
        .min(1, { error: 'Kirjoita kunnan nimi.' })
        .max(100, { error: 'Kunnan nimi saa olla enintään 100 merkkiä.' }),
    )
      .nullable()
      .optional(),
    is_hidden: z.boolean({ error: 'Tiedon pitää olla kyllä tai ei.' }).default(false),
    question_weights: questionWeightsSchema.nullable().optional(),
    custom_questions: customQuestionsSchema.nullable().optional(),
  })
  .superRefine((input, ctx) => {
    const id = input.municipality_id;
    const issue = (path: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message });
    if (!input.is_custom) {
      if (!isReferenceMunicipalityCode(id)) {
        issue('municipality_id', 'Valitse kunta kuntaluettelosta.');
      }
      return;
    }
    if (!input.custom_name) issue('custom_name', 'Oma kunta tarvitsee nimen.');
    if (MUNICIPALITY_CODE.test(id)) {
      issue('municipality_id', 'Oman kunnan tunnus ei voi olla kolminumeroinen kuntanumero.');
    } else if (RESERVED_MUNICIPALITY_IDS.includes(id)) {
      issue('municipality_id', 'Tämä tunnus on varattu sovelluksen omaan käyttöön.');
    }
  });
export type ParticipatingMunicipalityInput = z.infer<typeof participatingMunicipalityInputSchema>;

const ANSWER_DEADLINE_MESSAGE = 'Anna päivä ja kellonaika muodossa VVVV-KK-PPTHH:MM.';

const systemSettingsShape = z.strictObject(
  {
    use_mock_data: z.boolean({ error: 'Tiedon pitää olla kyllä tai ei.' }),
    mock_candidates_per_municipality: z
      .int({ error: 'Esimerkkiehdokkaiden määrän pitää olla kokonaisluku.' })
      .min(0, { error: 'Esimerkkiehdokkaiden määrä ei voi olla negatiivinen.' })
      .max(100, { error: 'Esimerkkiehdokkaita voi olla enintään 100 kuntaa kohden.' }),
    mock_data_seed: z
      .int({ error: 'Siemenluvun pitää olla kokonaisluku.' })
      .min(INT32_MIN, { error: 'Siemenluku on liian pieni.' })
      .max(INT32_MAX, { error: 'Siemenluku on liian suuri.' }),
    match_save_limit: z
      .int({ error: 'Tallennusrajan pitää olla kokonaisluku.' })
      .min(1, { error: 'Tallennusraja on vähintään 1.' })
      .max(100, { error: 'Tallennusraja on enintään 100.' }),
    election_name: safeText(
      z
        .string({ error: 'Vaalien nimen pitää olla tekstiä.' })
        .trim()
        .max(200, { error: 'Vaalien nimi saa olla enintään 200 merkkiä.' }),
    ),
    election_date: z.union(
      [z.iso.date({ error: 'Anna päivämäärä muodossa VVVV-KK-PP.' }), z.literal('')],
      { error: 'Anna päivämäärä muodossa VVVV-KK-PP.' },
    ),
    privacy_contact: safeMultilineText(
      z
        .string({ error: 'Yhteystiedon pitää olla tekstiä.' })
        .trim()
        .max(500, { error: 'Yhteystieto saa olla enintään 500 merkkiä.' }),
    ),
    organizer_contact: safeMultilineText(
      z
        .string({ error: 'Yhteystiedon pitää olla tekstiä.' })
        .trim()
        .max(300, { error: 'Yhteystieto saa olla enintään 300 merkkiä.' }),
    ),
    moderation_policy_fi: safeMultilineText(
      z
        .string({ error: 'Moderointiperiaatteiden pitää olla tekstiä.' })
        .trim()
        .max(10000, { error: 'Moderointiperiaatteet saavat olla enintään 10000 merkkiä.' }),
    ),
    moderation_policy_sv: safeMultilineText(
      z
        .string({ error: 'Moderointiperiaatteiden pitää olla tekstiä.' })
        .trim()
        .max(10000, { error: 'Moderointiperiaatteet saavat olla enintään 10000 merkkiä.' }),
    ),
    moderation_terms: safeMultilineText(
      z
        .string({ error: 'Sanalistan pitää olla tekstiä.' })
        .trim()
        .max(5000, { error: 'Sanalista saa olla enintään 5000 merkkiä.' }),
    ),
    moderation_length_limit: z
      .int({ error: 'Pituusrajan pitää olla kokonaisluku.' })
      .min(50, { error: 'Pituusraja on vähintään 50 merkkiä.' })
      .max(JUSTIFICATION_MAX_LENGTH, {
        error: `Pituusraja on enintään ${JUSTIFICATION_MAX_LENGTH} merkkiä.`,
      }),
    open_data_enabled: z.boolean({ error: 'Tiedon pitää olla kyllä tai ei.' }),
    open_data_licence: safeText(
      z
        .string({ error: 'Lisenssin pitää olla tekstiä.' })
        .trim()
        .min(1, { error: 'Anna lisenssi, jolla avoin data julkaistaan.' })
        .max(200, { error: 'Lisenssi saa olla enintään 200 merkkiä.' }),
    ),
    open_data_photos: z.boolean({ error: 'Tiedon pitää olla kyllä tai ei.' }),
    shorter_version_enabled: z.boolean({ error: 'Tiedon pitää olla kyllä tai ei.' }),
    answer_deadline: z.union(
      [
        z.iso.datetime({ local: true, precision: -1, error: ANSWER_DEADLINE_MESSAGE }),
        z.literal(''),
      ],
      { error: ANSWER_DEADLINE_MESSAGE },
    ),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `Tuntematon asetus: ${issue.keys
            .slice(0, 3)
            .map((key) => key.slice(0, 40).replace(new RegExp(UNSAFE_SINGLE_LINE, 'g'), '?'))
            .join(', ')}${issue.keys.length > 3 ? ' …' : ''}.`
        : 'Asetukset ovat väärässä muodossa.',
  },
);

/** Only the settings being changed are sent; unknown keys are rejected, not silently ignored. */
export const systemSettingsInputSchema = systemSettingsShape.partial();
export type SystemSettingsInput = z.infer<typeof systemSettingsInputSchema>;

const emailSchema = text('Sähköpostiosoite')
  .trim()
  .toLowerCase()
  .check(z.email({ error: 'Tarkista sähköpostiosoite.' }));

/** How long new codes work and whether they are emailed: the same on every way to make codes. */
export const codeDeliveryFields = {
  valid_days: z
    .int({ error: 'Voimassaoloajan pitää olla kokonaisluku.' })
    .min(1, { error: 'Voimassaoloaika on vähintään 1 päivä.' })
    .max(90, { error: 'Voimassaoloaika on enintään 90 päivää.' })
    .default(ACCESS_CODE_VALID_DAYS),
  send_email: z.boolean({ error: 'Tiedon pitää olla kyllä tai ei.' }).default(true),
};

export const createAccessCodesInputSchema = z.object({
  emails: z
    .array(emailSchema, { error: 'Sähköpostiosoitteet puuttuvat.' })
    .min(1, { error: 'Anna vähintään yksi sähköpostiosoite.' })
    .max(500, { error: 'Kerralla voi luoda enintään 500 koodia.' }),
  ...codeDeliveryFields,
});
export type CreateAccessCodesInput = z.infer<typeof createAccessCodesInputSchema>;

export const rejectSubmissionInputSchema = z.object({
  admin_notes: safeMultilineText(
    z
      .string({ error: 'Perustelun pitää olla tekstiä.' })
      .trim()
      .max(2000, { error: 'Perustelu saa olla enintään 2000 merkkiä.' }),
  ),
  /** The point of the moderation policy ("3") the submission does not follow; null for none. */
  reason_point: z
    .string({ error: 'Kohdan pitää olla numero.' })
    .regex(/^\d{1,2}$/, { error: 'Kohdan pitää olla numero.' })
    .nullable()
    .default(null),
});
export type RejectSubmissionInput = z.infer<typeof rejectSubmissionInputSchema>;

export const loginInputSchema = z.object({
  email: emailSchema,
  password: z.string({ error: 'Salasana puuttuu.' }).min(1, { error: 'Kirjoita salasana.' }),
});
