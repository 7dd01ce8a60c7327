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

export const jsonContent = <T extends z.ZodType>(schema: T, description = 'OK') => ({
  description,
  content: { 'application/json': { schema } },
});

export const jsonBody = <T extends z.ZodType>(schema: T) => ({
  required: true,
  content: { 'application/json': { schema } },
});

/** The error answers every admin route may give. */
export const adminErrorResponses = {
  400: jsonContent(ErrorSchema, 'Invalid input'),
  401: jsonContent(ErrorSchema, 'Not signed in'),
  403: jsonContent(ErrorSchema, 'No permission'),
  404: jsonContent(ErrorSchema, 'Not found'),
  409: jsonContent(ErrorSchema, 'Conflict'),
};

export const OkSchema = z.object({ ok: z.literal(true) }).openapi('Ok');

export const municipalityParam = z.object({
  municipalityId: z
    .string()
    .min(1)
    .max(40)
    .openapi({ param: { name: 'municipalityId', in: 'path' }, example: '091' }),
});
