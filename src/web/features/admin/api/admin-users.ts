import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChangeRoleInput, InviteAdminInput } from '#core/account-schemas';
import type {
  AdminMembership,
  AdminUsers,
  CreatedInvitation,
} from '#server/features/users/users.schemas';
import { apiFetch } from '#web/lib/api';
import { adminKeys } from './keys';

// Käyttäjät: `/api/admin/users` (super admin only; others get 403).

export type {
  AdminMembership,
  AdminUser,
  CreatedInvitation,
  PendingInvitation,
} from '#server/features/users/users.schemas';
export type InvitedRole = ChangeRoleInput['role'];
export type OrganizationRole = AdminMembership['role'];

export const adminUsersQueryOptions = queryOptions({
  queryKey: adminKeys.users(),
  queryFn: ({ signal }) => apiFetch<AdminUsers>('/api/admin/users', { signal }),
  staleTime: 0,
});

export function useAdminUsers() {
  return useQuery(adminUsersQueryOptions);
}

/**
 * A change on Käyttäjät: the lists are read again before the caller's own onSuccess runs, so
 * focus returns to a page that is already up to date.
 */
export function useUsersMutation<TInput, TResult>(mutationFn: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.users() }),
  });
}

export function useInviteAdmin() {
  return useUsersMutation((input: InviteAdminInput) =>
    apiFetch<CreatedInvitation>('/api/admin/users/invitations', { method: 'POST', json: input }),
  );
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
