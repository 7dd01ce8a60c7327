import { z } from '@hono/zod-openapi';
import { pageSchema } from '../../shared/paging';

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

export const AdminCandidatePageSchema = pageSchema(PublicCandidateSchema).extend({
  /** Every party of the municipality's candidates, for the party filter. */
  parties: z.array(z.string()),
});

export type AdminCandidate = z.output<typeof PublicCandidateSchema>;
export type AdminCandidatePage = z.output<typeof AdminCandidatePageSchema>;
