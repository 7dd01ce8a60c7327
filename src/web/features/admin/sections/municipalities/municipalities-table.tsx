import { useId, useState } from 'react';
import { normaliseForSearch } from '#web/components/combobox/filter-options';
import type { AdminMunicipalityListItem } from '../../api/admin-municipalities';
import { RowButton } from '../../components/row-button';
import { DataTable, type DataTableColumn } from '#web/components/data-table';
import type { Sort } from '#web/components/sortable-header';
import { useT } from '#web/i18n/hooks';

export type MunicipalityAction =
  | { kind: 'toggle-hidden'; municipality: AdminMunicipalityListItem }
  | { kind: 'rename'; municipality: AdminMunicipalityListItem }
  | { kind: 'remove'; municipality: AdminMunicipalityListItem };

type SortKey = 'name' | 'id';

interface MunicipalitiesTableProps {
  municipalities: readonly AdminMunicipalityListItem[];
  onAction: (action: MunicipalityAction) => void;
  /** The row whose action is running: its buttons wait. */
  busyId: string | null;
}

function compare(a: AdminMunicipalityListItem, b: AdminMunicipalityListItem, key: SortKey) {
  return key === 'name'
    ? a.name.localeCompare(b.name, 'fi')
    : a.municipality_id.localeCompare(b.municipality_id, 'fi');
}

/** Participating municipalities: search, sortable name and id columns, actions per row. */
export function MunicipalitiesTable({
  municipalities,
  onAction,
  busyId,
}: MunicipalitiesTableProps) {
  const t = useT();
  const searchId = useId();
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<Sort<SortKey>>({
    key: 'name',
    direction: 'ascending',
  });

  const needle = normaliseForSearch(search);
  const rows = municipalities
    .filter(
      (m) =>
        needle === '' ||
        [m.name, m.municipality_id, m.reference_name ?? '', m.name_sv].some((text) =>
          normaliseForSearch(text).includes(needle),
        ),
    )
    .sort((a, b) => compare(a, b, sort.key) * (sort.direction === 'ascending' ? 1 : -1));

  const columns: DataTableColumn<AdminMunicipalityListItem, SortKey>[] = [
    {
      header: t('admin.municipalities.name'),
      rowHeader: true,
      sortBy: { key: 'name' },
      cell: (m) => (
        <>
          {m.name}
          {m.custom_name && m.reference_name && m.custom_name !== m.reference_name && (
            <span className="muted">
              {' '}
              {t('admin.municipalities.officialName', { name: m.reference_name })}
            </span>
          )}
          {m.is_custom && <span className="muted"> {t('admin.municipalities.customMark')}</span>}
        </>
      ),
    },
    { header: t('admin.municipalities.id'), sortBy: { key: 'id' }, cell: (m) => m.municipality_id },
    {
      header: t('admin.municipalities.visibility'),
      cell: (m) =>
        m.is_hidden ? (
          <strong>{t('admin.municipalities.isHidden')}</strong>
        ) : (
          t('admin.municipalities.isShown')
        ),
    },
    { header: t('admin.nav.candidates'), cell: (m) => m.candidate_count },
    { header: t('admin.nav.accessCodes'), cell: (m) => m.access_code_count },
    { header: t('admin.municipalities.pending'), cell: (m) => m.pending_submission_count },
    {
      header: t('admin.actions'),
      className: 'data-table__actions',
      cell: (m) => (
        <span className="admin-row-actions">
          <RowButton
            rowName={m.name}
            busy={busyId === m.municipality_id}
            onClick={() => {
              onAction({ kind: 'toggle-hidden', municipality: m });
            }}
          >
            {m.is_hidden ? t('admin.municipalities.show') : t('admin.municipalities.hide')}
          </RowButton>
          <RowButton
            rowName={m.name}
            onClick={() => {
              onAction({ kind: 'rename', municipality: m });
            }}
          >
            {t('admin.municipalities.rename')}
          </RowButton>
          <RowButton
            danger
            rowName={m.name}
            onClick={() => {
              onAction({ kind: 'remove', municipality: m });
            }}
          >
            {t('admin.remove')}
          </RowButton>
        </span>
      ),
    },
  ];

  return (
    <>
      <div className="field admin-search">
        <label className="field__label" htmlFor={searchId}>
          {t('admin.municipalities.search.label')}
        </label>
        <p className="field__hint" id={`${searchId}-hint`}>
          {t('admin.municipalities.search.hint')}
        </p>
        <input
          id={searchId}
          type="search"
          aria-describedby={`${searchId}-hint`}
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
          }}
        />
      </div>
      <p role="status" className="muted">
        {rows.length === municipalities.length
          ? t('admin.municipalities.search.all', { count: municipalities.length })
          : t('admin.municipalities.search.some', {
              found: rows.length,
              count: municipalities.length,
            })}
      </p>
      <DataTable
        caption={t('admin.municipalities.table.caption')}
        captionHidden
        columns={columns}
        rows={rows}
        rowKey={(m) => m.municipality_id}
        emptyMessage={t('admin.municipalities.search.none')}
        sort={sort}
        onSort={setSort}
      />
    </>
  );
}
