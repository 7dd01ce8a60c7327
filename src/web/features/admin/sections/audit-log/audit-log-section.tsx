import { UnderConstruction } from '../../components/under-construction';

/**
 * Muutosloki: /admin/loki (everything) and /{municipalityId}/admin/loki (one municipality; useAdminContext().municipalityId is set).
 * Not built yet. Replace the placeholder with the section: wrap it in <AdminSection title="Muutosloki">
 * (components/admin-section.tsx) and read the municipality and the viewer with useAdminContext().
 */
export function AuditLogSection() {
  return <UnderConstruction title="Muutosloki" />;
}
