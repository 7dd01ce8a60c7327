import { z } from '@hono/zod-openapi';
import { pageSchema } from '../../shared/domain/paging';
import { ConsentRecordSchema } from '../../shared/domain/consent.schemas';

// Response shapes of the candidate lists; the web app imports the types.

export const PublicCandidateSchema = z
  .object({
    id: z.number().int().openapi({ description: 'Negative for generated demo candidates' }),
    name: z.string(),
    age: z.number().int(),
    party: z.string(),
    profession: z.string(),
    image: z.string().nullable(),
    answers: z.array(z.number().int().min(1).max(5).nullable()).length(25),
    answer_justifications: z.array(z.string()).length(25),
    municipality_id: z.string(),
    voting_number: z.number().int().nullable(),
    /** The language of the candidate's form: their profession and justifications are in it. */
    language: z.enum(['fi', 'sv']),
  })
  .openapi('Candidate');

/** A candidate in Ehdokkaat: the public profile and the consents given (or recorded). */
const AdminCandidateSchema = PublicCandidateSchema.extend({ consent: ConsentRecordSchema });

export const AdminCandidatePageSchema = pageSchema(AdminCandidateSchema).extend({
  /** Every party of the municipality's candidates, for the party filter. */
  parties: z.array(z.string()),
});

export type AdminCandidate = z.output<typeof AdminCandidateSchema>;
export type AdminCandidatePage = z.output<typeof AdminCandidatePageSchema>;

export const RankingFileSchema = z
  .object({
    parties: z.array(z.string()),
    rows: z.array(
      z.tuple([
        z.number().int(),
        z.string(),
        z.number().int(),
        z.number().int().nullable(),
        z.number().int(),
        z.string().regex(/^[0-5]{25}$/),
        z.string().nullable(),
      ]),
    ),
  })
  .openapi('CandidateRankingFile', {
    description:
      'Each row: [id, name, party (index into parties), voting number, age, answers (25 digits 1-5, 0 = missing), image]',
  });

export const ProfilesFileSchema = z
  .object({
    rows: z.array(z.tuple([z.number().int(), z.string(), z.enum(['fi', 'sv'])])),
  })
  .openapi('CandidateProfilesFile', {
    description: "Each row: [id, profession, language of the candidate's form]",
  });

export const DetailsFileSchema = z
  .object({
    rows: z.array(
      z.tuple([z.number().int(), z.string(), z.enum(['fi', 'sv']), z.array(z.string())]),
    ),
  })
  .openapi('CandidateDetailsFile', {
    description:
      "Each row: [id, profession, language of the candidate's form, justifications by statement ('' where none; trailing empty ones left out)]",
  });
