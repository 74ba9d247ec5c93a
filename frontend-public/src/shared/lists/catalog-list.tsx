import type { ReactNode } from 'react';
import { isApiError } from '../api/api-error';
import { useT } from '../../i18n/i18n';
import { Icon } from '../ui/icon';
import { flattenPages, type ListPage } from './list-page';
import { CardSkeletons } from './card-skeletons';
import { EmptyState, LoadError } from '../ui/empty-state';
import './catalog-list.css';
import '../ui/button-disabled.css';
import { useListPages } from './use-list-pages';

/** A list's count in words: every item shown ('12 deals'), some of an exact total, or some of a capped one ('1,000+'). */
export interface ResultsCountTexts {
  all: (count: number) => string;
  some: (shown: number, total: number) => string;
  atLeast: (shown: number, total: number) => string;
}

/**
 * The status line above a list, from its last page's X-Total-Count and X-Total-Count-Capped (list-page.ts): 'Showing
 * 12 of 1,000+ deals' when the server stopped counting, the count alone once every item is shown.
 */
export function ResultsCount({
  pages,
  shown,
  texts,
}: {
  pages: readonly ListPage<unknown>[];
  shown: number;
  texts: ResultsCountTexts;
}) {
  const last = pages[pages.length - 1];
  const total = last?.totalCount ?? shown;
  return (
    <p className="tp-results-count" role="status">
      {last?.totalCapped ? texts.atLeast(shown, total) : shown >= total ? texts.all(total) : texts.some(shown, total)}
    </p>
  );
}

/** How many cards of a list a screen shows before scrolling (one column on a phone, up to three on a desktop). */
const ABOVE_FOLD_CARDS = 3;

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
  kind,
  emptyText,
  renderCard,
}: {
  list: InfiniteCatalogList<T>;
  /** What the list holds (its loading, error and count texts). */
  kind: 'destinations' | 'services';
  emptyText: string;
  /** A card; `aboveFold` for the first ones, which a phone shows at once (their cover loads first: the page's LCP). */
  renderCard: (item: T, aboveFold: boolean) => ReactNode;
}) {
  const t = useT();
  const pages = useListPages(list);
  const destinations = kind === 'destinations';
  if (list.isError && !pages) {
    return (
      <LoadError
        title={destinations ? t('catalog.destinations.loadError') : t('catalog.services.loadError')}
        message={isApiError(list.error) ? list.error.message : t('common.tryAgain')}
        onRetry={() => list.refetch()}
      />
    );
  }
  if (!pages)
    return <CardSkeletons label={destinations ? t('catalog.destinations.loading') : t('catalog.services.loading')} />;
  const items = flattenPages(pages);
  if (items.length === 0) return <EmptyState text={emptyText} />;
  return (
    <>
      <ResultsCount
        pages={pages}
        shown={items.length}
        texts={
          destinations
            ? {
                all: (count) => t('catalog.destinations.count', { count }),
                some: (shown, total) => t('catalog.destinations.showing', { shown, total }),
                atLeast: (shown, total) => t('catalog.destinations.showingAtLeast', { shown, total }),
              }
            : {
                all: (count) => t('catalog.services.count', { count }),
                some: (shown, total) => t('catalog.services.showing', { shown, total }),
                atLeast: (shown, total) => t('catalog.services.showingAtLeast', { shown, total }),
              }
        }
      />
      <ul className="tp-card-grid">
        {items.map((item, index) => (
          <li key={item.id} className="tp-card-grid__item">
            {renderCard(item, index < ABOVE_FOLD_CARDS)}
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
            {list.isFetchingNextPage ? t('catalog.loadingMore') : t('catalog.loadMore')}
          </button>
        </div>
      )}
    </>
  );
}
