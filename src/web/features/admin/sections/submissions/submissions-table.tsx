import { Link } from 'react-router';
import { DataTable, type DataTableColumn } from '#web/components/data-table';
import type { Submission } from '../../api/submissions';
import { formatDateTime } from '../../lib/date-time';
import { useT } from '#web/i18n/hooks';

/** Pending submissions, newest first, each with a link to its details. */
export function SubmissionsTable({ submissions }: { submissions: readonly Submission[] }) {
  const t = useT();
  const columns: DataTableColumn<Submission>[] = [
    { header: t('admin.submissions.name'), rowHeader: true, cell: (row) => row.name },
    { header: t('admin.submissions.party'), cell: (row) => row.party },
    {
      header: t('admin.submissions.age'),
      cell: (row) => t('admin.submissions.years', { age: row.age }),
    },
    {
      header: t('admin.submissions.kind'),
      cell: (row) =>
        row.correction ? t('admin.submissions.kindCorrection') : t('admin.submissions.kindNew'),
    },
    { header: t('admin.submissions.sent'), cell: (row) => formatDateTime(row.created_at) },
    {
      header: t('admin.actions'),
      className: 'data-table__actions',
      cell: (row) => (
        <Link
          className="button button--secondary button--small"
          to={{ search: `?hakemus=${String(row.id)}` }}
        >
          {t('admin.submissions.open')}
          <span className="visually-hidden">: {row.name}</span>
        </Link>
      ),
    },
  ];
  return (
    <DataTable
      caption={t('admin.submissions.caption')}
      captionHidden
      columns={columns}
      rows={submissions}
      rowKey={(row) => String(row.id)}
      emptyMessage={t('admin.submissions.empty')}
    />
  );
}
