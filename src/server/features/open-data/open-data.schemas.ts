import { z } from '@hono/zod-openapi';
import { CATEGORIES } from '#core/questions';

// The open data's JSON shape (docs/open-data.md documents every field).

const OpenDataStatementSchema = z
  .object({
    id: z.number().int().openapi({ description: 'Statement id 1–25; answers[id - 1] answers it.' }),
    category: z.enum(CATEGORIES),
    text: z
      .string()
      .openapi({ description: "The Finnish text, the municipality's own if it has one." }),
    text_sv: z.string().nullable(),
    municipality_text: z.boolean(),
    weight: z.union([z.literal(2), z.literal(3)]),
  })
  .openapi('OpenDataStatement');

const OpenDataCandidateSchema = z
  .object({
    number: z.number().int().nullable(),
    name: z.string(),
    party: z.string(),
    age: z.number().int().nullable(),
    profession: z.string(),
    language: z.enum(['fi', 'sv']),
    answers: z.array(z.number().int().min(1).max(5).nullable()).length(25),
    justifications: z.array(z.string()).length(25),
    photo_url: z.string().nullable().optional(),
  })
  .openapi('OpenDataCandidate');

const OpenDataMunicipalitySchema = z
  .object({
    code: z.string(),
    name: z.string(),
    name_sv: z.string(),
    statements: z.array(OpenDataStatementSchema),
    candidates: z.array(OpenDataCandidateSchema),
    candidates_left_out: z.number().int().openapi({
      description:
        'Published candidates of the municipality left out because they did not consent to open data (no names)',
    }),
  })
  .openapi('OpenDataMunicipality');

export const OpenDataSchema = z
  .object({
    election: z.string(),
    licence: z.string(),
    candidates_left_out: z.number().int().openapi({
      description: 'Published candidates left out without consent to open data, in all',
    }),
    municipalities: z.array(OpenDataMunicipalitySchema),
  })
  .openapi('OpenData');

export type OpenData = z.output<typeof OpenDataSchema>;
export type OpenDataMunicipality = z.output<typeof OpenDataMunicipalitySchema>;
export type OpenDataCandidate = z.output<typeof OpenDataCandidateSchema>;
export type OpenDataStatement = z.output<typeof OpenDataStatementSchema>;
