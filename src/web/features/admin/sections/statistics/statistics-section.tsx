import { UnderConstruction } from '../../components/under-construction';

/**
 * Tilastot: /admin/tilastot (all municipalities) and /{municipalityId}/admin/tilastot (one; useAdminContext().municipalityId is set).
 * Not built yet. Replace the placeholder with the section: wrap it in <AdminSection title="Tilastot">
 * (components/admin-section.tsx) and read the municipality and the viewer with useAdminContext().
 */
export function StatisticsSection() {
  return <UnderConstruction title="Tilastot" />;
}
