import { DataTable } from '#web/components/data-table';
import { useT } from '#web/i18n/hooks';
import type { ImportSummary } from '../../api/official-list';

type Diff = ImportSummary['municipalities'][number];
type Refused = ImportSummary['refused'][number];

/** The preview of an import: per-municipality counts, refused lines, unknown parties, skips. */
export function ImportPreview({
  summary,
  nameOf,
}: {
  summary: ImportSummary;
  nameOf: (id: string) => string;
}) {
  const t = useT();
  const skippedRows = summary.skipped.municipalities.reduce((n, m) => n + m.rows, 0);
  return (
    <>
      <DataTable<Diff>
        caption={t('admin.official.preview.table')}
        rows={summary.municipalities}
        rowKey={(d) => d.municipality_id}
        emptyMessage={t('admin.official.preview.nothing')}
        columns={[
          { header: t('admin.official.column.municipality'), cell: (d) => d.name, rowHeader: true },
          { header: t('admin.official.column.new'), cell: (d) => d.new },
          { header: t('admin.official.column.changed'), cell: (d) => d.changed },
          { header: t('admin.official.column.unchanged'), cell: (d) => d.unchanged },
          { header: t('admin.official.column.removed'), cell: (d) => d.removed },
          { header: t('admin.official.column.refused'), cell: (d) => d.refused },
        ]}
      />
      {summary.refused_total > 0 && (
        <>
          <h3>{t('admin.official.refused.heading', { count: summary.refused_total })}</h3>
          {summary.refused_total > summary.refused.length && (
            <p>
              {t('admin.official.refused.more', {
                shown: summary.refused.length,
                total: summary.refused_total,
              })}
            </p>
          )}
          <DataTable<Refused>
            caption={t('admin.official.refused.table')}
            captionHidden
            rows={summary.refused}
            rowKey={(r) => String(r.line)}
            emptyMessage=""
            columns={[
              { header: t('admin.official.column.line'), cell: (r) => r.line, rowHeader: true },
              {
                header: t('admin.official.column.municipality'),
                cell: (r) => (r.municipality_id ? nameOf(r.municipality_id) : '–'),
              },
              { header: t('admin.official.column.reason'), cell: (r) => r.reason },
            ]}
          />
        </>
      )}
      {summary.unknown_parties.length > 0 && (
        <>
          <h3>{t('admin.official.unknownParties.heading')}</h3>
          <p>{t('admin.official.unknownParties.intro')}</p>
          <ul>
            {summary.unknown_parties.map((p) => (
              <li key={p.name}>{t('admin.official.unknownParties.item', p)}</li>
            ))}
          </ul>
        </>
      )}
      {summary.skipped.other_area_rows > 0 && (
        <p>{t('admin.official.skipped.areas', { rows: summary.skipped.other_area_rows })}</p>
      )}
      {skippedRows > 0 && (
        <p>
          {t('admin.official.skipped.municipalities', {
            rows: skippedRows,
            names: summary.skipped.municipalities.map((m) => m.name).join(', '),
          })}
        </p>
      )}
    </>
  );
}
