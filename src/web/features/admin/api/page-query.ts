import { keepPreviousData, queryOptions, type QueryKey } from '@tanstack/react-query';
import { ADMIN_PAGE_SIZE } from '#core/admin-schemas';
import { apiFetch } from '#web/lib/api';

/**
 * One page of an admin list: the filters and the page number as the query, ADMIN_PAGE_SIZE rows.
 * The page on screen stays while the next one loads, and a list is always read fresh.
 */
export function pageQueryOptions<TPage, TKey extends QueryKey = QueryKey>(
  queryKey: TKey,
  path: string,
  filters: { page: number },
) {
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) =>
      apiFetch<TPage>(path, { query: { page_size: ADMIN_PAGE_SIZE, ...filters }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
