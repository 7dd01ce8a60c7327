import { DataTable, type DataTableColumn } from '#web/components/data-table';
import type { MunicipalityStatisticsSummary } from '../../api/admin-statistics';
import { formatCount, formatPercent } from './format';
import { useT } from '#web/i18n/hooks';

type Row = MunicipalityStatisticsSummary;

/** The super admin's headline figures per municipality. */
export function MunicipalityTable({ rows }: { rows: readonly Row[] }) {
  const t = useT();
  const columns: readonly DataTableColumn<Row>[] = [
    { header: t('admin.statistics.municipality'), rowHeader: true, cell: (m) => m.name },
    { header: t('admin.statistics.visitors'), cell: (m) => formatCount(m.totalVisitors) },
    { header: t('admin.statistics.matches'), cell: (m) => formatCount(m.totalMatches) },
    { header: t('admin.statistics.averageMatch'), cell: (m) => formatPercent(m.averageMatch) },
    { header: t('admin.statistics.completionRate'), cell: (m) => formatPercent(m.completionRate) },
    { header: t('admin.statistics.candidates'), cell: (m) => formatCount(m.candidateCount) },
  ];
  return (
    <DataTable
      caption={t('admin.statistics.perMunicipality.caption')}
      captionHidden
      columns={columns}
      rows={rows}
      rowKey={(m) => m.municipality_id}
      emptyMessage={t('admin.statistics.perMunicipality.empty')}
    />
  );
}
