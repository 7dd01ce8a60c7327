import { AdminShell } from '../features/admin/components/admin-shell';
import { ProtectedRoute } from '../features/auth/components/protected-route';
import { SignOutButton } from '../features/auth/components/sign-out-button';
import { toAdminViewer, useRefreshViewer } from './admin/admin-viewer';

/** /admin/*: the super admin's area; a municipal admin sees only links to their municipalities. */
export default function AdminRoute() {
  const refreshViewer = useRefreshViewer();
  return (
    <ProtectedRoute roles={['org:admin']}>
      {(me) => (
        <AdminShell
          viewer={toAdminViewer(me)}
          accountActions={<SignOutButton />}
          refreshViewer={refreshViewer}
        />
      )}
    </ProtectedRoute>
  );
}
