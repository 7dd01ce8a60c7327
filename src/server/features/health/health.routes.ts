import { z } from '@hono/zod-openapi';
import { jsonContent } from '../../openapi';
import { createRouter, defineRoute } from '../../router';

const HealthSchema = z.object({ status: z.enum(['ok', 'unavailable']) }).openapi('Health');

export const healthRoutes = createRouter().openapi(
  defineRoute({
    method: 'get',
    path: '/health',
    tags: ['Ylläpito'],
    summary: 'Liveness and database check',
    responses: {
      200: jsonContent(HealthSchema, 'The database answers'),
      503: jsonContent(HealthSchema, 'The database does not answer'),
    },
  }),
  async (c) => {
    c.header('Cache-Control', 'no-store');
    return (await c.var.deps.database.ping())
      ? c.json({ status: 'ok' as const }, 200)
      : c.json({ status: 'unavailable' as const }, 503);
  },
);
