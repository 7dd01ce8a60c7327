import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InviteAdminInput } from '../../../../core/account-schemas';
import { apiFetch } from '../../../lib/api';

// Käyttäjät: `/api/admin/users` (super admin only; others get 403).

export type OrganizationRole = 'org:admin' | 'org:member';
export type InvitedRole = 'admin' | 'member';

export interface AdminMembership {
  organization_id: string;
  organization_slug: string;
  organization_name: string;
  /** Null for an organization that is not a municipality (the system organization). */
  municipality_id: string | null;
  role: OrganizationRole;
}

export interface AdminUser {
  id: string;
  email: string;
  name: string;
  is_admin: boolean;
  memberships: AdminMembership[];
}

export interface PendingInvitation {
  /** Not secret: the token of the link is only in the email. */
  id: string;
  email: string;
  role: string | null;
  status: string;
  expires_at: string;
  expired: boolean;
  organization_name: string;
  organization_slug: string;
}

export interface AdminUsers {
  users: AdminUser[];
  invitations: PendingInvitation[];
}

export const adminUsersQueryOptions = queryOptions({
  queryKey: ['admin', 'users'],
  queryFn: ({ signal }) => apiFetch<AdminUsers>('/api/admin/users', { signal }),
  staleTime: 0,
});

export function useAdminUsers() {
  return useQuery(adminUsersQueryOptions);
}

export interface CreatedInvitation {
  id: string;
  email: string;
  organization_name: string;
  expires_at: string;
}

export function inviteAdmin(input: InviteAdminInput) {
  return apiFetch<CreatedInvitation>('/api/admin/users/invitations', {
    method: 'POST',
    json: input,
  });
}

export function cancelInvitation(invitationId: string) {
  return apiFetch<unknown>(`/api/admin/users/invitations/${encodeURIComponent(invitationId)}`, {
    method: 'DELETE',
  });
}

const membershipPath = (userId: string, organizationId: string) =>
  `/api/admin/users/${encodeURIComponent(userId)}/memberships/${encodeURIComponent(organizationId)}`;

export function changeRole(userId: string, organizationId: string, role: InvitedRole) {
  return apiFetch<unknown>(membershipPath(userId, organizationId), {
    method: 'PATCH',
    json: { role },
  });
}

/** 409 `last_super_admin` when it would remove the last super admin. */
export function removeMembership(userId: string, organizationId: string) {
  return apiFetch<unknown>(membershipPath(userId, organizationId), { method: 'DELETE' });
}
