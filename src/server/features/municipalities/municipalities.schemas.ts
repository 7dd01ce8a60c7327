import { z } from '@hono/zod-openapi';
import { QuestionSchema, textLang } from '../../openapi';

// Response shapes of the municipality routes. The web app takes its types from here
// (`import type` of the z.output types below), so the two sides cannot drift apart.

export const MunicipalitySchema = z
  .object({
    municipality_id: z.string(),
    /** In the language asked for (`lang`); a custom name is the same in both. */
    name: z.string(),
    /** The Finnish and Swedish names, so either finds it; a custom name is the same in both. */
    name_fi: z.string(),
    name_sv: z.string(),
    is_custom: z.boolean(),
    name_lang: textLang,
    /** Official language status: fi, sv, or bilingual with the majority language first. */
    language: z.enum(['fi', 'fi-sv', 'sv', 'sv-fi']),
    /** Its region (maakunta) in the language asked for; null for a municipality of our own. */
    region: z.string().nullable(),
  })
  .openapi('Municipality');

/** A statement as voters see it: text with soft hyphens (U+00AD) at Finnish syllable boundaries. */
export const MunicipalityQuestionSchema = QuestionSchema.extend({
  /** Neutral background ("Lisätietoa"): the municipality's own text or the default. */
  background: z.string(),
  text_lang: textLang,
  background_lang: textLang,
  /** The category's name to show; `category` stays the Finnish key that matching uses. */
  category_label: z.string(),
  category_label_lang: textLang,
}).openapi('MunicipalityQuestion');

export const MunicipalityDetailSchema = MunicipalitySchema.extend({
  questions: z.array(MunicipalityQuestionSchema),
}).openapi('MunicipalityDetail');
export type MunicipalityDetail = z.output<typeof MunicipalityDetailSchema>;

/** `GET /api/municipalities/{id}/selkokieli`: the statements in plain Finnish, with soft hyphens. */
export const PlainQuestionsSchema = z
  .object({
    questions: z.array(
      z.object({
        id: z.number(),
        text: z.string(),
        background: z.string(),
        /** False where the municipality wrote its own text: it is shown as written. */
        text_is_plain: z.boolean(),
        background_is_plain: z.boolean(),
      }),
    ),
  })
  .openapi('PlainQuestions');
export type PlainQuestions = z.output<typeof PlainQuestionsSchema>;

export const AdminMunicipalitySchema = z
  .object({
    municipality_id: z.string(),
    /** Display name: the custom name when set, otherwise the reference name. */
    name: z.string(),
    name_sv: z.string(),
    reference_name: z.string().nullable(),
    custom_name: z.string().nullable(),
    is_custom: z.boolean(),
    is_hidden: z.boolean(),
    created_at: z.string(),
  })
  .openapi('AdminMunicipality');
export type AdminMunicipality = z.output<typeof AdminMunicipalitySchema>;

export const AdminMunicipalityListItemSchema = AdminMunicipalitySchema.extend({
  candidate_count: z.number(),
  access_code_count: z.number(),
  pending_submission_count: z.number(),
}).openapi('AdminMunicipalityListItem');
export type AdminMunicipalityListItem = z.output<typeof AdminMunicipalityListItemSchema>;

export const AdminQuestionSchema = z
  .object({
    id: z.number(),
    category: z.string(),
    type: z.string(),
    weight: z.number(),
    default_weight: z.number(),
    text: z.string(),
    default_text: z.string(),
    is_custom_text: z.boolean(),
    background: z.string(),
    default_background: z.string(),
    is_custom_background: z.boolean(),
    /** The municipality's own Swedish statement, or null (voters then see the rule's text). */
    text_sv: z.string().nullable(),
    default_text_sv: z.string(),
    background_sv: z.string().nullable(),
    default_background_sv: z.string(),
    /** The plain-Finnish version of the municipality's own statement, or null (its own text shows as written). */
    plain_text: z.string().nullable(),
    /** The plain version of the default statement (voters see it when the text is not the municipality's own). */
    default_plain_text: z.string(),
    /** The plain-Finnish version of the municipality's own background, or null (it shows as written). */
    plain_background: z.string().nullable(),
    /** The plain version of the default background. */
    default_plain_background: z.string(),
  })
  .openapi('AdminQuestion');
export type AdminQuestion = z.output<typeof AdminQuestionSchema>;

/** One item of `GET /api/municipalities` (participating, non-hidden; sorted by name). */
export type Municipality = z.output<typeof MunicipalitySchema>;
/** `GET /api/municipalities/{id}`: weights and custom texts already applied. */
