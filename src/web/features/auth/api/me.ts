import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch, isApiError } from '../../../lib/api';

export type OrganizationRole = 'org:admin' | 'org:member';

export interface Membership {
  organization_id: string;
  organization_slug: string;
  organization_name: string;
  role: OrganizationRole;
}

/** `GET /api/me` for a signed-in user. */
export interface Me {
  user: { id: string; email: string; name: string };
  is_admin: boolean;
  memberships: Membership[];
  municipalities: string[];
}

export const meQueryOptions = queryOptions({
  queryKey: ['me'],
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
  if (me.is_admin) return true;
  return me.memberships.some((membership) => roles.includes(membership.role));
}
