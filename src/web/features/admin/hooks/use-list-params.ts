import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/** The page of an admin list in its address: `?sivu=3`. */
export const PAGE_PARAM = 'sivu';

/**
 * An admin list's page and filters, kept in the address (`?haku=virtanen&sivu=2`): a reload, a
 * bookmark or the browser's back button returns to the same page of the same search. `names`
 * maps each filter to its (Finnish) address parameter. Other parameters (such as `?hakemus=`)
 * are left alone.
 */
export function useListParams<K extends string>(names: Readonly<Record<K, string>>) {
  const [searchParams, setSearchParams] = useSearchParams();
  const raw = Number(searchParams.get(PAGE_PARAM));
  const page = Number.isInteger(raw) && raw >= 1 && raw <= 10_000 ? raw : 1;
  const key = searchParams.toString();
  const filters = useMemo(() => {
    const params = new URLSearchParams(key);
    const values = {} as Record<K, string>;
    for (const name of Object.keys(names) as K[]) values[name] = params.get(names[name]) ?? '';
    return values;
  }, [key, names]);

  /** New filters start from page 1; an empty value leaves its parameter out. */
  const setFilters = useCallback(
    (next: Readonly<Partial<Record<K, string>>>) => {
      setSearchParams((previous) => {
        const params = new URLSearchParams(previous);
        for (const name of Object.keys(names) as K[]) {
          const value = (next[name] ?? '').trim();
          if (value) params.set(names[name], value);
          else params.delete(names[name]);
        }
        params.delete(PAGE_PARAM);
        return params;
      });
    },
    [names, setSearchParams],
  );

  const setPage = useCallback(
    (next: number) => {
      setSearchParams((previous) => {
        const params = new URLSearchParams(previous);
        if (next > 1) params.set(PAGE_PARAM, String(next));
        else params.delete(PAGE_PARAM);
        return params;
      });
    },
    [setSearchParams],
  );

  const filtered = Object.values<string>(filters).some((value) => value !== '');
  return { page, filters, filtered, setFilters, setPage };
}
