import { MunicipalityOverview } from '../../features/admin/sections/overview/municipality-overview';

export default function MunicipalityOverviewRoute() {
  return <MunicipalityOverview />;
}
