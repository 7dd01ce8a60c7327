interface PaginationProps {
  /** 1-based current page. */
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /** Names the navigation landmark, e.g. "Ehdokaslistan sivut". */
  label: string;
}

/** Page numbers to show: the first, the last and two on each side of the current one. */
export function visiblePages(page: number, pageCount: number): (number | 'gap')[] {
  const pages: (number | 'gap')[] = [];
  for (let n = 1; n <= pageCount; n += 1) {
    if (n === 1 || n === pageCount || Math.abs(n - page) <= 2) pages.push(n);
    else if (pages.at(-1) !== 'gap') pages.push('gap');
  }
  return pages;
}

/**
 * Pagination for long lists (GOV.UK pattern): "Edellinen", page numbers and "Seuraava" in a
 * navigation landmark; the current page is marked with aria-current. Renders nothing for one page.
 */
export function Pagination({ page, pageCount, onPageChange, label }: PaginationProps) {
  if (pageCount <= 1) return null;
  return (
    <nav className="pagination" aria-label={label}>
      <ul className="pagination__list">
        {page > 1 && (
          <li>
            <button
              type="button"
              className="pagination__link"
              onClick={() => {
                onPageChange(page - 1);
              }}
            >
              Edellinen<span className="visually-hidden"> sivu</span>
            </button>
          </li>
        )}
        {visiblePages(page, pageCount).map((n, index) =>
          n === 'gap' ? (
            <li key={`gap-${String(index)}`} className="pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={n}>
              <button
                type="button"
                className="pagination__link"
                aria-current={n === page ? 'page' : undefined}
                onClick={() => {
                  if (n !== page) onPageChange(n);
                }}
              >
                <span className="visually-hidden">Sivu </span>
                {n}
              </button>
            </li>
          ),
        )}
        {page < pageCount && (
          <li>
            <button
              type="button"
              className="pagination__link"
              onClick={() => {
                onPageChange(page + 1);
              }}
            >
              Seuraava<span className="visually-hidden"> sivu</span>
            </button>
          </li>
        )}
      </ul>
      <p className="pagination__summary">
        Sivu {page} / {pageCount}
      </p>
    </nav>
  );
}
