import type { ReactNode } from 'react';
import { isApiError } from '../../../shared/api/api-error';
import { Icon } from '../../../shared/ui/icon';
import { flattenPages, type ListPage } from '../list-page';
import { CardSkeletons } from './card-skeletons';
import { EmptyState, LoadError } from './empty-state';

/** The search box of a catalog page; the text lives in the URL through useDebouncedSearchParam. */
export function CatalogSearch({
  id,
  label,
  placeholder,
  search,
}: {
  id: string;
  label: string;
  placeholder: string;
  search: { text: string; setText: (text: string) => void; commit: () => void };
}) {
  return (
    <form
      className="tp-search"
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        search.commit();
      }}
    >
      <Icon name="search" size={20} className="tp-search__icon" />
      <label htmlFor={id} className="tp-visually-hidden">
        {label}
      </label>
      <input
        id={id}
        className="tp-search__input"
        type="search"
        placeholder={placeholder}
        autoComplete="off"
        enterKeyHint="search"
        value={search.text}
        onChange={(event) => search.setText(event.target.value)}
      />
    </form>
  );
}

/** What CatalogResults needs of an RTK Query infinite query over ListPage pages. */
export interface InfiniteCatalogList<T> {
  currentData?: { pages: ListPage<T>[] };
  isError: boolean;
  error?: unknown;
  refetch: () => unknown;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

/**
 * The results of a catalog page: load error with Retry, 6 skeletons while loading (spec section 9), the empty
 * text, or the count, the card grid and 'Load more' (offset + X-Total-Count).
 */
export function CatalogResults<T extends { id: string }>({
  list,
  one,
  many,
  emptyText,
  renderCard,
}: {
  list: InfiniteCatalogList<T>;
  /** The noun for one item ('destination') and for several ('destinations'). */
  one: string;
  many: string;
  emptyText: string;
  renderCard: (item: T) => ReactNode;
}) {
  const pages = list.currentData?.pages;
  if (list.isError && !pages) {
    return (
      <LoadError
        what={many}
        message={isApiError(list.error) ? list.error.message : 'Please try again.'}
        onRetry={() => list.refetch()}
      />
    );
  }
  if (!pages) return <CardSkeletons label={`Loading ${many}…`} />;
  const items = flattenPages(pages);
  if (items.length === 0) return <EmptyState text={emptyText} />;
  const totalCount = pages[pages.length - 1]?.totalCount ?? 0;
  return (
    <>
      <p className="tp-results-count" role="status">
        {items.length === totalCount
          ? `${totalCount} ${totalCount === 1 ? one : many}`
          : `Showing ${items.length} of ${totalCount} ${many}`}
      </p>
      <ul className="tp-card-grid">
        {items.map((item) => (
          <li key={item.id} className="tp-card-grid__item">
            {renderCard(item)}
          </li>
        ))}
      </ul>
      {list.hasNextPage && (
        <div className="tp-load-more">
          <button
            type="button"
            className="tp-button tp-button--ghost"
            disabled={list.isFetchingNextPage}
            onClick={() => list.fetchNextPage()}
          >
            {list.isFetchingNextPage ? 'Loading...' : 'Load more'}
          </button>
        </div>
      )}
    </>
  );
}
