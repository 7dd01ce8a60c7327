import { Outlet } from 'react-router';
import { useAdminContext } from '../../features/admin/hooks/use-admin-context';
import { Forbidden } from '../../features/auth/components/forbidden';

/** Layout route around the super admin's sections: others get "Ei käyttöoikeutta". */
export default function SuperAdminOnlyRoute() {
  const context = useAdminContext();
  if (!context.viewer.isSuperAdmin) return <Forbidden />;
  return <Outlet context={context} />;
}
