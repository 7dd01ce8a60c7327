import type { AdminMembership, OrganizationRole } from '../../api/admin-users';

/** The role for a `{role, select, member {…} other {…}}` message: 'member' or 'admin'. */
export function roleOf(role: OrganizationRole | string | null): 'member' | 'admin' {
  return role === 'org:member' || role === 'member' ? 'member' : 'admin';
}

/** Is this the organization of the super admins (not a municipality)? */
export function isSystemMembership(membership: AdminMembership): boolean {
  return membership.municipality_id === null;
}

const dateTime = new Intl.DateTimeFormat('fi-FI', {
  timeZone: 'Europe/Helsinki',
  day: 'numeric',
  month: 'numeric',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** "29.11.2026 klo 14.05" in Finnish time. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTime.format(date);
}
