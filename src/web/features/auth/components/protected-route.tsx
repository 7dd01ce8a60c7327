import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { PageLoading } from '#web/components/page-loading';
import { paths } from '#web/paths';
import { hasAnyRole, useMe, type Me, type OrganizationRole } from '../api/me';
import type { SignInLocationState } from '../lib/redirects';
import { Forbidden } from './forbidden';

interface ProtectedRouteProps {
  /** The user needs one of these roles in any of their organisations. Empty: any signed-in user. */
  roles?: readonly OrganizationRole[];
  /** The page, or a function that gets the signed-in user (`GET /api/me`). */
  children: ReactNode | ((me: Me) => ReactNode);
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
    const state: SignInLocationState = { from: location };
    return <Navigate to={paths.login()} replace state={state} />;
  }
  if (!hasAnyRole(me.data, roles)) return <Forbidden />;
  return typeof children === 'function' ? children(me.data) : children;
}
