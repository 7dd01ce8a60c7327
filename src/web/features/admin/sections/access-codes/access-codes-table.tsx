import type { DataTableColumn } from '#web/components/data-table';
import type {
  AccessCode,
  AccessCodePage,
  AccessCodeStatus,
  EmailStatus,
} from '../../api/access-codes';
import { PagedResults } from '../../components/paged-results';
import { RowButton } from '../../components/row-button';
import { formatDateTime } from '../../lib/date-time';
import type { MessageId } from '#web/i18n/catalogs';
import { useT } from '#web/i18n/hooks';

export const STATUS_LABELS: Record<AccessCodeStatus, MessageId> = {
  unused: 'admin.codes.status.unused',
  used: 'admin.codes.status.used',
  expired: 'admin.codes.status.expired',
  withdrawn: 'admin.codes.status.withdrawn',
};

const EMAIL_LABELS: Record<EmailStatus, MessageId> = {
  pending: 'admin.codes.email.pending',
  sent: 'admin.codes.email.sent',
  failed: 'admin.codes.email.failed',
  not_sent: 'admin.codes.email.notSent',
};

/** The link the candidate opens; the same one the email has. */
export const candidateLink = (code: string) =>
  `${window.location.origin}/candidate-submission/${encodeURIComponent(code)}`;

interface AccessCodesTableProps {
  page: AccessCodePage;
  loading: boolean;
  searched: boolean;
  onPageChange: (page: number) => void;
  /** The code being sent again right now, if any. */
  resending: string | null;
  onResend: (code: AccessCode) => void;
  onCopy: (code: AccessCode) => void;
  /** A mail relay is configured: only then is "Lähetä uudelleen" offered. */
  emailEnabled: boolean;
}

/** Whom the row is for: the official candidate, else the address. */
const rowName = (row: AccessCode) =>
  row.candidate ? `${row.candidate.name} (${String(row.candidate.number)})` : row.email;

/** One page of the municipality's codes, newest first: who it is for, the code, dates and status. */
export function AccessCodesTable({
  page,
  loading,
  searched,
  onPageChange,
  resending,
  onResend,
  onCopy,
  emailEnabled,
}: AccessCodesTableProps) {
  const t = useT();
  const columns: DataTableColumn<AccessCode>[] = [
    {
      header: t('admin.codes.column.candidate'),
      rowHeader: true,
      long: 'name',
      cell: (row) =>
        row.candidate
          ? t('admin.codes.candidate', { name: row.candidate.name, number: row.candidate.number })
          : row.email,
    },
    {
      header: t('admin.codes.column.email'),
      long: 'text',
      cell: (row) => row.email || t('admin.codes.letter'),
    },
    {
      header: t('admin.codes.column.code'),
      cell: (row) => (
        // Screen readers spell it one character at a time, as it is read aloud on the phone.
        <>
          <span className="code access-code__code" aria-hidden="true">
            {row.code}
          </span>
          <span className="visually-hidden">{row.code.split('').join(' ')}</span>
        </>
      ),
    },
    { header: t('admin.codes.column.created'), cell: (row) => formatDateTime(row.created_at) },
    {
      header: t('admin.codes.column.expires'),
      // A withdrawn code's stored expiry (1970) is a marker, not a date to show.
      cell: (row) => (row.status === 'withdrawn' ? '–' : formatDateTime(row.expires_at)),
    },
    {
      header: t('admin.codes.column.status'),
      cell: (row) => (
        <span className={`access-code__status access-code__status--${row.status}`}>
          {t(STATUS_LABELS[row.status])}
          {row.status === 'used' && row.used_at && ` ${formatDateTime(row.used_at)}`}
        </span>
      ),
    },
    {
      header: t('admin.codes.column.message'),
      cell: (row) =>
        row.email_status ? (
          <span className={`access-code__email access-code__email--${row.email_status}`}>
            {t(EMAIL_LABELS[row.email_status])}
          </span>
        ) : (
          t('admin.codes.email.none')
        ),
    },
    {
      header: t('admin.actions'),
      className: 'data-table__actions',
      cell: (row) => (
        <div className="access-code__actions">
          {row.status === 'unused' && row.email !== '' && emailEnabled && (
            <RowButton
              rowName={rowName(row)}
              busy={resending === row.code}
              onClick={() => {
                onResend(row);
              }}
            >
              {resending === row.code ? t('admin.codes.sending') : t('admin.codes.resend')}
            </RowButton>
          )}
          <RowButton
            rowName={rowName(row)}
            onClick={() => {
              onCopy(row);
            }}
          >
            {t('admin.codes.copy')}
          </RowButton>
          <span className="access-code__link">{candidateLink(row.code)}</span>
        </div>
      ),
    },
  ];

  return (
    <PagedResults
      data={page}
      loading={loading}
      count={t('admin.codes.count', { count: page.total, searched: searched ? 'yes' : 'no' })}
      caption={t('admin.codes.list.caption')}
      captionHidden
      columns={columns}
      rowKey={(row) => row.code}
      emptyMessage={searched ? t('admin.codes.list.emptySearched') : t('admin.codes.list.empty')}
      pagesLabel={t('admin.codes.pages')}
      onPageChange={onPageChange}
    />
  );
}
