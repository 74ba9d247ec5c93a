import { useCallback, useEffect, useState } from 'react';

/**
 * The page of a server-side paginated list that belongs to one set of filters: new filters start again on page 1 (in
 * the same render, so one request), and a page that an action emptied (the last item of the last page resolved)
 * steps back to the last page that has items.
 */
export function usePageFor(filters: string, total: number | undefined, pageSize: number) {
  const [paging, setPaging] = useState({ filters, page: 1 });
  const page = paging.filters === filters ? paging.page : 1;
  const setPage = useCallback((next: number) => setPaging({ filters, page: next }), [filters]);
  useEffect(() => {
    if (total === undefined) return;
    const last = Math.max(1, Math.ceil(total / pageSize));
    if (page > last) setPage(last);
  }, [total, page, pageSize, setPage]);
  return { page, setPage, offset: (page - 1) * pageSize };
}
