import { AdminPlaceholder } from '../features/admin/components/admin-placeholder';
import { ProtectedRoute } from '../features/auth/components/protected-route';

export default function AdminRoute() {
  return (
    <ProtectedRoute roles={['org:admin']}>
      <AdminPlaceholder />
    </ProtectedRoute>
  );
}
