import { useSearchParams } from 'react-router';
import { useAppPath } from '../app/basename';
import { useGetCategoriesQuery } from '../features/categories/categories.api';
import { CardSkeletons } from '../features/catalog/components/card-skeletons';
import { Icon } from '../shared/ui/icon';
import { CategoryChips } from '../features/catalog/components/category-chips';
import { EmptyState, LoadError } from '../features/catalog/components/empty-state';
import { flattenPages } from '../features/catalog/list-page';
import { useDebouncedSearchParam } from '../features/catalog/use-debounced-search-param';
import { DestinationCard } from '../features/destinations/components/destination-card';
import { useGetDestinationsInfiniteQuery } from '../features/destinations/destinations.api';
import {
  destinationChips,
  destinationListArgs,
  readDestinationsUrlState,
  withCategory,
} from '../features/destinations/destinations-url-state';
import { isApiError } from '../shared/api/api-error';
import { useDocumentTitle } from '../shared/lib/use-document-title';
import '../features/catalog/components/catalog.css';

export const DESTINATIONS_EMPTY_TEXT = 'No destinations found. Try adjusting your search or filters.';

/**
 * /destinations (spec section 2): search, category chips and destination cards. The search (?q=) and the
 * chip (?category=) live in the URL, so links and the Back button work. Open to everyone.
 */
export function DestinationsPage() {
  useDocumentTitle('Travel Destinations');
  const appPath = useAppPath();
  const [params, setParams] = useSearchParams();
  const state = readDestinationsUrlState(params);
  const search = useDebouncedSearchParam('q');
  const categories = useGetCategoriesQuery();
  const chips = destinationChips(categories.data ?? [], state.category);

  const list = useGetDestinationsInfiniteQuery(destinationListArgs(state));
  const pages = list.currentData?.pages;
  const destinations = flattenPages(pages);
  const totalCount = pages?.[pages.length - 1]?.totalCount ?? 0;
  const showSkeletons = !pages && !list.isError;

  return (
    <div className="tp-container tp-catalog">
      <header className="tp-catalog__header">
        <h1 className="tp-catalog__title">Travel Destinations</h1>
        <p className="tp-catalog__lead">
          Heritage churches, Mount Arayat, Clark, festivals and the kitchens of the culinary capital.
        </p>
      </header>

      <form
        className="tp-search"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          search.commit();
        }}
      >
        <Icon name="search" size={20} className="tp-search__icon" />
        <label htmlFor="tp-destinations-search" className="tp-visually-hidden">
          Search destinations
        </label>
        <input
          id="tp-destinations-search"
          className="tp-search__input"
          type="search"
          placeholder="Search destinations..."
          autoComplete="off"
          enterKeyHint="search"
          value={search.text}
          onChange={(event) => search.setText(event.target.value)}
        />
      </form>

      <CategoryChips
        label="Filter by category"
        chips={chips}
        selected={state.category}
        isLoading={categories.isLoading}
        onSelect={(value) => setParams(withCategory(params, value))}
      />

      {list.isError && !pages ? (
        <LoadError
          what="destinations"
          message={isApiError(list.error) ? list.error.message : 'Please try again.'}
          onRetry={() => list.refetch()}
        />
      ) : showSkeletons ? (
        <CardSkeletons label="Loading destinations…" />
      ) : destinations.length === 0 ? (
        <EmptyState text={DESTINATIONS_EMPTY_TEXT} />
      ) : (
        <>
          <p className="tp-results-count" role="status">
            {destinations.length === totalCount
              ? `${totalCount} ${totalCount === 1 ? 'destination' : 'destinations'}`
              : `Showing ${destinations.length} of ${totalCount} destinations`}
          </p>
          <ul className="tp-card-grid">
            {destinations.map((destination) => (
              <li key={destination.id} className="tp-card-grid__item">
                <DestinationCard destination={destination} detailsHref={appPath(`destinations/${destination.id}`)} />
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
      )}
    </div>
  );
}
