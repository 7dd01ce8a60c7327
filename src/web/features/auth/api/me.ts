import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Me, OrganizationRole } from '#server/features/me/me.schemas';
import { apiFetch, isApiError } from '#web/lib/api';
import { authKeys } from './keys';

export type { Me, OrganizationRole } from '#server/features/me/me.schemas';

export const meQueryOptions = queryOptions({
  queryKey: authKeys.me(),
  // 401 means "not signed in": a normal answer, not an error worth retrying.
  queryFn: async ({ signal }): Promise<Me | null> => {
    try {
      return await apiFetch<Me>('/api/me', { signal });
    } catch (error) {
      if (isApiError(error, 401)) return null;
      throw error;
    }
  },
  staleTime: 30_000,
  retry: false,
});

export function useMe() {
  return useQuery(meQueryOptions);
}

/** Access is granted when any membership has one of the roles; a super admin always passes. */
export function hasAnyRole(me: Me, roles: readonly OrganizationRole[]): boolean {
  if (roles.length === 0) return true;
  if (me.is_super_admin) return true;
  return me.memberships.some((membership) => roles.includes(membership.role));
}
