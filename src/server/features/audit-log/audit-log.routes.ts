import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { auditLogQuerySchema } from '../../../core/admin-schemas';
import { requireAdmin, requireUser } from '../../auth/middleware';
import type { AppEnv } from '../../context';
import { adminErrorResponses, jsonContent } from '../../openapi';
import { listAuditLog } from './audit-log.service';

const AuditEntrySchema = z
  .object({
    id: z.number(),
    created_at: z.string(),
    actor_email: z.string().nullable(),
    action: z.string(),
    entity: z.string(),
    entity_id: z.string().nullable(),
    municipality_id: z.string().nullable(),
    details: z.unknown(),
  })
  .openapi('AuditEntry');

export const auditLogRoutes = new OpenAPIHono<AppEnv>().openapi(
  createRoute({
    method: 'get',
    path: '/admin/audit-log',
    tags: ['Ylläpito'],
    summary:
      'Muutosloki: every admin change, newest first, filterable (municipal admins: their own)',
    middleware: [requireUser, requireAdmin],
    request: { query: auditLogQuerySchema },
    responses: {
      200: jsonContent(
        z.object({
          items: z.array(AuditEntrySchema),
          total: z.number(),
          page: z.number(),
          page_size: z.number(),
          actions: z.array(z.string()),
        }),
      ),
      ...adminErrorResponses,
    },
  }),
  async (c) => c.json(await listAuditLog(c.var.db, c.var.access, c.req.valid('query')), 200),
);
