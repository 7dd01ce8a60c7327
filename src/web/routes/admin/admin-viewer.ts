import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { AdminViewer } from '../../features/admin/hooks/use-admin-context';
import { meQueryOptions, type Me } from '../../features/auth/api/me';

/** The signed-in user as the admin pages see them. */
export function toAdminViewer(me: Me): AdminViewer {
  return {
    id: me.user.id,
    name: me.user.name,
    email: me.user.email,
    isSuperAdmin: me.is_super_admin,
    municipalities: me.municipalities,
    emailEnabled: me.email_enabled,
  };
}

/** AdminContext.refreshViewer: read /api/me again. */
export function useRefreshViewer() {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await queryClient.invalidateQueries({ queryKey: meQueryOptions.queryKey });
  }, [queryClient]);
}
