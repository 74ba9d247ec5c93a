import { useDeferredValue } from 'react';
import type { ListPage } from './list-page';

/**
 * The loaded pages of a list query, rendered without blocking a slow phone (issue 13.5, Total Blocking Time). RTK
 * Query's answers reach components through the store, which React renders at once, in one task: a grid of cards with
 * their images, ratings and formatted numbers was the longest task of a list page. Deferred, the new pages are
 * rendered in slices of a few milliseconds, yielding to the browser between them, while the screen keeps what it
 * showed (the skeletons, or the pages before 'Load more') until they are ready.
 */
export function useListPages<T>(list: { currentData?: { pages: ListPage<T>[] } }): ListPage<T>[] | undefined {
  return useDeferredValue(list.currentData?.pages);
}
