/** A page of a list: `limit` items from `offset`, and how many match in all (the X-Total-Count header). */
export interface PageRequest {
  readonly limit: number;
  readonly offset: number;
}

export interface Page<T> {
  readonly items: readonly T[];
  readonly total: number;
}

export const DEFAULT_LIMIT = 20;
export const MAX_LIMIT = 100;
