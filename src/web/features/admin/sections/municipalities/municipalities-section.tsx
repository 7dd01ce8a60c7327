import { UnderConstruction } from '../../components/under-construction';

/**
 * Kunnat (/admin/kunnat, super admin): add from the reference list or custom, hide, custom name, remove. After a change, invalidate ['municipalities'] and call refreshViewer().
 * Not built yet. Replace the placeholder with the section: wrap it in <AdminSection title="Kunnat">
 * (components/admin-section.tsx) and read the municipality and the viewer with useAdminContext().
 */
export function MunicipalitiesSection() {
  return <UnderConstruction title="Kunnat" />;
}
