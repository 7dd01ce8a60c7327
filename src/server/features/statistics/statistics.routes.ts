import { z } from '@hono/zod-openapi';
import { visitInputSchema } from '#core/schemas';
import { jsonBody, jsonContent, publicWriteErrorResponses } from '../../openapi';
import { limitWrites } from '../../shared/middleware/write-limiter';
import { recordVisit } from './visits.service';
import { createRouter, defineRoute } from '../../router';

const visitRoute = defineRoute({
  method: 'post',
  path: '/statistics/visits',
  tags: ['Julkinen'],
  summary: 'Record a visit to a municipality (one per visitor, municipality and Helsinki day)',
  middleware: [limitWrites('visit')],
  request: { body: jsonBody(visitInputSchema) },
  responses: {
    200: jsonContent(
      z.object({ success: z.literal(true), recorded: z.boolean() }).openapi('VisitResult'),
      'recorded is false when this visitor was already counted today',
    ),
    ...publicWriteErrorResponses,
  },
});

export const statisticsRoutes = createRouter().openapi(visitRoute, async (c) =>
  c.json(await recordVisit(c.get('deps').database, c.req.valid('json')), 200),
);
