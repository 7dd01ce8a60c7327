import { useParams } from 'react-router';
import { AdminPlaceholder } from '../features/admin/components/admin-placeholder';
import { ProtectedRoute } from '../features/auth/components/protected-route';

export default function MunicipalityAdminRoute() {
  const { municipalityId = '' } = useParams();
  return (
    <ProtectedRoute roles={['org:admin']}>
      <AdminPlaceholder municipalityId={municipalityId} />
    </ProtectedRoute>
  );
}
