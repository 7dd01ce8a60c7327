import { StatisticsSection } from '../../features/admin/sections/statistics/statistics-section';

export default function StatisticsRoute() {
  return <StatisticsSection />;
}
