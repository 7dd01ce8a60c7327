import { OfficialListSection } from '../../features/admin/sections/official-list/official-list-section';

export default function OfficialListRoute() {
  return <OfficialListSection />;
}
