import { UnderConstruction } from '../../components/under-construction';

/**
 * Asetukset (/admin/asetukset, super admin): demo mode, match-save limit, election name and date, privacy contact.
 * Not built yet. Replace the placeholder with the section: wrap it in <AdminSection title="Asetukset">
 * (components/admin-section.tsx) and read the municipality and the viewer with useAdminContext().
 */
export function SettingsSection() {
  return <UnderConstruction title="Asetukset" />;
}
