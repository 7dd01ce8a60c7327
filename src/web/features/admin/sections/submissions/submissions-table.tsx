import { partyName } from '#core/parties';
import { Link, useSearchParams } from 'react-router';
import type { DataTableColumn } from '#web/components/data-table';
import type { Submission, SubmissionPage } from '../../api/submissions';
import { PagedResults } from '../../components/paged-results';
import { formatDateTime } from '../../lib/date-time';
import { useT } from '#web/i18n/hooks';

/** The open submission in the address: `?hakemus=12` (the list's search and page stay). */
export const SUBMISSION_PARAM = 'hakemus';

interface SubmissionsTableProps {
  page: SubmissionPage;
  loading: boolean;
  searched: boolean;
  onPageChange: (page: number) => void;
  /** Checkboxes for bulk approval (the "ready" list only). */
  selection?: {
    selected: ReadonlySet<number>;
    toggle: (id: number, on: boolean) => void;
  };
}

/** One page of pending submissions, newest first, each with a link to its details. */
export function SubmissionsTable({
  page,
  loading,
  searched,
  onPageChange,
  selection,
}: SubmissionsTableProps) {
  const t = useT();
  const [searchParams] = useSearchParams();
  const openLink = (row: Submission) => {
    const params = new URLSearchParams(searchParams);
    params.set(SUBMISSION_PARAM, String(row.id));
    return { search: `?${params.toString()}` };
  };
  const select: DataTableColumn<Submission>[] = selection
    ? [
        {
          header: t('admin.submissions.select'),
          cell: (row) => (
            <input
              type="checkbox"
              className="submissions__select"
              aria-label={t('admin.submissions.selectOne', { name: row.name })}
              checked={selection.selected.has(row.id)}
              onChange={(event) => {
                selection.toggle(row.id, event.target.checked);
              }}
            />
          ),
        },
      ]
    : [];
  const columns: DataTableColumn<Submission>[] = [
    ...select,
    { header: t('admin.submissions.name'), rowHeader: true, cell: (row) => row.name },
    { header: t('admin.submissions.party'), cell: (row) => partyName(row.party) },
    {
      header: t('admin.submissions.votingNumber'),
      cell: (row) => row.voting_number ?? '–',
    },
    {
      header: t('admin.submissions.officialList'),
      cell: (row) =>
        row.official_mismatch ? (
          <span title={row.official_mismatch}>
            {t('admin.submissions.officialMismatch')}
            <span className="visually-hidden"> {row.official_mismatch}</span>
          </span>
        ) : (
          // Not a blank dash: the name and number match the list (or the municipality has none).
          t('admin.submissions.officialOk')
        ),
    },
    {
      header: t('admin.submissions.flags'),
      cell: (row) =>
        row.flag_count === 0
          ? t('admin.submissions.flags.none')
          : t('admin.submissions.flags.count', { count: row.flag_count }),
    },
    {
      header: t('admin.submissions.age'),
      cell: (row) => t('admin.submissions.years', { age: row.age }),
    },
    {
      header: t('admin.submissions.kind'),
      cell: (row) => {
        const kind = row.correction
          ? t('admin.submissions.kindCorrection')
          : t('admin.submissions.kindNew');
        return row.paper_mark ? `${kind}, ${row.paper_mark}` : kind;
      },
    },
    { header: t('admin.submissions.sent'), cell: (row) => formatDateTime(row.created_at) },
    {
      header: t('admin.actions'),
      className: 'data-table__actions',
      cell: (row) => (
        <Link className="button button--secondary button--small" to={openLink(row)}>
          {t('admin.submissions.open')}
          <span className="visually-hidden">: {row.name}</span>
        </Link>
      ),
    },
  ];
  return (
    <PagedResults
      data={page}
      loading={loading}
      count={t('admin.submissions.count', {
        count: page.total,
        searched: searched ? 'yes' : 'no',
      })}
      caption={t('admin.submissions.caption')}
      captionHidden
      columns={columns}
      rowKey={(row) => String(row.id)}
      emptyMessage={searched ? t('admin.submissions.empty.searched') : t('admin.submissions.empty')}
      pagesLabel={t('admin.submissions.pages')}
      onPageChange={onPageChange}
    />
  );
}
