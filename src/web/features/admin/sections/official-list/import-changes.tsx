import { DataTable } from '#web/components/data-table';
import type { MessageId } from '#web/i18n/catalogs';
import { useT } from '#web/i18n/hooks';
import type { ImportSummary } from '../../api/official-list';

type Change = ImportSummary['changes'][number];
type FieldChange = Change['fields'][number];

const FIELD_LABEL = {
  firstName: 'admin.official.field.firstName',
  lastName: 'admin.official.field.lastName',
  party: 'admin.official.field.party',
  partyAbbr: 'admin.official.field.partyAbbr',
  partyId: 'admin.official.field.partyId',
  age: 'admin.official.field.age',
  profession: 'admin.official.field.profession',
  language: 'admin.official.field.language',
} as const satisfies Record<FieldChange['field'], MessageId>;

/**
 * Each changed candidate of an import preview with the stored value and the file's. A field an
 * admin corrected by hand keeps the correction unless "Käytä tiedoston arvoa" is ticked for the
 * row (docs/official-candidates.md).
 */
export function ImportChanges({
  summary,
  takeFile,
  onToggle,
}: {
  summary: ImportSummary;
  takeFile: ReadonlySet<number>;
  onToggle: (id: number) => void;
}) {
  const t = useT();
  if (summary.changes_total === 0) return null;
  const value = (v: FieldChange['old']) =>
    v === null || v === '' ? t('admin.official.changes.empty') : String(v);
  const describe = (f: FieldChange, take: boolean) => {
    const values = {
      field: t(FIELD_LABEL[f.field]),
      old: value(f.old),
      new: value(f.new),
    };
    return f.corrected && !take
      ? t('admin.official.changes.kept', values)
      : t('admin.official.changes.value', values);
  };
  return (
    <>
      <h3>{t('admin.official.changes.heading', { count: summary.changes_total })}</h3>
      <p>{t('admin.official.changes.intro')}</p>
      {summary.changes_total > summary.changes.length && (
        <p>
          {t('admin.official.changes.more', {
            shown: summary.changes.length,
            total: summary.changes_total,
          })}
        </p>
      )}
      <DataTable<Change>
        caption={t('admin.official.changes.table')}
        captionHidden
        rows={summary.changes}
        rowKey={(c) => String(c.id)}
        emptyMessage=""
        columns={[
          { header: t('admin.official.changes.column.number'), cell: (c) => c.candidate_number },
          { header: t('admin.official.column.name'), cell: (c) => c.name, rowHeader: true },
          {
            header: t('admin.official.changes.column.changes'),
            cell: (c) => (
              <ul>
                {c.fields.map((f) => (
                  <li key={f.field}>{describe(f, takeFile.has(c.id))}</li>
                ))}
              </ul>
            ),
          },
          {
            header: t('admin.official.changes.column.choice'),
            cell: (c) =>
              c.fields.some((f) => f.corrected) ? (
                <div className="choice">
                  <input
                    type="checkbox"
                    id={`take-file-${c.id}`}
                    className="choice__input"
                    checked={takeFile.has(c.id)}
                    onChange={() => onToggle(c.id)}
                  />
                  <label htmlFor={`take-file-${c.id}`}>
                    {t('admin.official.changes.takeFile', { name: c.name })}
                  </label>
                </div>
              ) : (
                ''
              ),
          },
        ]}
      />
    </>
  );
}
