import type { AdminMembership, OrganizationRole } from '../../api/admin-users';

/** The role for a `{role, select, member {…} other {…}}` message: 'member' or 'admin'. */
export function roleOf(role: OrganizationRole | string | null): 'member' | 'admin' {
  return role === 'org:member' || role === 'member' ? 'member' : 'admin';
}

/** Is this the organization of the super admins (not a municipality)? */
export function isSystemMembership(membership: AdminMembership): boolean {
  return membership.municipality_id === null;
}
