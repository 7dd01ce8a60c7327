import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { saveMatchInputSchema } from '../../../core/schemas';
import type { AppEnv } from '../../context';
import { ErrorSchema } from '../../openapi';
import { limitWrites } from '../../shared/write-limiter';
import { saveMatch } from './matches.service';

const route = createRoute({
  method: 'post',
  path: '/matches',
  tags: ['Julkinen'],
  summary:
    "Save a voter's top match (at most match_save_limit per visitor and municipality per 24 h)",
  middleware: [limitWrites('match')],
  request: {
    body: { required: true, content: { 'application/json': { schema: saveMatchInputSchema } } },
  },
  responses: {
    200: {
      description: 'success is false when the limit was reached (nothing saved)',
      content: {
        'application/json': {
          schema: z.object({ success: z.boolean() }).openapi('SaveMatchResult'),
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

export const matchRoutes = new OpenAPIHono<AppEnv>().openapi(route, async (c) =>
  c.json(await saveMatch(c.var.db, c.req.valid('json'), c.var.log), 200),
);
