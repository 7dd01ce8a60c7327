export type SortDirection = 'ascending' | 'descending';

/** Which column a table is sorted by, and which way. */
export interface Sort<K> {
  key: K;
  direction: SortDirection;
}

/**
 * A column header that sorts the table: the other way round on the sorted column, else `first`
 * (names from A, figures from the largest). aria-sort tells the order on the sorted column.
 */
export function SortableHeader<K>({
  column,
  label,
  sort,
  onSort,
  first = 'ascending',
}: {
  column: K;
  label: string;
  sort: Sort<K>;
  onSort: (next: Sort<K>) => void;
  first?: SortDirection;
}) {
  const active = sort.key === column;
  const flipped: SortDirection = sort.direction === 'ascending' ? 'descending' : 'ascending';
  return (
    <th scope="col" aria-sort={active ? sort.direction : undefined}>
      <button
        type="button"
        className="sort-button"
        onClick={() => {
          onSort({ key: column, direction: active ? flipped : first });
        }}
      >
        {label}
        <span className="sort-button__icon" aria-hidden="true">
          {active ? (sort.direction === 'ascending' ? '▲' : '▼') : '↕'}
        </span>
      </button>
    </th>
  );
}
