import { useState } from 'react';
import { Link } from 'react-router';
import { QueryStatus } from '#web/components/query-status';
import type { MessageId } from '#web/i18n/catalogs';
import { useT } from '#web/i18n/hooks';
import { paths } from '#web/paths';
import { PROGRESS_CSV_URL, useProgress, type ProgressRow } from '../../api/progress';
import { DataTable, type DataTableColumn } from '#web/components/data-table';
import type { Sort } from '#web/components/sortable-header';

type SortKey = Exclude<keyof ProgressRow, 'municipality_id'>;

const COLUMNS: { key: SortKey; label: MessageId }[] = [
  { key: 'name', label: 'admin.progress.municipality' },
  { key: 'official', label: 'admin.progress.official' },
  { key: 'codes', label: 'admin.progress.codes' },
  { key: 'mailed', label: 'admin.progress.mailed' },
  { key: 'letters', label: 'admin.progress.letters' },
  { key: 'answered', label: 'admin.progress.answered' },
  { key: 'pending', label: 'admin.progress.pending' },
  { key: 'published', label: 'admin.progress.published' },
];

function compare(a: ProgressRow, b: ProgressRow, key: SortKey) {
  if (key === 'name') return a.name.localeCompare(b.name, 'fi');
  return a[key] - b[key] || a.name.localeCompare(b.name, 'fi');
}

/**
 * Vastaustilanne: per municipality the admin manages, how many candidates are on the official
 * list, have a code, have answered, wait for review and are published. Every column sorts (a
 * button in its header, the order told by aria-sort); the same figures download as CSV. With
 * `municipalityId`, only that municipality's row.
 */
export function ProgressTable({ municipalityId }: { municipalityId?: string } = {}) {
  const t = useT();
  const progress = useProgress();
  const [sort, setSort] = useState<Sort<SortKey>>({
    key: 'name',
    direction: 'ascending',
  });
  const rows = (progress.data ?? [])
    .filter((row) => municipalityId === undefined || row.municipality_id === municipalityId)
    .sort((a, b) => compare(a, b, sort.key) * (sort.direction === 'ascending' ? 1 : -1));

  const columns: DataTableColumn<ProgressRow, SortKey>[] = COLUMNS.map((c) =>
    c.key === 'name'
      ? {
          header: t(c.label),
          rowHeader: true,
          sortBy: { key: c.key },
          cell: (row) => <Link to={paths.municipalityAdmin(row.municipality_id)}>{row.name}</Link>,
        }
      : {
          header: t(c.label),
          // Figures start from the largest, names from A.
          sortBy: { key: c.key, first: 'descending' },
          cell: (row) => row[c.key as Exclude<SortKey, 'name'>],
        },
  );

  return (
    <>
      <QueryStatus query={progress} failedMessage={t('admin.progress.loadFailed')} />
      {progress.data && (
        <DataTable
          caption={t('admin.progress.caption')}
          captionHidden
          columns={columns}
          rows={rows}
          rowKey={(row) => row.municipality_id}
          emptyMessage={t('admin.overview.noMunicipalities')}
          sort={sort}
          onSort={setSort}
        />
      )}
      <p>
        <a href={PROGRESS_CSV_URL} download>
          {t('admin.progress.csv')}
        </a>
      </p>
    </>
  );
}
