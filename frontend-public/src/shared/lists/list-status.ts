import { flattenPages, type ListPage } from './list-page';

/**
 * What a list shows (issue 31.4), one rule for every list of the app: its placeholders until the first answer for
 * what it asks, its error when that failed, the empty text only after an answer that is empty, else the items.
 */
export type ListStatus<T> =
  | { readonly kind: 'loading' }
  | { readonly kind: 'error'; readonly error: unknown }
  | { readonly kind: 'empty' }
  | { readonly kind: 'ready'; readonly items: T[] };

/** What listStatusOf reads of an RTK Query `useQuery` result over an array. */
export interface ListQuery<T> {
  /** The answer for the current arguments (undefined while another one's answer is still shown as `data`). */
  readonly currentData?: T[];
  readonly isSuccess: boolean;
  readonly isError: boolean;
  readonly error?: unknown;
}

/** The status of a one-page list (`useQuery`). */
export function listStatusOf<T>(query: ListQuery<T>): ListStatus<T> {
  const items = query.currentData;
  if (items && items.length > 0) return { kind: 'ready', items };
  if (query.isError) return { kind: 'error', error: query.error };
  if (query.isSuccess && items) return { kind: 'empty' };
  return { kind: 'loading' };
}

/** The status of an infinite list from its loaded pages (useListPages) and its query's error. */
export function pagedListStatusOf<T extends { id: string }>(
  list: { readonly isError: boolean; readonly error?: unknown },
  pages: ReadonlyArray<ListPage<T>> | undefined,
): ListStatus<T> {
  if (pages) {
    const items = flattenPages(pages);
    return items.length > 0 ? { kind: 'ready', items } : { kind: 'empty' };
  }
  return list.isError ? { kind: 'error', error: list.error } : { kind: 'loading' };
}
