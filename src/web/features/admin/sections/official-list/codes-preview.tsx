import { partyName } from '#core/parties';
import { DataTable } from '#web/components/data-table';
import { useT } from '#web/i18n/hooks';
import { useAdminContext } from '../../hooks/use-admin-context';
import type { OfficialCodesPreview } from '../../api/official-codes';

type Row = OfficialCodesPreview['rows'][number];
type Refused = OfficialCodesPreview['refused'][number];

/** The codes a (number, email) file would make, and its refused lines with their reasons. */
export function CodesPreview({ preview }: { preview: OfficialCodesPreview }) {
  const t = useT();
  const emailEnabled = useAdminContext().viewer.emailEnabled;
  return (
    <>
      <p>
        {emailEnabled
          ? t('admin.official.codes.summary', {
              count: preview.rows.length,
              emails: preview.with_email,
              letters: preview.letters,
            })
          : // Without SMTP_URL nothing is mailed: every code is printed (or copied as a link).
            t('admin.official.codes.summaryMailOff', { count: preview.rows.length })}
      </p>
      <DataTable<Row>
        caption={t('admin.official.codes.table')}
        rows={preview.rows}
        rowKey={(r) => String(r.line)}
        emptyMessage={t('admin.official.codes.none')}
        columns={[
          { header: t('admin.official.column.line'), cell: (r) => r.line },
          { header: t('admin.official.column.number'), cell: (r) => r.candidate_number },
          { header: t('admin.official.column.name'), cell: (r) => r.name, rowHeader: true },
          { header: t('admin.official.field.party'), cell: (r) => partyName(r.party) },
          {
            header: t('admin.official.codes.delivery'),
            cell: (r) => r.email || t('admin.official.codes.letter'),
          },
          {
            header: t('admin.official.codes.existing'),
            cell: (r) => (r.codes > 0 ? t('admin.official.codes.has', { count: r.codes }) : '–'),
          },
        ]}
      />
      {preview.refused.length > 0 && (
        <>
          <h4>{t('admin.official.refused.heading', { count: preview.refused.length })}</h4>
          <DataTable<Refused>
            caption={t('admin.official.codes.refusedTable')}
            captionHidden
            rows={preview.refused}
            rowKey={(r) => String(r.line)}
            emptyMessage=""
            columns={[
              { header: t('admin.official.column.line'), cell: (r) => r.line, rowHeader: true },
              { header: t('admin.official.column.reason'), cell: (r) => r.reason },
            ]}
          />
        </>
      )}
    </>
  );
}
