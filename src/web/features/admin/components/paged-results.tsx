import { useEffect, useRef, type ReactNode } from 'react';
import { DataTable, type DataTableColumn } from '#web/components/data-table';
import { Pagination } from '#web/components/pagination';
import { useT } from '#web/i18n/hooks';

/** One page of an admin list as the server answers it. */
export interface ListPage<Row> {
  items: readonly Row[];
  total: number;
  page: number;
  page_size: number;
}

interface PagedResultsProps<Row> {
  data: ListPage<Row>;
  /** The previous page is still shown while the next one loads. */
  loading: boolean;
  /** "1 200 ehdokasta haulla." */
  count: string;
  caption: ReactNode;
  captionHidden?: boolean;
  columns: readonly DataTableColumn<Row>[];
  rowKey: (row: Row) => string;
  emptyMessage: ReactNode;
  /** Names the page navigation, e.g. "Ehdokaslistan sivut". */
  pagesLabel: string;
  onPageChange: (page: number) => void;
}

/**
 * The rows of one page of an admin list, with how many there are in all and the page
 * navigation. The count is a polite live region, so a new search is announced; after a page
 * change the focus moves to it, so keyboard and screen reader users start reading the new page
 * from the top ("Näytetään 51–100, sivu 2 / 24.").
 */
export function PagedResults<Row>({
  data,
  loading,
  count,
  caption,
  captionHidden,
  columns,
  rowKey,
  emptyMessage,
  pagesLabel,
  onPageChange,
}: PagedResultsProps<Row>) {
  const t = useT();
  const summaryRef = useRef<HTMLParagraphElement>(null);
  const focusPage = useRef<number | null>(null);
  const pageCount = Math.max(1, Math.ceil(data.total / data.page_size));
  const from = data.items.length > 0 ? (data.page - 1) * data.page_size + 1 : 0;
  const to = from > 0 ? from + data.items.length - 1 : 0;

  useEffect(() => {
    if (loading || focusPage.current !== data.page) return;
    focusPage.current = null;
    summaryRef.current?.focus();
  }, [data.page, loading]);

  // A page past the end (the last rows were removed, or an old address): go to the last page.
  const pastEnd = !loading && data.items.length === 0 && data.total > 0 && data.page > 1;
  useEffect(() => {
    if (pastEnd) onPageChange(pageCount);
  }, [pastEnd, pageCount, onPageChange]);

  return (
    <div className="paged-results" aria-busy={loading}>
      <p ref={summaryRef} className="paged-results__summary" role="status" tabIndex={-1}>
        {count}
        {data.total > data.page_size &&
          from > 0 &&
          ` ${t('admin.list.showing', { from, to, page: data.page, pages: pageCount })}`}
      </p>
      <DataTable
        caption={caption}
        captionHidden={captionHidden ?? false}
        columns={columns}
        rows={data.items}
        rowKey={rowKey}
        emptyMessage={emptyMessage}
      />
      <Pagination
        label={pagesLabel}
        page={data.page}
        pageCount={pageCount}
        onPageChange={(page) => {
          focusPage.current = page;
          onPageChange(page);
        }}
      />
    </div>
  );
}
