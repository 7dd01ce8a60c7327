import { auditLogQuerySchema } from '#core/admin-schemas';
import { adminRoute, anyAdmin } from '../../auth/admin-routes';
import { jsonContent } from '../../openapi';
import { AuditLogPageSchema } from './audit-log.schemas';
import { listAuditLog } from './audit-log.service';
import { createRouter } from '../../router';

export const auditLogRoutes = createRouter().openapi(
  adminRoute(anyAdmin, {
    method: 'get',
    path: '/admin/audit-log',
    summary:
      'Muutosloki: every admin change, newest first, filterable (municipal admins: their own)',
    request: { query: auditLogQuerySchema },
    responses: {
      200: jsonContent(AuditLogPageSchema),
    },
  }),
  async (c) => c.json(await listAuditLog(c.var.db, c.var.access, c.req.valid('query')), 200),
);
