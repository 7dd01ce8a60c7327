import type { RefObject } from 'react';
import { DataTable } from '#web/components/data-table';
import { Choice } from '#web/components/form/choice-group';
import { FieldError } from '#web/components/form/form-field';
import { useT } from '#web/i18n/hooks';
import type { ImportSummary } from '../../api/official-list';

type Removal = ImportSummary['removals'][number];

const CONFIRM_REMOVALS_ID = 'official-confirm-removals';

/**
 * The candidates an import would remove, those with access codes first. When any has codes the
 * preview warns that their codes stop working, and "Tuo ehdokkaat" needs the tick below
 * (the server answers 409 removals_unconfirmed without it; docs/official-candidates.md).
 */
export function ImportRemovals({
  summary,
  confirmed,
  onConfirmedChange,
  error,
  checkbox,
}: {
  summary: ImportSummary;
  confirmed: boolean;
  onConfirmedChange: (confirmed: boolean) => void;
  /** Shown when the import was tried without the tick. */
  error: string | null;
  checkbox: RefObject<HTMLInputElement | null>;
}) {
  const t = useT();
  if (summary.removals_total === 0) return null;
  const codes = summary.removals.reduce((n, r) => n + r.codes, 0);
  const errorId = `${CONFIRM_REMOVALS_ID}-error`;
  return (
    <>
      <h3>{t('admin.official.removals.heading', { count: summary.removals_total })}</h3>
      {summary.removals_with_codes > 0 ? (
        <div className="notice notice--error">
          <p>
            <strong>
              {t('admin.official.removals.warning', {
                count: summary.removals_with_codes,
                codes,
              })}
            </strong>
          </p>
          <p>{t('admin.official.removals.flagged')}</p>
        </div>
      ) : (
        <p>{t('admin.official.removals.intro')}</p>
      )}
      {summary.removals_total > summary.removals.length && (
        <p>
          {t('admin.official.removals.more', {
            shown: summary.removals.length,
            total: summary.removals_total,
          })}
        </p>
      )}
      <DataTable<Removal>
        caption={t('admin.official.removals.table')}
        captionHidden
        rows={summary.removals}
        rowKey={(r) => String(r.id)}
        emptyMessage=""
        columns={[
          { header: t('admin.official.changes.column.number'), cell: (r) => r.candidate_number },
          { header: t('admin.official.column.name'), cell: (r) => r.name, rowHeader: true },
          { header: t('admin.official.removals.column.codes'), cell: (r) => r.codes },
          { header: t('admin.official.removals.column.submissions'), cell: (r) => r.submissions },
        ]}
      />
      {summary.removals_with_codes > 0 && (
        <div className={error ? 'field field--error' : 'field'}>
          {error && <FieldError id={errorId}>{error}</FieldError>}
          <Choice
            type="checkbox"
            id={CONFIRM_REMOVALS_ID}
            ref={checkbox}
            checked={confirmed}
            onChange={(e) => onConfirmedChange(e.currentTarget.checked)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            label={t('admin.official.removals.confirm', {
              count: summary.removals_with_codes,
              codes,
            })}
          />
        </div>
      )}
    </>
  );
}
