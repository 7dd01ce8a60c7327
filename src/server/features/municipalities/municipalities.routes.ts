import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { CATEGORIES } from '../../../core/questions';
import type { AppEnv } from '../../context';
import { ErrorSchema, municipalityPathParam } from '../../openapi';
import { getPublicMunicipality, listPublicMunicipalities } from './municipalities.service';

const MunicipalitySchema = z
  .object({
    municipality_id: z.string(),
    name: z.string(),
    name_sv: z.string(),
    is_custom: z.boolean(),
  })
  .openapi('Municipality');

const QuestionSchema = z
  .object({
    id: z.number().int(),
    text: z.string(),
    category: z.enum(CATEGORIES),
    weight: z.union([z.literal(2), z.literal(3)]),
    type: z.enum(['social', 'economic', 'none']),
    direction: z.union([z.literal(1), z.literal(-1)]).nullable(),
  })
  .openapi('Question');

const MunicipalityDetailSchema = MunicipalitySchema.extend({
  questions: z.array(QuestionSchema),
}).openapi('MunicipalityDetail');

const IdParam = z.object({
  id: municipalityPathParam('id'),
});

export const municipalityRoutes = new OpenAPIHono<AppEnv>()
  .openapi(
    createRoute({
      method: 'get',
      path: '/municipalities',
      tags: ['Julkinen'],
      summary: 'Participating, non-hidden municipalities',
      responses: {
        200: {
          description: 'Municipalities sorted by name',
          content: { 'application/json': { schema: z.array(MunicipalitySchema) } },
        },
      },
    }),
    async (c) => c.json(await listPublicMunicipalities(c.var.db), 200),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/municipalities/{id}',
      tags: ['Julkinen'],
      summary: 'One municipality with its 25 statements (weights and custom texts applied)',
      request: { params: IdParam },
      responses: {
        200: {
          description: 'The municipality',
          content: { 'application/json': { schema: MunicipalityDetailSchema } },
        },
        404: {
          description: 'Unknown or hidden',
          content: { 'application/json': { schema: ErrorSchema } },
        },
      },
    }),
    async (c) => c.json(await getPublicMunicipality(c.var.db, c.req.valid('param').id), 200),
  );
