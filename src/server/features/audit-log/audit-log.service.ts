import { and, count, desc, eq, gte, ilike, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { AuditLogQuery } from '#core/admin-schemas';
import { managesMunicipality, type Access } from '../../auth/access';
import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema';
import { errors } from '../../errors';
import { containsPattern, offsetOf } from '../../shared/domain/paging';

const helsinkiDay = (date: string) =>
  sql`(${date}::date::timestamp at time zone 'Europe/Helsinki')`;

/**
 * Who changed what and when. A super admin sees everything; a municipal admin sees the rows of
 * the municipalities they manage.
 */
export async function listAuditLog(db: Db, access: Access, q: AuditLogQuery) {
  const filters: SQL[] = [];
  if (q.municipality_id) {
    if (!managesMunicipality(access, q.municipality_id)) throw errors.forbidden();
    filters.push(eq(auditLog.municipalityId, q.municipality_id));
  } else if (!access.isSuperAdmin) {
    if (access.municipalities.length === 0) throw errors.forbidden();
    filters.push(inArray(auditLog.municipalityId, access.municipalities));
  }
  if (q.action) filters.push(eq(auditLog.action, q.action));
  if (q.actor) filters.push(ilike(auditLog.actorEmail, containsPattern(q.actor)));
  if (q.from) filters.push(gte(auditLog.createdAt, helsinkiDay(q.from)));
  if (q.to) filters.push(lt(auditLog.createdAt, sql`${helsinkiDay(q.to)} + interval '1 day'`));
  const where = filters.length ? and(...filters) : undefined;
  const scope = !access.isSuperAdmin
    ? inArray(auditLog.municipalityId, access.municipalities.length ? access.municipalities : [''])
    : undefined;
  const [rows, [total], actions] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(q.page_size)
      .offset(offsetOf(q)),
    db.select({ n: count() }).from(auditLog).where(where),
    db
      .selectDistinct({ action: auditLog.action })
      .from(auditLog)
      .where(scope)
      .orderBy(auditLog.action),
  ]);
  return {
    items: rows.map((r) => ({
      id: r.id,
      created_at: r.createdAt.toISOString(),
      actor_email: r.actorEmail,
      action: r.action,
      entity: r.entity,
      entity_id: r.entityId,
      municipality_id: r.municipalityId,
      details: r.details ?? null,
    })),
    total: total?.n ?? 0,
    page: q.page,
    page_size: q.page_size,
    actions: actions.map((a) => a.action),
  };
}
