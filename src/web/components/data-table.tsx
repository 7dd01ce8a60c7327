import { useId, type ReactNode } from 'react';

export interface DataTableColumn<Row> {
  /** Column heading; on narrow screens it is also shown as the label before each cell. */
  header: string;
  cell: (row: Row) => ReactNode;
  /** The cell that names the row (e.g. a person's name) becomes a row header (<th scope="row">). */
  rowHeader?: boolean;
  /** Extra class for the column's cells, e.g. "data-table__actions". */
  className?: string;
}

interface DataTableProps<Row> {
  /** The table's name, read by screen readers when they enter it. */
  caption: ReactNode;
  /** Hide the caption visually when a heading right above already says the same. */
  captionHidden?: boolean;
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** Shown instead of an empty table. */
  emptyMessage: ReactNode;
}

/**
 * A plain, accessible data table: caption, column headers, a row header. Below 48em the rows turn
 * into stacked cards with each cell labelled by its column, so nothing scrolls sideways on a phone
 * or at 400 % zoom.
 */
export function DataTable<Row>({
  caption,
  captionHidden = false,
  columns,
  rows,
  rowKey,
  emptyMessage,
}: DataTableProps<Row>) {
  const captionId = useId();
  if (rows.length === 0) return <p className="data-table__empty">{emptyMessage}</p>;
  return (
    <table className="data-table" aria-labelledby={captionId}>
      <caption id={captionId} className={captionHidden ? 'visually-hidden' : 'data-table__caption'}>
        {caption}
      </caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.header} scope="col">
              {column.header}
            </th>
          ))}
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
                  data-label={column.header}
                >
                  {column.cell(row)}
                </Cell>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
