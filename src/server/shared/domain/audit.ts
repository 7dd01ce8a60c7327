import type { Db, Tx } from '../../db/client';
import { auditLog } from '../../db/schema';

export interface Actor {
  id: string | null;
  email: string | null;
}

export interface AuditEntry {
  action: string; // e.g. "municipality.create", "user.invite"
  entity: string; // e.g. "municipality", "user"
  entityId?: string | null;
  municipalityId?: string | null;
  details?: unknown;
}

const auditRow = (actor: Actor, entry: AuditEntry) => ({
  actorId: actor.id,
  actorEmail: actor.email,
  action: entry.action,
  entity: entry.entity,
  entityId: entry.entityId ?? null,
  municipalityId: entry.municipalityId ?? null,
  details: entry.details ?? null,
});

/** Every admin change writes one row: who, what, when (in the same transaction as the change). */
export async function writeAudit(db: Db | Tx, actor: Actor, entry: AuditEntry) {
  await db.insert(auditLog).values(auditRow(actor, entry));
}

/** Many changes of one action at once (bulk approval): still one row each, in one statement. */
export async function writeAudits(db: Db | Tx, actor: Actor, entries: readonly AuditEntry[]) {
  if (entries.length === 0) return;
  await db.insert(auditLog).values(entries.map((entry) => auditRow(actor, entry)));
}
