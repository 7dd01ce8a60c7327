import { SettingsSection } from '../../features/admin/sections/settings/settings-section';

export default function SettingsRoute() {
  return <SettingsSection />;
}
