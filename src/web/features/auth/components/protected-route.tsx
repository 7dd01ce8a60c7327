import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { PageLoading } from '../../../components/page-loading';
import { hasAnyRole, useMe, type OrganizationRole } from '../api/me';
import { Forbidden } from './forbidden';

interface ProtectedRouteProps {
  /** The user needs one of these roles in any of their organisations. Empty: any signed-in user. */
  roles?: readonly OrganizationRole[];
  children: ReactNode;
}

/**
 * Shows its children only to a signed-in user with a required role. The server checks every
 * request itself; this only keeps people away from screens they cannot use.
 */
export function ProtectedRoute({ roles = [], children }: ProtectedRouteProps) {
  const location = useLocation();
  const me = useMe();

  if (me.isPending) return <PageLoading />;
  if (me.isError || me.data === null) {
    return <Navigate to="/login" replace state={{ from: location }} />;
  }
  if (!hasAnyRole(me.data, roles)) return <Forbidden />;
  return children;
}
