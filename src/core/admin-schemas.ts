import { z } from 'zod';
import { candidateProfileSchema, safeMultilineText, safeText } from './schemas';

// Inputs of the admin sections (Kunnat, Kysymykset, Ehdokkaat, Muutosloki).

export const updateMunicipalityInputSchema = z
  .object({
    is_hidden: z.boolean({ error: 'Tiedon pitää olla kyllä tai ei.' }).optional(),
    /** null (or '') clears the custom name of a municipality from the reference list. */
    custom_name: safeText(
      z
        .string({ error: 'Nimen pitää olla tekstiä.' })
        .trim()
        .max(100, { error: 'Kunnan nimi saa olla enintään 100 merkkiä.' }),
    )
      .nullable()
      .optional(),
  })
  .refine((v) => v.is_hidden !== undefined || v.custom_name !== undefined, {
    error: 'Ei muutettavia tietoja.',
  });
export type UpdateMunicipalityInput = z.infer<typeof updateMunicipalityInputSchema>;

export const updateQuestionInputSchema = z
  .object({
    weight: z.literal([2, 3], { error: 'Painoarvon pitää olla 2 tai 3.' }).optional(),
    /** null restores the default text. */
    text: safeMultilineText(
      z
        .string({ error: 'Väittämän pitää olla tekstiä.' })
        .trim()
        .min(5, { error: 'Väittämässä pitää olla vähintään 5 merkkiä.' })
        .max(500, { error: 'Väittämä saa olla enintään 500 merkkiä.' }),
    )
      .nullable()
      .optional(),
    /** Background text ("Lisätietoa") for this municipality; null restores the default. */
    background: safeMultilineText(
      z
        .string({ error: 'Taustatiedon pitää olla tekstiä.' })
        .trim()
        .min(20, { error: 'Taustatiedossa pitää olla vähintään 20 merkkiä.' })
        .max(1200, { error: 'Taustatieto saa olla enintään 1200 merkkiä.' }),
    )
      .nullable()
      .optional(),
    /** The statement in Swedish for this municipality; null removes it (docs/product.md). */
    text_sv: safeMultilineText(
      z
        .string({ error: 'Ruotsinkielisen väittämän pitää olla tekstiä.' })
        .trim()
        .min(5, { error: 'Ruotsinkielisessä väittämässä pitää olla vähintään 5 merkkiä.' })
        .max(500, { error: 'Ruotsinkielinen väittämä saa olla enintään 500 merkkiä.' }),
    )
      .nullable()
      .optional(),
    /** The background text in Swedish for this municipality; null removes it. */
    background_sv: safeMultilineText(
      z
        .string({ error: 'Ruotsinkielisen taustatiedon pitää olla tekstiä.' })
        .trim()
        .min(20, { error: 'Ruotsinkielisessä taustatiedossa pitää olla vähintään 20 merkkiä.' })
        .max(1200, { error: 'Ruotsinkielinen taustatieto saa olla enintään 1200 merkkiä.' }),
    )
      .nullable()
      .optional(),
    /** A plain-Finnish version of the municipality's own statement; null removes it. */
    plain_text: safeMultilineText(
      z
        .string({ error: 'Selkokielisen väittämän pitää olla tekstiä.' })
        .trim()
        .min(5, { error: 'Selkokielisessä väittämässä pitää olla vähintään 5 merkkiä.' })
        .max(500, { error: 'Selkokielinen väittämä saa olla enintään 500 merkkiä.' }),
    )
      .nullable()
      .optional(),
    /** A plain-Finnish version of the municipality's own background; null removes it. */
    plain_background: safeMultilineText(
      z
        .string({ error: 'Selkokielisen taustatiedon pitää olla tekstiä.' })
        .trim()
        .min(20, { error: 'Selkokielisessä taustatiedossa pitää olla vähintään 20 merkkiä.' })
        .max(1200, { error: 'Selkokielinen taustatieto saa olla enintään 1200 merkkiä.' }),
    )
      .nullable()
      .optional(),
  })
  .refine((v) => Object.values(v).some((value) => value !== undefined), {
    error: 'Ei muutettavia tietoja.',
  });
export type UpdateQuestionInput = z.infer<typeof updateQuestionInputSchema>;

export const questionIdParamSchema = z.coerce
  .number({ error: 'Väittämän numeron pitää olla 1–25.' })
  .int({ error: 'Väittämän numeron pitää olla 1–25.' })
  .min(1, { error: 'Väittämän numeron pitää olla 1–25.' })
  .max(25, { error: 'Väittämän numeron pitää olla 1–25.' });

export const updateCandidateInputSchema = candidateProfileSchema
  .partial()
  .refine((v) => Object.keys(v).length > 0, {
    error: 'Ei muutettavia tietoja.',
  });
export type UpdateCandidateInput = z.infer<typeof updateCandidateInputSchema>;

/** Rows per page in the admin lists (Hakemukset, Pääsykoodit, Ehdokkaat, Muutosloki). */
export const ADMIN_PAGE_SIZE = 50;

/** `page` and `page_size` of every admin list; the server never answers with a whole list. */
export const pageQuerySchema = z.object({
  page: z.coerce
    .number({ error: 'Sivunumeron pitää olla luku.' })
    .int({ error: 'Sivunumeron pitää olla kokonaisluku.' })
    .min(1, { error: 'Sivunumeron pitää olla vähintään 1.' })
    .max(10_000, { error: 'Sivunumero on liian suuri.' })
    .default(1),
  page_size: z.coerce
    .number({ error: 'Sivun koon pitää olla luku.' })
    .int({ error: 'Sivun koon pitää olla kokonaisluku.' })
    .min(1, { error: 'Sivun koon pitää olla vähintään 1.' })
    .max(200, { error: 'Sivulla voi olla enintään 200 riviä.' })
    .default(ADMIN_PAGE_SIZE),
});

/** Free-text search of an admin list ("Hae"): a name, an email address or a candidate number. */
export const listSearchSchema = safeText(
  z.string().trim().max(100, { error: 'Hakusana saa olla enintään 100 merkkiä.' }),
).optional();

export const submissionListQuerySchema = pageQuerySchema.extend({
  search: listSearchSchema,
  /**
   * "Valmiit hyväksyttäviksi": only first answers (not corrections) that match the official list
   * and have no flags for the reviewer (docs/moderation.md).
   */
  ready: z
    .enum(['true', 'false'], { error: 'Suodattimen pitää olla true tai false.' })
    .optional()
    .transform((value) => value === 'true'),
});
export type SubmissionListQuery = z.infer<typeof submissionListQuerySchema>;

/** Virallinen ehdokaslista: a name, a party or a candidate number. */
export const officialCandidateListQuerySchema = pageQuerySchema.extend({
  search: listSearchSchema,
});
export type OfficialCandidateListQuery = z.infer<typeof officialCandidateListQuerySchema>;

export const ACCESS_CODE_STATUSES = ['unused', 'used', 'expired', 'withdrawn'] as const;
export const accessCodeListQuerySchema = pageQuerySchema.extend({
  search: listSearchSchema,
  status: z.enum(ACCESS_CODE_STATUSES, { error: 'Tuntematon koodin tila.' }).optional(),
});
export type AccessCodeListQuery = z.infer<typeof accessCodeListQuerySchema>;

export const candidateListQuerySchema = pageQuerySchema.extend({
  search: listSearchSchema,
  party: safeText(z.string().max(100)).optional(),
});
export type CandidateListQuery = z.infer<typeof candidateListQuerySchema>;

export const auditLogQuerySchema = pageQuerySchema.extend({
  municipality_id: safeText(z.string().max(40)).optional(),
  action: safeText(z.string().max(100)).optional(),
  actor: safeText(z.string().max(200)).optional(),
  from: z.iso.date({ error: 'Anna päivämäärä muodossa VVVV-KK-PP.' }).optional(),
  to: z.iso.date({ error: 'Anna päivämäärä muodossa VVVV-KK-PP.' }).optional(),
});
export type AuditLogQuery = z.infer<typeof auditLogQuerySchema>;
