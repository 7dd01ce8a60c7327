import { DataTable, type DataTableColumn } from '#web/components/data-table';
import type { AccessCode, AccessCodeStatus, EmailStatus } from '../../api/access-codes';
import { formatDateTime } from '../users/labels';

const STATUS_LABELS: Record<AccessCodeStatus, string> = {
  unused: 'Käyttämätön',
  used: 'Käytetty',
  expired: 'Vanhentunut',
};

const EMAIL_LABELS: Record<EmailStatus, string> = {
  pending: 'Jonossa',
  sent: 'Lähetetty',
  failed: 'Lähetys epäonnistui',
  not_sent: 'Ei lähetetty (sähköposti ei käytössä)',
};

/** The link the candidate opens; the same one the email has. */
export const candidateLink = (code: string) =>
  `${window.location.origin}/candidate-submission/${encodeURIComponent(code)}`;

interface AccessCodesTableProps {
  codes: readonly AccessCode[];
  /** The code being sent again right now, if any. */
  resending: string | null;
  onResend: (code: AccessCode) => void;
  onCopy: (code: AccessCode) => void;
}

/** Every code of the municipality, newest first: who it is for, the code, dates and status. */
export function AccessCodesTable({ codes, resending, onResend, onCopy }: AccessCodesTableProps) {
  const columns: DataTableColumn<AccessCode>[] = [
    { header: 'Sähköposti', rowHeader: true, cell: (row) => row.email },
    {
      header: 'Koodi',
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
    { header: 'Luotu', cell: (row) => formatDateTime(row.created_at) },
    { header: 'Voimassa asti', cell: (row) => formatDateTime(row.expires_at) },
    {
      header: 'Tila',
      cell: (row) => (
        <span className={`access-code__status access-code__status--${row.status}`}>
          {STATUS_LABELS[row.status]}
          {row.status === 'used' && row.used_at && ` ${formatDateTime(row.used_at)}`}
        </span>
      ),
    },
    {
      header: 'Viesti',
      cell: (row) =>
        row.email_status ? (
          <span className={`access-code__email access-code__email--${row.email_status}`}>
            {EMAIL_LABELS[row.email_status]}
          </span>
        ) : (
          'Ei lähetetty'
        ),
    },
    {
      header: 'Toiminnot',
      className: 'data-table__actions',
      cell: (row) => (
        <div className="access-code__actions">
          {row.status === 'unused' && (
            <button
              type="button"
              className="button button--secondary button--small"
              aria-disabled={resending === row.code || undefined}
              onClick={() => {
                if (resending !== row.code) onResend(row);
              }}
            >
              {resending === row.code ? 'Lähetetään...' : 'Lähetä uudelleen'}
              <span className="visually-hidden">: {row.email}</span>
            </button>
          )}
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={() => {
              onCopy(row);
            }}
          >
            Kopioi linkki<span className="visually-hidden">: {row.email}</span>
          </button>
          <span className="access-code__link">{candidateLink(row.code)}</span>
        </div>
      ),
    },
  ];

  return (
    <DataTable
      caption="Luodut pääsykoodit, uusin ensin"
      captionHidden
      columns={columns}
      rows={codes}
      rowKey={(row) => row.code}
      emptyMessage="Koodeja ei ole vielä luotu."
    />
  );
}
