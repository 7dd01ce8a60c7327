import { UnderConstruction } from '../../components/under-construction';

/**
 * Pääsykoodit (/{municipalityId}/admin/paasykoodit): create, email, list with status.
 * Not built yet. Replace the placeholder with the section: wrap it in <AdminSection title="Pääsykoodit">
 * (components/admin-section.tsx) and read the municipality and the viewer with useAdminContext().
 */
export function AccessCodesSection() {
  return <UnderConstruction title="Pääsykoodit" />;
}
