import { z } from '@hono/zod-openapi';

/** A candidate's stored consents (src/core/consent.ts); a null time: not given or withdrawn. */
export const ConsentRecordSchema = z
  .object({
    publish_at: z.string().nullable().openapi({
      description:
        '(a) Publication in this vaalikone: when given; null when not given or withdrawn',
    }),
    open_data_at: z.string().nullable().openapi({
      description: '(b) Publication as open data: when given; null when not given or withdrawn',
    }),
    language: z.enum(['fi', 'sv']).nullable(),
    version: z.string().nullable().openapi({ description: 'Version of the consent text shown' }),
    recorded_by: z.string().nullable().openapi({
      description:
        'The admin who recorded the consents from a signed paper form; null when the candidate gave them',
    }),
  })
  .openapi('ConsentRecord');
