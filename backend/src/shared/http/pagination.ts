import type { Response } from 'express';
import { DEFAULT_PAGE_SIZE, type Page, type PageRequest } from '../domain/page.js';

/**
 * Pagination convention of the API (DESIGN.md 5): lists take `limit` and `offset`, answer a JSON array,
 * and put the total number of matching items in this header.
 */
export const TOTAL_COUNT_HEADER = 'X-Total-Count';
/**
 * Sent (as `true`) with the public lists' X-Total-Count when the count stopped at its cap (COUNT_CAP, issue 13):
 * the total is then a lower bound ("1,000+"), always above the page's end while more may follow.
 */
export const TOTAL_COUNT_CAPPED_HEADER = 'X-Total-Count-Capped';

/** The page a list query asks for, with the defaults (DESIGN.md 5). */
export function pageRequestOf(query: { readonly limit?: number; readonly offset?: number }): PageRequest {
  return { limit: query.limit ?? DEFAULT_PAGE_SIZE, offset: query.offset ?? 0 };
}

/** Sets X-Total-Count from a page and answers its items mapped to responses: the one way lists answer. */
export function pagedAnswer<T, R>(res: Response, page: Page<T>, toResponse: (item: T) => R): R[] {
  res.setHeader(TOTAL_COUNT_HEADER, String(page.total));
  if (page.totalCapped) res.setHeader(TOTAL_COUNT_CAPPED_HEADER, 'true');
  return page.items.map(toResponse);
}
