import { z } from '@hono/zod-openapi';
import { municipalityIdText } from '../../openapi';
import { pageSchema } from '../../shared/domain/paging';

/** The fields a re-import compares and writes. */
export const COMPARED_FIELDS = [
  'firstName',
  'lastName',
  'party',
  'partyAbbr',
  'partyId',
  'age',
  'profession',
  'language',
] as const;

const MunicipalityDiffSchema = z.object({
  municipality_id: z.string(),
  name: z.string(),
  new: z.number().int(),
  changed: z.number().int(),
  unchanged: z.number().int(),
  removed: z.number().int(),
  refused: z.number().int(),
});

export const ImportSummarySchema = z
  .object({
    municipalities: z.array(MunicipalityDiffSchema),
    changes: z
      .array(
        z.object({
          id: z.number().int(),
          municipality_id: z.string(),
          candidate_number: z.number().int(),
          name: z.string().openapi({ description: 'The name stored now' }),
          fields: z.array(
            z.object({
              field: z.enum(COMPARED_FIELDS),
              old: z.union([z.string(), z.number()]).nullable(),
              new: z.union([z.string(), z.number()]).nullable(),
              corrected: z.boolean().openapi({
                description:
                  'Corrected by hand: the stored value stays unless take_file names this row',
              }),
            }),
          ),
        }),
      )
      .openapi({ description: 'Changed rows with old and new values (the first 1000)' }),
    changes_total: z.number().int(),
    removals: z
      .array(
        z.object({
          id: z.number().int(),
          municipality_id: z.string(),
          candidate_number: z.number().int(),
          name: z.string(),
          codes: z.number().int().openapi({
            description:
              'Access codes made for this candidate: withdrawn if the import removes them',
          }),
          submissions: z
            .number()
            .int()
            .openapi({ description: 'Submissions sent with those codes' }),
        }),
      )
      .openapi({
        description: 'Candidates the import removes, those with codes first (the first 1000)',
      }),
    removals_total: z.number().int(),
    removals_with_codes: z.number().int().openapi({
      description: 'Removed candidates with access codes: /import needs confirm_removals',
    }),
    removals_token: z.string().nullable().openapi({
      description:
        'Identifies the removed candidates with access codes listed here (with their code and submission counts); /import confirms their removal with confirm_removals set to this value. Null when none has codes.',
    }),
    refused: z.array(
      z.object({
        line: z.number().int(),
        municipality_id: z.string().nullable(),
        reason: z.string(),
      }),
    ),
    refused_total: z.number().int(),
    unknown_parties: z.array(z.object({ name: z.string(), rows: z.number().int() })),
    skipped: z.object({
      other_area_rows: z.number().int(),
      municipalities: z.array(
        z.object({ municipality_id: z.string(), name: z.string(), rows: z.number().int() }),
      ),
    }),
  })
  .openapi('OfficialImportSummary');
export type ImportSummaryResponse = z.infer<typeof ImportSummarySchema>;

export const ImportQuerySchema = z.object({
  municipality_id: municipalityIdText()
    .optional()
    .openapi({
      param: { name: 'municipality_id', in: 'query' },
      description: "Only this municipality's rows (a municipal admin must give their own)",
      example: '091',
    }),
});

export const ImportConfirmQuerySchema = ImportQuerySchema.extend({
  take_file: z
    .string()
    .regex(/^\d{1,10}(,\d{1,10}){0,1999}$/, { error: 'Tarkista valitut rivit.' })
    .optional()
    .openapi({
      param: { name: 'take_file', in: 'query' },
      description:
        "Comma-separated ids of changed rows whose hand corrections take the file's values",
      example: '12,34',
    }),
  confirm_removals: z
    .string()
    .regex(/^[\w-]{1,100}$/, { error: 'Tarkista poistojen vahvistus.' })
    .optional()
    .openapi({
      param: { name: 'confirm_removals', in: 'query' },
      description:
        "The preview's removals_token: remove exactly those candidates who have access codes, and withdraw their codes. Without it, or when the removals differ from what the token names (another file, or codes made meanwhile), such an import answers 409 removals_unconfirmed with the current removals",
      example: 'q3Vb0m6cR8r1cXz1m1f2o3E4h5i6j7k8l9m0n1o2p3q',
    }),
});

export const ImportFileBody = {
  required: true,
  content: {
    'text/csv': {
      schema: z.any().openapi({
        type: 'string',
        format: 'binary',
        description: "The Ministry of Justice's candidate file as it is (ISO-8859-1, ';')",
      }),
    },
  },
};

export const OfficialCandidateSchema = z
  .object({
    id: z.number().int(),
    municipality_id: z.string(),
    candidate_number: z.number().int(),
    first_name: z.string(),
    last_name: z.string(),
    party: z.string(),
    age: z.number().int().nullable(),
    profession: z.string(),
    language: z.enum(['fi', 'sv']),
    source: z.enum(['import', 'manual']),
    codes: z.number().int().openapi({ description: 'Access codes made for this candidate' }),
  })
  .openapi('OfficialCandidate');

export const OfficialCandidatePageSchema = pageSchema(OfficialCandidateSchema);
export type OfficialCandidateResponse = z.infer<typeof OfficialCandidateSchema>;
export type OfficialCandidatePageResponse = z.infer<typeof OfficialCandidatePageSchema>;
