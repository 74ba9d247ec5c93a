import { useSearchParams } from 'react-router';
import { useAppPath } from '../shared/lib/basename';
import { CatalogResults, CatalogSearch } from '../shared/lists/catalog-list';
import { CategoryChips } from '../features/catalog/components/category-chips';
import { useDebouncedSearchParam } from '../shared/lists/use-debounced-search-param';
import { DestinationCard } from '../features/destinations/components/destination-card';
import { useGetDestinationsInfiniteQuery } from '../features/destinations/destinations.api';
import {
  destinationChips,
  destinationListArgs,
  readDestinationsUrlState,
  withCategory,
} from '../features/destinations/destinations-url-state';
import { useCategoriesListQuery } from '../shared/api/api';
import { useDocumentTitle } from '../shared/lib/use-document-title';
import { useT } from '../i18n/i18n';
import { PlaceListTools } from '../features/nearby/components/place-list-tools';
import { MapView, preloadMap } from '../features/map/map-view';
import { readNearUrlState, withView } from '../shared/lists/near-url-state';
import '../features/catalog/components/catalog-page.css';

/**
 * /destinations (spec section 2): search, category chips and destination cards. The search (?q=) and the
 * chip (?category=) live in the URL, so links and the Back button work. Open to everyone.
 */
export function DestinationsPage() {
  const t = useT();
  useDocumentTitle(t('destinations.title'));
  const appPath = useAppPath();
  const [params, setParams] = useSearchParams();
  const state = readDestinationsUrlState(params);
  const near = readNearUrlState(params);
  const search = useDebouncedSearchParam('q');
  const categories = useCategoriesListQuery({});
  const chips = destinationChips(categories.data ?? [], state.category, t);

  const list = useGetDestinationsInfiniteQuery(destinationListArgs(state));

  return (
    <div className="tp-container tp-catalog">
      <header className="tp-catalog__header">
        <h1 className="tp-catalog__title">{t('destinations.title')}</h1>
        <p className="tp-catalog__lead">{t('destinations.lead')}</p>
      </header>

      <CatalogSearch
        id="tp-destinations-search"
        label={t('destinations.searchLabel')}
        placeholder={t('destinations.searchPlaceholder')}
        search={search}
      />

      <CategoryChips
        label={t('destinations.filterLabel')}
        chips={chips}
        selected={state.category}
        isLoading={categories.isLoading}
        onSelect={(value) => setParams(withCategory(params, value))}
      />

      <PlaceListTools params={params} setParams={setParams} preloadMap={preloadMap} />

      <CatalogResults
        list={list}
        kind="destinations"
        emptyText={t('destinations.empty')}
        renderCard={(destination, aboveFold) => (
          <DestinationCard
            destination={destination}
            detailsHref={appPath(`destinations/${destination.id}`)}
            aboveFold={aboveFold}
          />
        )}
        renderAll={
          near.view === 'map'
            ? (destinations) => (
                <MapView
                  places={destinations}
                  label={t('map.label')}
                  origin={near.near}
                  onShowList={() => setParams((current) => withView(current, 'list'))}
                  renderCard={(destination) => (
                    <DestinationCard
                      destination={destination}
                      detailsHref={appPath(`destinations/${destination.id}`)}
                    />
                  )}
                />
              )
            : undefined
        }
      />
    </div>
  );
}
