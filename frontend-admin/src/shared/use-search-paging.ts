import { useCallback, useState } from 'react';
import { useDebounced } from './use-debounced';

/**
 * A server-paged list's search and page: the search as typed, debounced and trimmed (`query`), and the page, which
 * belongs to one query: a new query starts again on page 1 in the same render, so it costs one request, not two.
 */
export function useSearchPaging(search: string): { query: string; page: number; setPage: (page: number) => void } {
  const query = useDebounced(search.trim());
  const [paging, setPaging] = useState({ query, page: 1 });
  const page = paging.query === query ? paging.page : 1;
  const setPage = useCallback((next: number) => setPaging({ query, page: next }), [query]);
  return { query, page, setPage };
}
