import { z } from '@hono/zod-openapi';
import { INT32_MAX, MUNICIPALITY_ID, MUNICIPALITY_ID_MESSAGE } from '../core/schemas';

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

/** A municipality id in a path: a 3-digit code or a custom id, never anything else. */
export const municipalityPathParam = (name: string, example = '091') =>
  municipalityIdText().openapi({ param: { name, in: 'path' }, example });

/**
 * The shared municipality id rule, built from this module's zod so that `.openapi()` is there
 * whatever order the modules load in.
 */
export const municipalityIdText = () =>
  z.string().regex(MUNICIPALITY_ID, { error: MUNICIPALITY_ID_MESSAGE });

export const municipalityParam = z.object({
  municipalityId: municipalityPathParam('municipalityId'),
});

/** A numeric database id in a path: a positive integer that fits a PostgreSQL integer. */
export const integerIdParam = (name: string) =>
  z.coerce
    .number({ error: 'Tunnisteen pitää olla numero.' })
    .int({ error: 'Tunnisteen pitää olla kokonaisluku.' })
    .positive({ error: 'Tunnisteen pitää olla positiivinen kokonaisluku.' })
    .max(INT32_MAX, { error: 'Tunniste on liian suuri.' })
    .openapi({ param: { name, in: 'path' }, example: 1 });

/** A random text id in a path (users, organizations, invitations): letters, digits, - and _. */
export const textIdParam = (name: string, min = 1, max = 100) =>
  z
    .string()
    .min(min, { error: 'Tunniste on liian lyhyt.' })
    .max(max, { error: 'Tunniste on liian pitkä.' })
    .regex(/^[\w-]+$/, { error: 'Tunnisteessa on merkkejä, joita tunnisteissa ei käytetä.' })
    .openapi({ param: { name, in: 'path' } });
