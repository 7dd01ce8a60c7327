import { Link } from 'react-router';
import { DataTable, type DataTableColumn } from '#web/components/data-table';
import type { Submission } from '../../api/submissions';
import { formatDateTime } from '../users/labels';

/** Pending submissions, newest first, each with a link to its details. */
export function SubmissionsTable({ submissions }: { submissions: readonly Submission[] }) {
  const columns: DataTableColumn<Submission>[] = [
    { header: 'Nimi', rowHeader: true, cell: (row) => row.name },
    { header: 'Puolue', cell: (row) => row.party },
    { header: 'Ikä', cell: (row) => `${String(row.age)} vuotta` },
    { header: 'Lähetetty', cell: (row) => formatDateTime(row.created_at) },
    {
      header: 'Toiminnot',
      className: 'data-table__actions',
      cell: (row) => (
        <Link
          className="button button--secondary button--small"
          to={{ search: `?hakemus=${String(row.id)}` }}
        >
          Avaa hakemus<span className="visually-hidden">: {row.name}</span>
        </Link>
      ),
    },
  ];
  return (
    <DataTable
      caption="Käsittelyä odottavat hakemukset, uusin ensin"
      captionHidden
      columns={columns}
      rows={submissions}
      rowKey={(row) => String(row.id)}
      emptyMessage="Käsittelyä odottavia hakemuksia ei ole."
    />
  );
}
