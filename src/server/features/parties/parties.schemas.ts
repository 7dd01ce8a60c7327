import { z } from '@hono/zod-openapi';

// Response shape of the party list; the web app imports the type.

export const PartySchema = z
  .object({
    /** The short name candidates and filters use (`party` of a candidate), e.g. "Kokoomus". */
    label: z.string(),
    name: z.string(),
    name_sv: z.string().nullable(),
    abbreviation: z.string(),
    abbreviation_sv: z.string().nullable(),
    common_name: z.string(),
    common_name_sv: z.string().nullable(),
  })
  .openapi('Party');

/** One item of `GET /api/parties`: Finnish and Swedish names (null where none is registered). */
export type PublicParty = z.output<typeof PartySchema>;
