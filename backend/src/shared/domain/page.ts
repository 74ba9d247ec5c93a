/** The one page-size rule of every list (DESIGN.md 5): 20 by default, at most 100. */
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;
/** The deepest offset a list accepts (a larger one is 400, never a slow scan). */
export const MAX_OFFSET = 1_000_000;
/**
 * The public lists (destinations, services, the posts feed) count their matches only up to this many past the
 * first page (issue 13): a count that does not grow with the number of matches. Beyond it the total is a lower bound.
 */
export const COUNT_CAP = 1_000;

/** A page of a list: `limit` items from `offset`, and how many match in all (the X-Total-Count header). */
export interface PageRequest {
  readonly limit: number;
  readonly offset: number;
}

export interface Page<T> {
  readonly items: readonly T[];
  /** How many match in all; a lower bound when `totalCapped` (at least this many match). */
  readonly total: number;
  /** True when the count stopped at its cap (countLimitOf): more than `total` may match. */
  readonly totalCapped?: boolean;
}

/**
 * How far a capped count counts for this page: `cap` (COUNT_CAP unless a list counts less), or further for a page that reaches past it, so that a
 * capped total is always above the page's end (a client paging on `offset + limit < total` keeps going).
 * The count SQL reads at most countLimitOf(page) + 1 rows.
 */
export function countLimitOf(page: PageRequest, cap = COUNT_CAP): number {
  return Math.max(cap, page.offset + page.limit + 1);
}

/** The total of a capped count (`counted` rows read with LIMIT countLimitOf(page, cap) + 1). */
export function cappedTotal(
  counted: number,
  page: PageRequest,
  cap = COUNT_CAP,
): Pick<Page<never>, 'total' | 'totalCapped'> {
  const limit = countLimitOf(page, cap);
  return counted > limit ? { total: limit, totalCapped: true } : { total: counted, totalCapped: false };
}
