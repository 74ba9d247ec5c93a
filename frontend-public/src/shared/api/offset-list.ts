import { listPageOf, nextOffset, type ListPage } from '../lists/list-page';
import { LIST } from './api';

/** A list endpoint's filters as query parameters (limit and offset are added by offsetList). */
type ListParams = Record<string, string | number | boolean>;

/**
 * The parts of an infinite list ('Load more') over limit/offset and X-Total-Count, which the generated endpoints
 * cannot express: pages of `pageSize` from offset 0, the next offset while there is more, and each answer as a
 * ListPage. Spread into `build.infiniteQuery<ListPage<T>, Arg, number>({ ...offsetList(...), providesTags })`.
 * `params` gives the filters of `arg`, sent before limit and offset.
 */
export function offsetList<T, Arg>(
  url: string | ((arg: Arg) => string),
  pageSize: number,
  params: (arg: Arg) => ListParams = () => ({}),
) {
  return {
    infiniteQueryOptions: {
      initialPageParam: 0,
      getNextPageParam: (lastPage: ListPage<T>) => nextOffset(lastPage, pageSize),
    },
    query: ({ queryArg, pageParam }: { queryArg: Arg; pageParam: number }) => ({
      url: typeof url === 'string' ? url : url(queryArg),
      params: { ...params(queryArg), limit: pageSize, offset: pageParam },
    }),
    transformResponse: (items: T[], meta: unknown, arg: { pageParam: number }): ListPage<T> =>
      listPageOf(items, meta, arg.pageParam),
  };
}

/** The tags of an infinite list's pages: one per record, and the resource's LIST tag. */
export function pagesTags<Type extends string>(type: Type, pages: ReadonlyArray<ListPage<{ id: string }>> | undefined) {
  return [...(pages ?? []).flatMap((page) => page.items.map(({ id }) => ({ type, id }))), { type, id: LIST }];
}
