import { z } from '@hono/zod-openapi';
import { CATEGORIES } from '#core/questions';
import { INT32_MAX, MUNICIPALITY_ID, MUNICIPALITY_ID_MESSAGE } from '#core/schemas';
import { SERVER_ERROR_CODES } from '#core/error-codes';
import { bilingual, LANGUAGES } from '#core/language';
import { defineRoute, type RouteDefinition } from './router';

export const ErrorSchema = z
  .object({
    error: z.object({
      code: z.enum(SERVER_ERROR_CODES).openapi({ example: 'not_found' }),
      message: z.string().openapi({ example: 'Pyydettyä tietoa ei löytynyt.' }),
      details: z.unknown().optional(),
    }),
  })
  .openapi('Error');

export const jsonContent = <T extends z.core.$ZodType>(schema: T, description = 'OK') => ({
  description,
  content: { 'application/json': { schema } },
});

export const jsonBody = <T extends z.core.$ZodType>(schema: T) => ({
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

/** The error answers of a voter's counted write (a saved match, a visit). */
export const publicWriteErrorResponses = {
  400: jsonContent(ErrorSchema, 'Invalid input'),
  404: jsonContent(ErrorSchema, 'Unknown or hidden municipality'),
  429: jsonContent(
    ErrorSchema,
    'Too many requests from this client address (Retry-After says when to retry)',
  ),
};

export const OkSchema = z.object({ ok: z.literal(true) }).openapi('Ok');

/** A user's membership in an organization (the system organization or a municipality's). */
export const MembershipSchema = z.object({
  organization_id: z.string(),
  organization_slug: z.string(),
  organization_name: z.string(),
  role: z.enum(['org:admin', 'org:member']),
});

/** A statement as the public side shows it (weights and custom texts applied). */
export const QuestionSchema = z
  .object({
    id: z.number().int(),
    text: z.string(),
    category: z.enum(CATEGORIES),
    weight: z.union([z.literal(2), z.literal(3)]),
    type: z.enum(['social', 'economic', 'none']),
    direction: z.union([z.literal(1), z.literal(-1)]).nullable(),
  })
  .openapi('Question');

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

/**
 * `?lang=fi|sv` of the voter's and candidate's reads: the language of the translated texts
 * (Finnish when absent); anything else is a validation error.
 */
export const langQuery = z.object({
  lang: z
    .enum(LANGUAGES, {
      error: bilingual('Kielen pitää olla fi tai sv.', 'Språket ska vara fi eller sv.'),
    })
    .optional()
    .openapi({
      param: { name: 'lang', in: 'query' },
      description: 'fi (default) or sv: the language of the translated texts and of the errors',
      example: 'sv',
    }),
});

/** Which language a translated text is actually in. */
export const textLang = z.enum(LANGUAGES);

const CACHEABLE =
  'Cacheable: answers with an ETag and 304 Not Modified for a matching If-None-Match.';

/**
 * A public read the voter's browser revalidates (sendAnswer): under "Julkinen", its description
 * after the sentence on ETag and 304, and the 304 answer besides its own.
 */
export function cachedPublicRoute<const R extends Omit<RouteDefinition, 'tags'>>(config: R) {
  return defineRoute({
    ...config,
    tags: ['Julkinen'],
    description: config.description ? `${CACHEABLE} ${config.description}` : CACHEABLE,
    responses: { ...config.responses, 304: { description: 'Not modified' } },
  });
}
