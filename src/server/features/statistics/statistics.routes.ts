import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { visitInputSchema } from '../../../core/schemas';
import type { AppEnv } from '../../context';
import { ErrorSchema } from '../../openapi';
import { limitWrites } from '../../shared/write-limiter';
import { recordVisit } from './visits.service';

const visitRoute = createRoute({
  method: 'post',
  path: '/statistics/visits',
  tags: ['Julkinen'],
  summary: 'Record a visit to a municipality (one per visitor, municipality and Helsinki day)',
  middleware: [limitWrites('visit')],
  request: {
    body: { required: true, content: { 'application/json': { schema: visitInputSchema } } },
  },
  responses: {
    200: {
      description: 'recorded is false when this visitor was already counted today',
      content: {
        'application/json': {
          schema: z
            .object({ success: z.literal(true), recorded: z.boolean() })
            .openapi('VisitResult'),
        },
      },
    },
    400: { description: 'Invalid input', content: { 'application/json': { schema: ErrorSchema } } },
    404: {
      description: 'Unknown or hidden municipality',
      content: { 'application/json': { schema: ErrorSchema } },
    },
    429: {
      description: 'Too many requests from this client address (Retry-After says when to retry)',
      content: { 'application/json': { schema: ErrorSchema } },
    },
  },
});

export const statisticsRoutes = new OpenAPIHono<AppEnv>().openapi(visitRoute, async (c) =>
  c.json(await recordVisit(c.var.db, c.req.valid('json')), 200),
);
