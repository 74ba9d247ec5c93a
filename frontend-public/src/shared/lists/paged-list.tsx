import type { ReactNode } from 'react';
import { isApiError } from '../api/api-error';
import { useT } from '../../i18n/i18n';
import { LoadError } from '../ui/empty-state';
import type { ListPage } from './list-page';
import { pagedListStatusOf } from './list-status';
import { ResultsCount, type ResultsCountTexts } from './results-count';
import { useListPages } from './use-list-pages';

/** What PagedList needs of an RTK Query infinite query over ListPage pages (offset + X-Total-Count). */
export interface InfiniteList<T> {
  currentData?: { pages: ListPage<T>[] };
  isError: boolean;
  error?: unknown;
  refetch: () => unknown;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

/**
 * 'Load more' under an infinite list ('Loading...' while the next page comes), hidden after the last page; `labels`
 * when a list words it otherwise (a place's reviews: 'Show more').
 */
export function LoadMore({
  list,
  labels,
}: {
  list: Pick<InfiniteList<unknown>, 'hasNextPage' | 'isFetchingNextPage' | 'fetchNextPage'>;
  labels?: { more: string; loading: string };
}) {
  const t = useT();
  if (!list.hasNextPage) return null;
  return (
    <div className="tp-load-more">
      <button
        type="button"
        className="tp-button tp-button--ghost"
        disabled={list.isFetchingNextPage}
        onClick={() => void list.fetchNextPage()}
      >
        {list.isFetchingNextPage
          ? (labels?.loading ?? t('catalog.loadingMore'))
          : (labels?.more ?? t('catalog.loadMore'))}
      </button>
    </div>
  );
}

/**
 * An infinite list (the destinations, services, community feed, Available Deals, My Coupons): its skeletons until the
 * first answer, a load error with Retry, the empty state only after an empty answer (list-status.ts), else the count
 * (when given), the items and 'Load more'.
 */
export function PagedList<T extends { id: string }>({
  list,
  skeletons,
  loadError,
  empty,
  count,
  children,
}: {
  list: InfiniteList<T>;
  skeletons: ReactNode;
  /** The load error's title. */
  loadError: string;
  empty: ReactNode;
  count?: ResultsCountTexts;
  children: (items: T[]) => ReactNode;
}) {
  const t = useT();
  const pages = useListPages(list);
  const status = pagedListStatusOf(list, pages);
  if (status.kind === 'error') {
    return (
      <LoadError
        title={loadError}
        message={isApiError(status.error) ? status.error.message : t('common.tryAgain')}
        onRetry={() => void list.refetch()}
      />
    );
  }
  if (status.kind === 'loading') return <>{skeletons}</>;
  if (status.kind === 'empty') return <>{empty}</>;
  return (
    <>
      {count && pages ? <ResultsCount pages={pages} shown={status.items.length} texts={count} /> : null}
      {children(status.items)}
      <LoadMore list={list} />
    </>
  );
}
