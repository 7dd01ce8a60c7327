// The admins and their roles: the list, a role change and a removal, never leaving the system
// without a super admin. Invitations are in invitations.service.ts.

import { and, asc, eq } from 'drizzle-orm';
import { setMembership, setSuperAdmin } from '../../auth/accounts';
import { toOrgRole } from '../../auth/access';
import type { Db, Tx } from '../../db/client';
import {
  authInvitation,
  authMember,
  authOrganization,
  authUser,
  participatingMunicipalities,
  userRoles,
} from '../../db/schema';
import { AppError, errors } from '../../errors';
import { writeAudit, type Actor } from '../../shared/domain/audit';

export async function listAdmins(db: Db) {
  const members = await db
    .select({
      user_id: authUser.id,
      email: authUser.email,
      name: authUser.name,
      organization_id: authOrganization.id,
      organization_slug: authOrganization.slug,
      organization_name: authOrganization.name,
      role: authMember.role,
      municipality_id: participatingMunicipalities.municipalityId,
    })
    .from(authMember)
    .innerJoin(authUser, eq(authUser.id, authMember.userId))
    .innerJoin(authOrganization, eq(authOrganization.id, authMember.organizationId))
    .leftJoin(
      participatingMunicipalities,
      eq(participatingMunicipalities.organizationId, authOrganization.id),
    )
    .orderBy(asc(authUser.email), asc(authOrganization.name));
  const superAdmins = new Set(
    (
      await db
        .select({ id: userRoles.userId })
        .from(userRoles)
        .where(eq(userRoles.isSuperAdmin, true))
    ).map((r) => r.id),
  );
  const invitations = await db
    .select({
      id: authInvitation.id,
      email: authInvitation.email,
      role: authInvitation.role,
      status: authInvitation.status,
      expires_at: authInvitation.expiresAt,
      organization_name: authOrganization.name,
      organization_slug: authOrganization.slug,
    })
    .from(authInvitation)
    .innerJoin(authOrganization, eq(authOrganization.id, authInvitation.organizationId))
    .where(eq(authInvitation.status, 'pending'))
    .orderBy(asc(authInvitation.createdAt));
  type Membership = {
    organization_id: string;
    organization_slug: string;
    organization_name: string;
    municipality_id: string | null;
    role: 'org:admin' | 'org:member';
  };
  const users = new Map<
    string,
    { id: string; email: string; name: string; is_super_admin: boolean; memberships: Membership[] }
  >();
  for (const m of members) {
    const user = users.get(m.user_id) ?? {
      id: m.user_id,
      email: m.email,
      name: m.name,
      is_super_admin: superAdmins.has(m.user_id),
      memberships: [],
    };
    user.memberships.push({
      organization_id: m.organization_id,
      organization_slug: m.organization_slug,
      organization_name: m.organization_name,
      municipality_id: m.municipality_id,
      role: toOrgRole(m.role),
    });
    users.set(m.user_id, user);
  }
  return {
    users: [...users.values()],
    invitations: invitations.map((i) => ({
      ...i,
      expires_at: i.expires_at.toISOString(),
      expired: i.expires_at < new Date(),
    })),
  };
}

async function membership(db: Db | Tx, userId: string, organizationId: string) {
  const [row] = await db
    .select({ member: authMember, org: authOrganization })
    .from(authMember)
    .innerJoin(authOrganization, eq(authOrganization.id, authMember.organizationId))
    .where(and(eq(authMember.userId, userId), eq(authMember.organizationId, organizationId)));
  if (!row) throw errors.notFound('Jäsenyyttä ei löytynyt.');
  return row;
}

export const LAST_SUPER_ADMIN_MESSAGE =
  'Viimeistä pääkäyttäjää ei voi poistaa eikä muuttaa jäseneksi: vaalikoneella on aina oltava vähintään yksi pääkäyttäjä. Kutsu ensin toinen pääkäyttäjä.';

/**
 * Refuses to take super admin rights from the last super admin. Runs in the transaction that
 * takes them: it locks every super admin's user_roles row (in one order, so two such
 * transactions never deadlock), so two admins demoting or removing each other at the same time
 * are settled one after the other and the second sees the first one's change.
 */
async function guardLastSuperAdmin(tx: Tx, userId: string) {
  const admins = await tx
    .select({ id: userRoles.userId })
    .from(userRoles)
    .where(eq(userRoles.isSuperAdmin, true))
    .orderBy(asc(userRoles.userId))
    .for('update');
  if (admins.some((a) => a.id === userId) && admins.length <= 1) {
    throw new AppError('last_super_admin', 409, LAST_SUPER_ADMIN_MESSAGE);
  }
}

export async function changeRole(
  db: Db,
  userId: string,
  organizationId: string,
  role: 'admin' | 'member',
  actor: Actor,
  systemOrgSlug: string,
) {
  await db.transaction(async (tx) => {
    const { org } = await membership(tx, userId, organizationId);
    const isSystem = org.slug === systemOrgSlug;
    if (isSystem && role !== 'admin') await guardLastSuperAdmin(tx, userId);
    await setMembership(tx, userId, organizationId, role);
    if (isSystem) await setSuperAdmin(tx, userId, role === 'admin');
    await writeAudit(tx, actor, {
      action: 'user.change_role',
      entity: 'user',
      entityId: userId,
      details: { organization: org.slug, role },
    });
  });
}

export async function removeMembership(
  db: Db,
  userId: string,
  organizationId: string,
  actor: Actor,
  systemOrgSlug: string,
) {
  await db.transaction(async (tx) => {
    const { org } = await membership(tx, userId, organizationId);
    const isSystem = org.slug === systemOrgSlug;
    if (isSystem) await guardLastSuperAdmin(tx, userId);
    await tx
      .delete(authMember)
      .where(and(eq(authMember.userId, userId), eq(authMember.organizationId, organizationId)));
    if (isSystem) await setSuperAdmin(tx, userId, false);
    await writeAudit(tx, actor, {
      action: 'user.remove_membership',
      entity: 'user',
      entityId: userId,
      details: { organization: org.slug },
    });
  });
}
