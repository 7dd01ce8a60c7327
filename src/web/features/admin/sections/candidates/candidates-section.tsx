import { UnderConstruction } from '../../components/under-construction';

/**
 * Ehdokkaat (/{municipalityId}/admin/ehdokkaat): list, edit, remove.
 * Not built yet. Replace the placeholder with the section: wrap it in <AdminSection title="Ehdokkaat">
 * (components/admin-section.tsx) and read the municipality and the viewer with useAdminContext().
 */
export function CandidatesSection() {
  return <UnderConstruction title="Ehdokkaat" />;
}
