import { z } from '@hono/zod-openapi';
import { QuestionSchema, textLang } from '../../openapi';
import { pageSchema } from '../../shared/domain/paging';
import { ConsentRecordSchema } from '../../shared/domain/consent.schemas';

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
    status: z.enum(['unused', 'used', 'expired', 'withdrawn']).openapi({
      description:
        'withdrawn: the official candidate it was made for left the official list (an import removed them); it sends nothing, used or not',
    }),
    email_status: z.enum(['pending', 'sent', 'failed', 'not_sent']).nullable().openapi({
      description:
        "The code's latest email: pending (queued or being retried), sent (accepted by the mail relay), failed (every attempt failed), not_sent (no mail relay configured); null when never emailed",
    }),
    candidate: z.object({ name: z.string(), number: z.number().int() }).nullable().openapi({
      description:
        'The official candidate the code is bound to; null for a code made from an address',
    }),
  })
  .openapi('AccessCode');

/** One page of Pääsykoodit. */
export const AccessCodePageSchema = pageSchema(AccessCodeSchema);

export const CreatedAccessCodesSchema = z.object({
  codes: z.array(AccessCodeSchema),
  queued: z.number().openapi({ description: 'Emails queued for sending' }),
});

export const RemindedSchema = z.object({
  reminded: z
    .number()
    .int()
    .openapi({ description: 'Addresses whose reminder was handed to the outbox now' }),
  skipped: z.number().int().openapi({
    description: "Addresses left out: already reminded today by this municipality's admins",
  }),
  not_sent: z.number().int().openapi({
    description: 'Addresses not reminded because no mail relay is configured (SMTP_URL unset)',
  }),
  letters: z.number().int().openapi({
    description: 'Unused codes of printed letters: their reminders are printed, not emailed',
  }),
  email_status: z.enum(['pending', 'not_sent']).nullable(),
});

export const ResentAccessCodeSchema = z.object({ email_status: z.enum(['pending', 'not_sent']) });

export const AccessCodeValidationSchema = z
  .object({
    valid: z.literal(true),
    /** Normalised: uppercase, no spaces or hyphens. */
    code: z.string(),
    expires_at: z.string(),
    /** When answering and correcting end (an instant), or null when there is no deadline. */
    answer_deadline: z.string().nullable(),
    /** A used code: the answers sent so far, to correct until the deadline; else null. */
    current: z
      .object({
        status: z.enum(['pending', 'published', 'rejected']),
        /** The latest sending was returned: the moderation policy's point and the admin's note. */
        returned: z
          .object({ reason_point: z.string().nullable(), note: z.string().nullable() })
          .nullable(),
        profile: z.object({
          name: z.string(),
          age: z.number().int(),
          party: z.string(),
          profession: z.string(),
          voting_number: z.number().int().nullable(),
          image: z.string().nullable(),
          answers: z.array(z.number().int()),
          answer_justifications: z.array(z.string()),
        }),
        consent: ConsentRecordSchema,
      })
      .nullable(),
    municipality: z.object({
      municipality_id: z.string(),
      /** In the language asked for (`lang`). */
      name: z.string(),
      name_lang: textLang,
      /** Official language status: fi, sv, or bilingual with the majority language first. */
      language: z.enum(['fi', 'fi-sv', 'sv', 'sv-fi']),
    }),
    official: z
      .object({
        name: z.string(),
        party: z.string(),
        voting_number: z.number().int(),
        age: z.number().int().nullable(),
        profession: z.string(),
      })
      .nullable()
      .openapi({
        description:
          "An official candidate's code: name, party and number come from the official list, and the form shows them locked; age and profession from the list fill an empty form, the candidate may change them",
      }),
    questions: z.array(
      QuestionSchema.extend({
        text_lang: textLang,
        category_label: z.string(),
        category_label_lang: textLang,
        /** The statement in plain Finnish (selkokieli) for the candidate to open; null in Swedish and for a municipality's own text. */
        plain_text: z.string().nullable(),
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
export type Reminded = z.output<typeof RemindedSchema>;
/** `POST /api/access-codes/validate`: a usable code, with its municipality's 25 statements. */
export type AccessCodeValidation = z.output<typeof AccessCodeValidationSchema>;
