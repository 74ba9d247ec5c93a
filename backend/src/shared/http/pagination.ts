/**
 * Pagination convention of the API (DESIGN.md 5): lists take `limit` and `offset`, answer a JSON array,
 * and put the total number of matching items in this header.
 */
export const TOTAL_COUNT_HEADER = 'X-Total-Count';
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;
