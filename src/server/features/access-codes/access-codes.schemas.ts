import { z } from '@hono/zod-openapi';
import { QuestionSchema, textLang } from '../../openapi';
import { pageSchema } from '../../shared/paging';

// Response shapes of Pääsykoodit and of the code check; the web app imports the types.

export const AccessCodeSchema = z
  .object({
    code: z.string(),
    municipality_id: z.string(),
    email: z.string(),
    expires_at: z.string(),
    used: z.boolean(),
    used_at: z.string().nullable(),
    created_at: z.string(),
    status: z.enum(['unused', 'used', 'expired']),
    email_status: z.enum(['pending', 'sent', 'failed', 'not_sent']).nullable().openapi({
      description:
        "The code's latest email: pending (queued or being retried), sent (accepted by the mail relay), failed (every attempt failed), not_sent (no mail relay configured); null when never emailed",
    }),
  })
  .openapi('AccessCode');

/** One page of Pääsykoodit. */
export const AccessCodePageSchema = pageSchema(AccessCodeSchema);

export const CreatedAccessCodesSchema = z.object({
  codes: z.array(AccessCodeSchema),
  queued: z.number().openapi({ description: 'Emails queued for sending' }),
});

export const ResentAccessCodeSchema = z.object({ email_status: z.enum(['pending', 'not_sent']) });

export const AccessCodeValidationSchema = z
  .object({
    valid: z.literal(true),
    /** Normalised: uppercase, no spaces or hyphens. */
    code: z.string(),
    expires_at: z.string(),
    municipality: z.object({
      municipality_id: z.string(),
      /** In the language asked for (`lang`). */
      name: z.string(),
      name_lang: textLang,
      /** Official language status: fi, sv, or bilingual with the majority language first. */
      language: z.enum(['fi', 'fi-sv', 'sv', 'sv-fi']),
    }),
    official: z
      .object({ name: z.string(), party: z.string(), voting_number: z.number().int() })
      .nullable()
      .openapi({
        description:
          "An official candidate's code: these come from the official list, and the form shows them locked",
      }),
    questions: z.array(
      QuestionSchema.extend({
        text_lang: textLang,
        category_label: z.string(),
        category_label_lang: textLang,
      }),
    ),
  })
  .openapi('AccessCodeValidation');

export type AccessCode = z.output<typeof AccessCodeSchema>;
export type AccessCodePage = z.output<typeof AccessCodePageSchema>;
export type AccessCodeStatus = AccessCode['status'];
export type EmailStatus = NonNullable<AccessCode['email_status']>;
export type CreatedAccessCodes = z.output<typeof CreatedAccessCodesSchema>;
export type ResentAccessCode = z.output<typeof ResentAccessCodeSchema>;
/** `POST /api/access-codes/validate`: a usable code, with its municipality's 25 statements. */
export type AccessCodeValidation = z.output<typeof AccessCodeValidationSchema>;
