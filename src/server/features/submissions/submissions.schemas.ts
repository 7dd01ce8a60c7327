import { z } from '@hono/zod-openapi';
import { pageSchema } from '../../shared/domain/paging';
import { ConsentRecordSchema } from '../../shared/domain/consent.schemas';

// Response shapes of the candidate form and Hakemukset; the web app imports the types.

export const SubmissionSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    age: z.number().int(),
    party: z.string(),
    profession: z.string(),
    /** The stored (EXIF-free) photo's URL, or null without a photo. */
    image: z.string().nullable(),
    /** Answers 1..5, index 0 is statement 1. */
    answers: z.array(z.number().int()),
    answer_justifications: z.array(z.string()),
    municipality_id: z.string(),
    voting_number: z.number().int().nullable(),
    /** The language the candidate filled in the form in. */
    language: z.enum(['fi', 'sv']),
    status: z.enum(['pending', 'approved', 'rejected']),
    /** Waiting for review as a correction of the published candidate `candidate_id`. */
    correction: z.boolean(),
    admin_notes: z.string().nullable(),
    candidate_id: z.number().int().nullable(),
    created_at: z.string(),
    reviewed_at: z.string().nullable(),
    consent: ConsentRecordSchema,
    paper_received_on: z.string().nullable().openapi({
      description:
        'Typed in by an admin from a signed paper form received on this day (YYYY-MM-DD)',
    }),
    entered_by: z.string().nullable().openapi({
      description:
        'The id of the admin who typed in the paper form (who may not approve it while the municipality has another admin)',
    }),
    paper_mark: z.string().nullable().openapi({
      example: 'syötetty paperilomakkeelta (ylläpitäjä N.N.)',
    }),
    official_mismatch: z.string().nullable().openapi({
      description:
        "Why the name or number does not match the municipality's official candidate list; null when it matches or there is no list",
    }),
    flag_count: z.number().int().openapi({
      description:
        'How many flags for the reviewer the justifications have (docs/moderation.md); a flag never rejects anything by itself',
    }),
  })
  .openapi('Submission');
export type Submission = z.output<typeof SubmissionSchema>;

/** One page of pending submissions (Hakemukset). */
export const SubmissionPageSchema = pageSchema(SubmissionSchema);
export type SubmissionPage = z.output<typeof SubmissionPageSchema>;

/** One submission with the address the access code was sent to. */
export const FlagSchema = z
  .object({
    /** The statement (1..25) whose justification the flag is in. */
    statement: z.number().int(),
    kind: z.enum(['term', 'url', 'email', 'phone', 'shouting', 'length']),
    /** Where in the justification (UTF-16 offsets, end exclusive). */
    start: z.number().int(),
    end: z.number().int(),
    /** For a term: the listed word beginning that matched. */
    term: z.string().nullable(),
  })
  .openapi('ReviewFlag');
export type ReviewFlag = z.output<typeof FlagSchema>;

export const SubmissionDetailSchema = SubmissionSchema.extend({
  email: z.string().nullable(),
  flags: z.array(FlagSchema),
  /** A returned submission: the moderation policy's point it did not follow; null otherwise. */
  return_reason_point: z.string().nullable(),
  published: SubmissionSchema.pick({
    name: true,
    age: true,
    party: true,
    profession: true,
    image: true,
    answers: true,
    answer_justifications: true,
    voting_number: true,
  })
    .nullable()
    .openapi({
      description:
        'A correction: the published profile it would replace (voters see it until approval), to show what changed; null otherwise',
    }),
});
export type SubmissionDetail = z.output<typeof SubmissionDetailSchema>;

export const SubmissionReceiptSchema = z.object({
  id: z.number(),
  status: z.literal('pending'),
  municipality_id: z.string(),
  /** A correction of the published profile (it stays as it was until approved). */
  correction: z.boolean(),
});
export type SubmissionReceipt = z.output<typeof SubmissionReceiptSchema>;

const EmailedSchema = z.boolean().openapi({
  description: 'The notification was queued for sending (false when no mail relay is configured)',
});

export const ApprovedSchema = z.object({ candidate_id: z.number(), emailed: EmailedSchema });
export type Approved = z.output<typeof ApprovedSchema>;
export const RejectedSchema = z.object({ emailed: EmailedSchema });
export type Rejected = z.output<typeof RejectedSchema>;

export const BulkApproveInputSchema = z.object({
  ids: z
    .array(z.number().int().positive().max(2_147_483_647), {
      error: 'Valitse hyväksyttävät hakemukset.',
    })
    .min(1, { error: 'Valitse vähintään yksi hakemus.' })
    .max(2000, { error: 'Kerralla voi hyväksyä enintään 2000 hakemusta.' }),
  notify: z.boolean().default(false),
});
export const BulkApprovedSchema = z.object({
  /** The submissions approved now, each with its own audit row. */
  approved: z.array(z.number().int()),
  /** Left out: no longer pending (another admin decided) or not this municipality's. */
  skipped: z.array(z.number().int()),
  /** How many notifications were queued for sending. */
  emailed: z.number().int(),
});
export type BulkApproved = z.output<typeof BulkApprovedSchema>;
