import { createRoute } from '@hono/zod-openapi';
import { auditLogQuerySchema } from '#core/admin-schemas';
import { anyAdmin } from '../../auth/admin-routes';
import { adminErrorResponses, jsonContent } from '../../openapi';
import { AuditLogPageSchema } from './audit-log.schemas';
import { listAuditLog } from './audit-log.service';
import { createRouter } from '../../router';

export const auditLogRoutes = createRouter().openapi(
  createRoute({
    method: 'get',
    path: '/admin/audit-log',
    tags: ['Ylläpito'],
    summary:
      'Muutosloki: every admin change, newest first, filterable (municipal admins: their own)',
    middleware: anyAdmin,
    request: { query: auditLogQuerySchema },
    responses: {
      200: jsonContent(AuditLogPageSchema),
      ...adminErrorResponses,
    },
  }),
  async (c) => c.json(await listAuditLog(c.var.db, c.var.access, c.req.valid('query')), 200),
);
