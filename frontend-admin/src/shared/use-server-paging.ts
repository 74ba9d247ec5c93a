import { Grid } from 'antd';
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

/** The page of a list query's arguments: `limit`, `offset` and the search ('' sent as none). */
export interface PagedSearchArgs {
  limit: number;
  offset: number;
  search?: string;
}

/**
 * A searchable, server-paged table's list: the paging for `search` and the list query (`useList`, the RTK Query hook,
 * with `args` added to the page's), and whether the screen is narrow (below 768 px the tables fold into one column).
 */
export function useSearchedList<A extends object, L>(
  useList: (args: A & PagedSearchArgs) => L,
  { pageSize, search, args }: { pageSize: number; search: string; args: A },
) {
  const narrow = !Grid.useBreakpoint().md;
  const { query, page, setPage, offset } = useServerPaging({ pageSize, search });
  const list = useList({ ...args, limit: pageSize, offset, ...(query ? { search: query } : {}) });
  return { narrow, query, page, setPage, list };
}
