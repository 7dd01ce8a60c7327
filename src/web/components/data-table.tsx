import { useId, type ReactNode } from 'react';
import { Hyphenated, withoutSoftHyphens } from './hyphenated';
import { SortableHeader, type Sort, type SortDirection } from './sortable-header';

export interface DataTableColumn<Row, K extends string = never> {
  /**
   * Column heading; on narrow screens it is also shown as the label before each cell. Soft hyphens
   * (U+00AD) at a long word's joints let a narrow column break it there ("Ehdokas-numero")
   * instead of widening the table; screen readers get the whole word.
   */
  header: string;
  cell: (row: Row) => ReactNode;
  /** The cell that names the row (e.g. a person's name) becomes a row header (<th scope="row">). */
  rowHeader?: boolean;
  /** Extra class for the column's cells, e.g. "data-table__actions". */
  className?: string;
  /**
   * A column of long free text, which wraps at spaces and hyphens within at most 14rem, so that
   * one long word cannot push the table past a 1280 px window beside the admin navigation.
   * - `'text'` (a party, a profession, an address): a word breaks inside when the table is tight.
   * - `'name'` (the row's person): words up to 8em stay whole however tight the table is
   *   ("Lindqvist-Korhonen" breaks only at its hyphen); a longer one (a 60-letter surname)
   *   breaks inside.
   */
  long?: 'text' | 'name';
  /**
   * The column sorts the rows (with the table's `sort` and `onSort`): its header is a button,
   * the order is told by aria-sort. `first` is the order of the first press (default ascending:
   * names from A; figures usually start from the largest).
   */
  sortBy?: { key: K; first?: SortDirection };
}

interface DataTableProps<Row, K extends string = never> {
  /** The table's name, read by screen readers when they enter it. */
  caption: ReactNode;
  /** Hide the caption visually when a heading right above already says the same. */
  captionHidden?: boolean;
  columns: readonly DataTableColumn<Row, K>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** Shown instead of an empty table. */
  emptyMessage: ReactNode;
  /** The order of the rows, when columns sort (`sortBy`); the caller sorts the rows. */
  sort?: Sort<K>;
  onSort?: (next: Sort<K>) => void;
}

/**
 * A plain, accessible data table: caption, column headers, a row header. A long cell (an email
 * address, a link, a long name) wraps, so a wide table still fits a 1280 px window beside the admin
 * navigation. Below 48em the rows turn into stacked cards with each cell labelled by its column, so
 * nothing scrolls sideways on a phone or at 200 % and 400 % zoom.
 */
export function DataTable<Row, K extends string = never>({
  caption,
  captionHidden = false,
  columns,
  rows,
  rowKey,
  emptyMessage,
  sort,
  onSort,
}: DataTableProps<Row, K>) {
  const captionId = useId();
  if (rows.length === 0) return <p className="data-table__empty">{emptyMessage}</p>;
  return (
    <table className="data-table" aria-labelledby={captionId}>
      <caption id={captionId} className={captionHidden ? 'visually-hidden' : 'data-table__caption'}>
        {caption}
      </caption>
      <thead>
        <tr>
          {columns.map((column) =>
            column.sortBy && sort && onSort ? (
              <SortableHeader
                key={column.header}
                column={column.sortBy.key}
                label={withoutSoftHyphens(column.header)}
                sort={sort}
                onSort={onSort}
                first={column.sortBy.first}
              />
            ) : (
              <th key={column.header} scope="col">
                <Hyphenated text={column.header} />
              </th>
            ),
          )}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)}>
            {columns.map((column) => {
              const Cell = column.rowHeader ? 'th' : 'td';
              return (
                <Cell
                  key={column.header}
                  scope={column.rowHeader ? 'row' : undefined}
                  className={column.className}
                  data-label={withoutSoftHyphens(column.header)}
                >
                  {column.long ? (
                    <span className={`data-table__text data-table__text--${column.long}`}>
                      {column.cell(row)}
                    </span>
                  ) : (
                    column.cell(row)
                  )}
                </Cell>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
