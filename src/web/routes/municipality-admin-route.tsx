import { useParams } from 'react-router';
import { NotFound } from '../components/not-found';
import { AdminShell } from '../features/admin/components/admin-shell';
import { Forbidden } from '../features/auth/components/forbidden';
import { ProtectedRoute } from '../features/auth/components/protected-route';
import { SignOutButton } from '../features/auth/components/sign-out-button';
import { toAdminViewer, useRefreshViewer } from './admin/admin-viewer';

/**
 * /{municipalityId}/admin/*: only for admins of that municipality (and super admins). The server
 * answers 403 as well; this keeps others from a page full of errors.
 */
export default function MunicipalityAdminRoute() {
  const { municipalityId = '' } = useParams();
  const refreshViewer = useRefreshViewer();
  return (
    <ProtectedRoute roles={['org:admin']}>
      {(me) => {
        if (!me.municipalities.includes(municipalityId)) {
          // A super admin may manage every participating municipality: this one does not exist.
          return me.is_super_admin ? <NotFound /> : <Forbidden />;
        }
        return (
          <AdminShell
            viewer={toAdminViewer(me)}
            municipalityId={municipalityId}
            accountActions={<SignOutButton />}
            refreshViewer={refreshViewer}
          />
        );
      }}
    </ProtectedRoute>
  );
}
