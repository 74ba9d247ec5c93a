/** One page of a list endpoint (JSON array + X-Total-Count header, DESIGN section 5). */
export interface ListPage<T> {
  items: T[];
  /** From the X-Total-Count header. */
  totalCount: number;
  /** X-Total-Count-Capped: the server stopped counting (1,000 matches or more): totalCount is a lower bound. */
  totalCapped?: boolean;
  /** The offset this page was asked for. */
  offset: number;
}

/** Reads X-Total-Count; falls back to what arrived when the header is missing (e.g. dropped by a proxy). */
export function totalCountOf(response: Response | undefined, fallback: number): number {
  const header = response?.headers.get('X-Total-Count');
  const total = header === null || header === undefined ? NaN : Number(header);
  return Number.isFinite(total) ? total : fallback;
}

/** Whether the server stopped counting (X-Total-Count-Capped: true): the total is then at least X-Total-Count. */
export function totalCappedOf(response: Response | undefined): boolean {
  return response?.headers.get('X-Total-Count-Capped') === 'true';
}

/** Offset of the next page, or undefined when this was the last one ('Load more' hides). */
export function nextOffset<T>(page: ListPage<T>, pageSize: number): number | undefined {
  const next = page.offset + page.items.length;
  return page.items.length > 0 && page.items.length >= pageSize && next < page.totalCount ? next : undefined;
}

/** All items of the loaded pages, without duplicates (a record may move between pages while loading more). */
export function flattenPages<T extends { id: string }>(pages: ReadonlyArray<ListPage<T>> | undefined): T[] {
  const seen = new Set<string>();
  const items: T[] = [];
  for (const page of pages ?? []) {
    for (const item of page.items) {
      if (seen.has(item.id)) continue;
      seen.add(item.id);
      items.push(item);
    }
  }
  return items;
}

/** The fetch Response in RTK Query's meta (the shared base query does not type its meta). */
export function responseOf(meta: unknown): Response | undefined {
  return (meta as { response?: Response } | undefined)?.response;
}

/** The ListPage of a list's answer asked from `offset`: its items, X-Total-Count (else what arrived) and X-Total-Count-Capped. */
export function listPageOf<T>(items: T[], meta: unknown, offset: number): ListPage<T> {
  const response = responseOf(meta);
  return {
    items,
    totalCount: totalCountOf(response, offset + items.length),
    totalCapped: totalCappedOf(response),
    offset,
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A category filter as query parameters: an id as categoryId, a type or keyword ('food', 'gas') as category. */
export function categoryParam(category: string | undefined | null): Record<string, string> {
  if (!category) return {};
  return UUID.test(category) ? { categoryId: category } : { category };
}
