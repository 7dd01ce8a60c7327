import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { authMember, authOrganization, participatingMunicipalities, userRoles } from '../db/schema';

export type OrgRole = 'org:admin' | 'org:member';

export interface Membership {
  organization_id: string;
  organization_slug: string;
  organization_name: string;
  role: OrgRole;
}

export interface Access {
  userId: string;
  isSuperAdmin: boolean;
  memberships: Membership[];
  /** Municipalities this user may manage (all participating ones for a super admin). */
  municipalities: string[];
}

/** The one rule for municipality data: a super admin, or an admin of this municipality. */
export function managesMunicipality(
  access: Pick<Access, 'isSuperAdmin' | 'municipalities'>,
  municipalityId: string | undefined,
): boolean {
  if (access.isSuperAdmin) return true;
  return municipalityId !== undefined && access.municipalities.includes(municipalityId);
}

/** better-auth's roles (owner, admin, member) as the admin pages name them. */
export function toOrgRole(role: string): OrgRole {
  return role.split(',').some((r) => r.trim() === 'owner' || r.trim() === 'admin')
    ? 'org:admin'
    : 'org:member';
}

async function memberships(db: Db, userId: string): Promise<Membership[]> {
  const rows = await db
    .select({
      organization_id: authOrganization.id,
      organization_slug: authOrganization.slug,
      organization_name: authOrganization.name,
      role: authMember.role,
    })
    .from(authMember)
    .innerJoin(authOrganization, eq(authOrganization.id, authMember.organizationId))
    .where(eq(authMember.userId, userId));
  return rows.map((r) => ({ ...r, role: toOrgRole(r.role) }));
}

/**
 * docs/product.md: a user_roles row with is_super_admin decides. If there is none and the user
 * is an admin member of the system organization, a row with is_super_admin true is created.
 * Otherwise the user is not a super admin.
 */
export async function resolveSuperAdminStatus(
  db: Db,
  userId: string,
  systemOrgSlug: string,
  known?: Membership[],
) {
  const [role] = await db.select().from(userRoles).where(eq(userRoles.userId, userId)).limit(1);
  if (role) return role.isSuperAdmin;
  const list = known ?? (await memberships(db, userId));
  const systemAdmin = list.some(
    (m) => m.organization_slug === systemOrgSlug && m.role === 'org:admin',
  );
  if (!systemAdmin) return false;
  await db.insert(userRoles).values({ userId, isSuperAdmin: true }).onConflictDoNothing();
  const [created] = await db.select().from(userRoles).where(eq(userRoles.userId, userId));
  return created?.isSuperAdmin ?? false;
}

export async function loadAccess(db: Db, userId: string, systemOrgSlug: string): Promise<Access> {
  const list = await memberships(db, userId);
  const isSuperAdmin = await resolveSuperAdminStatus(db, userId, systemOrgSlug, list);
  let municipalities: string[];
  if (isSuperAdmin) {
    const rows = await db
      .select({ id: participatingMunicipalities.municipalityId })
      .from(participatingMunicipalities)
      .orderBy(participatingMunicipalities.municipalityId);
    municipalities = rows.map((r) => r.id);
  } else {
    const adminOrgs = list.filter((m) => m.role === 'org:admin').map((m) => m.organization_id);
    const rows = adminOrgs.length
      ? await db
          .select({ id: participatingMunicipalities.municipalityId })
          .from(participatingMunicipalities)
          .where(inArray(participatingMunicipalities.organizationId, adminOrgs))
          .orderBy(participatingMunicipalities.municipalityId)
      : [];
    municipalities = rows.map((r) => r.id);
  }
  return { userId, isSuperAdmin, memberships: list, municipalities };
}
