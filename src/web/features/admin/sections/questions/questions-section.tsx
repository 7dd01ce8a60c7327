import { UnderConstruction } from '../../components/under-construction';

/**
 * Kysymykset (/{municipalityId}/admin/kysymykset): weights and custom texts, with a preview.
 * Not built yet. Replace the placeholder with the section: wrap it in <AdminSection title="Kysymykset">
 * (components/admin-section.tsx) and read the municipality and the viewer with useAdminContext().
 */
export function QuestionsSection() {
  return <UnderConstruction title="Kysymykset" />;
}
