import { z } from '@hono/zod-openapi';
import { pageSchema } from '../../shared/domain/paging';

// Response shape of Muutosloki; the web app imports the types.

export const AuditEntrySchema = z
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

export const AuditLogPageSchema = pageSchema(AuditEntrySchema).extend({
  /** Every action in the log the admin may see, for the action filter. */
  actions: z.array(z.string()),
});

export type AuditEntry = z.output<typeof AuditEntrySchema>;
export type AuditLogPage = z.output<typeof AuditLogPageSchema>;
