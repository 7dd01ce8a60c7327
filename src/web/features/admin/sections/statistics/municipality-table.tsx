import { DataTable, type DataTableColumn } from '#web/components/data-table';
import type { MunicipalityStatisticsSummary } from '../../api/admin-statistics';
import { formatCount, formatPercent } from './format';

type Row = MunicipalityStatisticsSummary;

const columns: readonly DataTableColumn<Row>[] = [
  { header: 'Kunta', rowHeader: true, cell: (m) => m.name },
  { header: 'Kävijät', cell: (m) => formatCount(m.totalVisitors) },
  { header: 'Tallennetut tulokset', cell: (m) => formatCount(m.totalMatches) },
  { header: 'Keskimääräinen yhteensopivuus', cell: (m) => formatPercent(m.averageMatch) },
  { header: 'Vastausaste', cell: (m) => formatPercent(m.completionRate) },
  { header: 'Ehdokkaat', cell: (m) => formatCount(m.candidateCount) },
];

/** The super admin's headline figures per municipality. */
export function MunicipalityTable({ rows }: { rows: readonly Row[] }) {
  return (
    <DataTable
      caption="Tilastot kunnittain"
      captionHidden
      columns={columns}
      rows={rows}
      rowKey={(m) => m.municipality_id}
      emptyMessage="Yhtään kuntaa ei ole mukana."
    />
  );
}
