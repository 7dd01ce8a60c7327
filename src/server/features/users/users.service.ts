import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { AcceptInvitationInput, InviteAdminInput } from '../../../core/account-schemas';
import { setMembership, setSuperAdmin, upsertPasswordUser } from '../../auth/accounts';
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
import type { Mailer } from '../../mail/mailer';
import { invitationMail } from '../../mail/templates';
import { writeAudit, type Actor } from '../../shared/audit';

export const INVITATION_VALID_DAYS = 7;

async function organizationFor(db: Db, target: string, systemOrgSlug: string) {
  if (target === 'system') {
    const [org] = await db
      .select()
      .from(authOrganization)
      .where(eq(authOrganization.slug, systemOrgSlug));
    if (!org) throw errors.notFound('Järjestelmäorganisaatiota ei löytynyt.');
    return { org, municipalityId: null as string | null };
  }
  const [row] = await db
    .select({ org: authOrganization })
    .from(participatingMunicipalities)
    .innerJoin(
      authOrganization,
      eq(authOrganization.id, participatingMunicipalities.organizationId),
    )
    .where(eq(participatingMunicipalities.municipalityId, target));
  if (!row) throw errors.notFound('Kuntaa ei löytynyt vaalikoneesta.');
  return { org: row.org, municipalityId: target };
}

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
      await db.select({ id: userRoles.userId }).from(userRoles).where(eq(userRoles.isAdmin, true))
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
    { id: string; email: string; name: string; is_admin: boolean; memberships: Membership[] }
  >();
  for (const m of members) {
    const user = users.get(m.user_id) ?? {
      id: m.user_id,
      email: m.email,
      name: m.name,
      is_admin: superAdmins.has(m.user_id),
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

export async function inviteAdmin(
  db: Db,
  mailer: Mailer,
  input: InviteAdminInput,
  actor: Actor & { name: string },
  opts: { systemOrgSlug: string; publicUrl: string },
) {
  const { org, municipalityId } = await organizationFor(db, input.target, opts.systemOrgSlug);
  const id = randomBytes(24).toString('base64url');
  const expiresAt = new Date(Date.now() + INVITATION_VALID_DAYS * 24 * 3600 * 1000);
  await db.transaction(async (tx) => {
    // A new invitation replaces an earlier pending one for the same address and organization.
    await tx
      .update(authInvitation)
      .set({ status: 'canceled' })
      .where(
        and(
          eq(authInvitation.email, input.email),
          eq(authInvitation.organizationId, org.id),
          eq(authInvitation.status, 'pending'),
        ),
      );
    await tx.insert(authInvitation).values({
      id,
      organizationId: org.id,
      email: input.email,
      role: input.role,
      status: 'pending',
      expiresAt,
      inviterId: actor.id!,
    });
    await writeAudit(tx, actor, {
      action: 'user.invite',
      entity: 'invitation',
      entityId: id.slice(0, 8),
      municipalityId,
      details: { email: input.email, organization: org.slug, role: input.role },
    });
  });
  const link = `${opts.publicUrl}/login/kutsu/${id}`;
  await mailer.enqueue([
    invitationMail(
      input.email,
      link,
      org.name,
      actor.name || actor.email || 'Ylläpitäjä',
      INVITATION_VALID_DAYS,
    ),
  ]);
  return {
    id,
    email: input.email,
    organization_name: org.name,
    expires_at: expiresAt.toISOString(),
  };
}

async function pendingInvitation(db: Db | Tx, id: string) {
  const [row] = await db
    .select({ inv: authInvitation, org: authOrganization })
    .from(authInvitation)
    .innerJoin(authOrganization, eq(authOrganization.id, authInvitation.organizationId))
    .where(eq(authInvitation.id, id));
  if (!row) throw errors.notFound('Kutsua ei löytynyt. Tarkista linkki tai pyydä uusi kutsu.');
  if (row.inv.status !== 'pending') {
    throw new AppError(
      'invitation_used',
      409,
      'Tämä kutsu on jo käytetty tai peruttu. Pyydä tarvittaessa uusi kutsu.',
    );
  }
  if (row.inv.expiresAt < new Date()) {
    throw new AppError(
      'invitation_expired',
      410,
      'Kutsu on vanhentunut. Pyydä ylläpitäjältä uusi kutsu.',
    );
  }
  return row;
}

export async function describeInvitation(db: Db, id: string) {
  const { inv, org } = await pendingInvitation(db, id);
  return {
    email: inv.email,
    organization_name: org.name,
    role: inv.role === 'member' ? 'member' : 'admin',
  };
}

/** The invited person sets a name and password; the membership is created in one transaction. */
export async function acceptInvitation(
  db: Db,
  id: string,
  input: AcceptInvitationInput,
  systemOrgSlug: string,
) {
  return db.transaction(async (tx) => {
    const { inv, org } = await pendingInvitation(tx, id);
    const claimed = await tx
      .update(authInvitation)
      .set({ status: 'accepted' })
      .where(and(eq(authInvitation.id, id), eq(authInvitation.status, 'pending')))
      .returning({ id: authInvitation.id });
    if (claimed.length === 0)
      throw new AppError('invitation_used', 409, 'Tämä kutsu on jo käytetty.');
    const user = await upsertPasswordUser(tx, {
      email: inv.email,
      name: input.name,
      password: input.password,
    });
    const role = inv.role === 'member' ? 'member' : 'admin';
    await setMembership(tx, user.id, org.id, role);
    if (org.slug === systemOrgSlug) await setSuperAdmin(tx, user.id, role === 'admin');
    await writeAudit(
      tx,
      { id: user.id, email: inv.email },
      {
        action: 'user.accept_invitation',
        entity: 'user',
        entityId: user.id,
        details: { organization: org.slug, role },
      },
    );
    return { email: inv.email };
  });
}

async function membership(db: Db, userId: string, organizationId: string) {
  const [row] = await db
    .select({ member: authMember, org: authOrganization })
    .from(authMember)
    .innerJoin(authOrganization, eq(authOrganization.id, authMember.organizationId))
    .where(and(eq(authMember.userId, userId), eq(authMember.organizationId, organizationId)));
  if (!row) throw errors.notFound('Jäsenyyttä ei löytynyt.');
  return row;
}

async function guardLastSuperAdmin(db: Db, userId: string) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(userRoles)
    .where(and(eq(userRoles.isAdmin, true), sql`${userRoles.userId} <> ${userId}`));
  if ((row?.n ?? 0) === 0) {
    throw new AppError(
      'last_super_admin',
      409,
      'Viimeistä pääkäyttäjää ei voi poistaa eikä alentaa.',
    );
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
  const { org } = await membership(db, userId, organizationId);
  const isSystem = org.slug === systemOrgSlug;
  if (isSystem && role !== 'admin') await guardLastSuperAdmin(db, userId);
  await db.transaction(async (tx) => {
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
  const { org } = await membership(db, userId, organizationId);
  const isSystem = org.slug === systemOrgSlug;
  if (isSystem) await guardLastSuperAdmin(db, userId);
  await db.transaction(async (tx) => {
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

export async function cancelInvitation(db: Db, id: string, actor: Actor) {
  const rows = await db
    .update(authInvitation)
    .set({ status: 'canceled' })
    .where(and(eq(authInvitation.id, id), inArray(authInvitation.status, ['pending'])))
    .returning({ email: authInvitation.email });
  if (rows.length === 0) throw errors.notFound('Kutsua ei löytynyt.');
  await writeAudit(db, actor, {
    action: 'user.cancel_invitation',
    entity: 'invitation',
    entityId: id.slice(0, 8),
    details: { email: rows[0]!.email },
  });
}
