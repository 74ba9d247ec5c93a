import { useCallback, useState } from 'react';
import { useDebounced } from './use-debounced';

/** What a list the server pages needs from its paging: the query's search, the page and the row offset. */
export interface ServerPaging {
  /** The search as typed, debounced and trimmed ('' for none). */
  query: string;
  page: number;
  setPage: (page: number) => void;
  /** The first row of `page` (the list query's `offset`). */
  offset: number;
  /**
   * Tells the paging the list's total (the query's `totalCount`). A list that calls it steps back from a page that an
   * action emptied (the last item of the last page resolved) to the last page that has items.
   */
  follow: (totalCount: number | undefined) => void;
}

/**
 * The search and page of a server-paged list (`limit`/`offset`). The page belongs to one search and one set of
 * `filters` (any string that changes with them): new ones start again on page 1 in the same render, so they cost one
 * request, not two.
 */
export function useServerPaging({
  pageSize,
  search = '',
  filters = '',
}: {
  pageSize: number;
  search?: string;
  filters?: string;
}): ServerPaging {
  const query = useDebounced(search.trim());
  const key = `${filters}|${query}`;
  const [paging, setPaging] = useState({ key, page: 1 });
  const [total, setTotal] = useState<number | undefined>(undefined);
  const setPage = useCallback((next: number) => setPaging({ key, page: next }), [key]);
  let page = paging.key === key ? paging.page : 1;
  const last = total === undefined ? page : Math.max(1, Math.ceil(total / pageSize));
  if (page > last) {
    // Adjusted while rendering (React's pattern for state that follows other state): no render of the empty page.
    page = last;
    setPaging({ key, page });
  }
  const follow = (totalCount: number | undefined) => {
    if (totalCount !== undefined && totalCount !== total) setTotal(totalCount);
  };
  return { query, page, setPage, offset: (page - 1) * pageSize, follow };
}
