import { useCallback, useEffect, useState } from 'react';
import { errorText, type ListResult } from '../../shared/api';

/** Typing in a search box asks the server once the typing pauses this long. */
export const CONTENT_SEARCH_DEBOUNCE_MS = 300;

function useDebounced<T>(value: T, delay: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), delay);
    return () => window.clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}

/**
 * Server-side pagination and search of a table: page + debounced search -> fetch(search, page).
 * A new search starts again on page 1; `reload()` asks again (after a create or an update).
 */
export function usePagedList<T>(fetchPage: (search: string, page: number) => Promise<ListResult<T>>) {
  const [searchText, setSearchText] = useState('');
  const search = useDebounced(searchText.trim(), CONTENT_SEARCH_DEBOUNCE_MS);
  // The page belongs to a search: a new search starts again on page 1 in the same render (one request).
  const [paging, setPaging] = useState({ search, page: 1 });
  const page = paging.search === search ? paging.page : 1;
  const setPage = useCallback((next: number) => setPaging({ search, page: next }), [search]);
  const [rows, setRows] = useState<T[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    let cancelled = false;
    setLoading(true);
    fetchPage(search, page).then(
      ({ data, totalCount }) => {
        if (cancelled) return;
        setRows(data);
        setTotal(totalCount);
        setError(null);
        setLoading(false);
      },
      (reason: unknown) => {
        if (cancelled) return;
        setError(errorText(reason));
        setLoading(false);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [fetchPage, search, page, version]);

  const reload = useCallback(() => setVersion((value) => value + 1), []);
  return { rows, setRows, total, loading, error, page, setPage, search, searchText, setSearchText, reload };
}

/** The categories the dialogs offer, loaded once per mount of a list. */
export function useCategoriesOnce<T>(load: () => Promise<T[]>) {
  const [categories, setCategories] = useState<T[]>([]);
  const [version, setVersion] = useState(0);
  useEffect(() => {
    let cancelled = false;
    load().then(
      (data) => !cancelled && setCategories(data),
      () => !cancelled && setCategories([]),
    );
    return () => {
      cancelled = true;
    };
  }, [load, version]);
  return { categories, reloadCategories: useCallback(() => setVersion((value) => value + 1), []) };
}
