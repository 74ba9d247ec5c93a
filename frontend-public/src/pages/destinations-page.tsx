import { useSearchParams } from 'react-router';
import { useAppPath } from '../app/basename';
import { useGetCategoriesQuery } from '../features/categories/categories.api';
import { CatalogResults, CatalogSearch } from '../features/catalog/components/catalog-list';
import { CategoryChips } from '../features/catalog/components/category-chips';
import { useDebouncedSearchParam } from '../features/catalog/use-debounced-search-param';
import { DestinationCard } from '../features/destinations/components/destination-card';
import { useGetDestinationsInfiniteQuery } from '../features/destinations/destinations.api';
import {
  destinationChips,
  destinationListArgs,
  readDestinationsUrlState,
  withCategory,
} from '../features/destinations/destinations-url-state';
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

  return (
    <div className="tp-container tp-catalog">
      <header className="tp-catalog__header">
        <h1 className="tp-catalog__title">Travel Destinations</h1>
        <p className="tp-catalog__lead">
          Heritage churches, Mount Arayat, Clark, festivals and the kitchens of the culinary capital.
        </p>
      </header>

      <CatalogSearch
        id="tp-destinations-search"
        label="Search destinations"
        placeholder="Search destinations..."
        search={search}
      />

      <CategoryChips
        label="Filter by category"
        chips={chips}
        selected={state.category}
        isLoading={categories.isLoading}
        onSelect={(value) => setParams(withCategory(params, value))}
      />

      <CatalogResults
        list={list}
        one="destination"
        many="destinations"
        emptyText={DESTINATIONS_EMPTY_TEXT}
        renderCard={(destination) => (
          <DestinationCard destination={destination} detailsHref={appPath(`destinations/${destination.id}`)} />
        )}
      />
    </div>
  );
}
