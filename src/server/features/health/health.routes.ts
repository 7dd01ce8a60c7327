import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import type { AppEnv } from '../../context';

const HealthSchema = z.object({ status: z.enum(['ok', 'unavailable']) }).openapi('Health');

export const healthRoutes = new OpenAPIHono<AppEnv>().openapi(
  createRoute({
    method: 'get',
    path: '/health',
    tags: ['Ylläpito'],
    summary: 'Liveness and database check',
    responses: {
      200: {
        description: 'The database answers',
        content: { 'application/json': { schema: HealthSchema } },
      },
      503: {
        description: 'The database does not answer',
        content: { 'application/json': { schema: HealthSchema } },
      },
    },
  }),
  async (c) => {
    c.header('Cache-Control', 'no-store');
    return (await c.var.deps.database.ping())
      ? c.json({ status: 'ok' as const }, 200)
      : c.json({ status: 'unavailable' as const }, 503);
  },
);
