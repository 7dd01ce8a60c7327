import { UnderConstruction } from '../../components/under-construction';

/**
 * Hakemukset (/{municipalityId}/admin/hakemukset): pending submissions: view, approve, reject with a note.
 * Not built yet. Replace the placeholder with the section: wrap it in <AdminSection title="Hakemukset">
 * (components/admin-section.tsx) and read the municipality and the viewer with useAdminContext().
 */
export function SubmissionsSection() {
  return <UnderConstruction title="Hakemukset" />;
}
