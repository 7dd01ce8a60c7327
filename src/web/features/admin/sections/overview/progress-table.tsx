import { useId, useState } from 'react';
import { Link } from 'react-router';
import { QueryStatus } from '#web/components/query-status';
import type { MessageId } from '#web/i18n/catalogs';
import { useT } from '#web/i18n/hooks';
import { paths } from '#web/paths';
import { PROGRESS_CSV_URL, useProgress, type ProgressRow } from '../../api/progress';
import { SortableHeader, type Sort } from '../../components/sortable-header';

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
  const captionId = useId();
  const progress = useProgress();
  const [sort, setSort] = useState<Sort<SortKey>>({
    key: 'name',
    direction: 'ascending',
  });
  const rows = (progress.data ?? [])
    .filter((row) => municipalityId === undefined || row.municipality_id === municipalityId)
    .sort((a, b) => compare(a, b, sort.key) * (sort.direction === 'ascending' ? 1 : -1));

  return (
    <>
      <QueryStatus query={progress} failedMessage={t('admin.progress.loadFailed')} />
      {progress.data && rows.length === 0 && (
        <p className="data-table__empty">{t('admin.overview.noMunicipalities')}</p>
      )}
      {rows.length > 0 && (
        <table className="data-table" aria-labelledby={captionId}>
          <caption id={captionId} className="visually-hidden">
            {t('admin.progress.caption')}
          </caption>
          <thead>
            <tr>
              {COLUMNS.map((c) => (
                <SortableHeader
                  key={c.key}
                  column={c.key}
                  label={t(c.label)}
                  sort={sort}
                  onSort={setSort}
                  // Figures start from the largest, names from A.
                  first={c.key === 'name' ? 'ascending' : 'descending'}
                />
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.municipality_id}>
                <th scope="row" data-label={t('admin.progress.municipality')}>
                  <Link to={paths.municipalityAdmin(row.municipality_id)}>{row.name}</Link>
                </th>
                {COLUMNS.slice(1).map((c) => (
                  <td key={c.key} data-label={t(c.label)}>
                    {row[c.key as Exclude<SortKey, 'name'>]}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p>
        <a href={PROGRESS_CSV_URL} download>
          {t('admin.progress.csv')}
        </a>
      </p>
    </>
  );
}
