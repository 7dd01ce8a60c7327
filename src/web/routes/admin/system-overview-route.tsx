import { SystemOverview } from '../../features/admin/sections/overview/system-overview';

export default function SystemOverviewRoute() {
  return <SystemOverview />;
}
