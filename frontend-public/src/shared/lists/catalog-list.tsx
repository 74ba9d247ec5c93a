import type { ReactNode } from 'react';
import { useT } from '../../i18n/i18n';
import { Icon } from '../ui/icon';
import { CardSkeletons } from './card-skeletons';
import { EmptyState } from '../ui/empty-state';
import { PagedList, type InfiniteList } from './paged-list';
import './catalog-list.css';
import '../ui/button-disabled.css';

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

/**
 * The results of a catalog page: load error with Retry, 6 skeletons while loading (spec section 9), the empty
 * text, or the count, the card grid and 'Load more' (offset + X-Total-Count).
 */
export function CatalogResults<T extends { id: string }>({
  list,
  kind,
  emptyText,
  renderCard,
  renderAll,
}: {
  list: InfiniteList<T>;
  /** What the list holds (its loading, error and count texts). */
  kind: 'destinations' | 'services';
  emptyText: string;
  /** A card; `aboveFold` for the first ones, which a phone shows at once (their cover loads first: the page's LCP). */
  renderCard: (item: T, aboveFold: boolean) => ReactNode;
  /** The loaded items shown otherwise than as the card grid (the list's map), with the same count and 'Load more'. */
  renderAll?: (items: T[]) => ReactNode;
}) {
  const t = useT();
  const destinations = kind === 'destinations';
  return (
    <PagedList
      list={list}
      skeletons={
        <CardSkeletons label={destinations ? t('catalog.destinations.loading') : t('catalog.services.loading')} />
      }
      loadError={destinations ? t('catalog.destinations.loadError') : t('catalog.services.loadError')}
      empty={<EmptyState text={emptyText} />}
      count={
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
    >
      {(items) =>
        renderAll ? (
          renderAll(items)
        ) : (
          <ul className="tp-card-grid">
            {items.map((item, index) => (
              <li key={item.id} className="tp-card-grid__item">
                {renderCard(item, index < ABOVE_FOLD_CARDS)}
              </li>
            ))}
          </ul>
        )
      }
    </PagedList>
  );
}
