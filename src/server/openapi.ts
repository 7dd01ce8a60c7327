import { z } from '@hono/zod-openapi';

export const ErrorSchema = z
  .object({
    error: z.object({
      code: z.string().openapi({ example: 'not_found' }),
      message: z.string().openapi({ example: 'Pyydettyä tietoa ei löytynyt.' }),
      details: z.unknown().optional(),
    }),
  })
  .openapi('Error');
