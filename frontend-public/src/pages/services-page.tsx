import { useT } from '../i18n/i18n';
import { useSearchParams } from 'react-router';
import { useAppPath } from '../shared/lib/basename';
import { RequireAuth } from '../features/auth/require-auth';
import { CardSkeletons } from '../shared/lists/card-skeletons';
import { CatalogResults, CatalogSearch } from '../shared/lists/catalog-list';
import { CategoryChips, type ChipOption } from '../features/catalog/components/category-chips';
import { useDebouncedSearchParam } from '../shared/lists/use-debounced-search-param';
import { ListTabs } from '../shared/lists/list-tabs';
import { ServiceCard } from '../features/services/components/service-card';
import { serviceDetailPath } from '../features/services/service-display';
import { useGetServicesInfiniteQuery } from '../features/services/services.api';
import { useCategoriesListQuery } from '../shared/api/api';
import {
  categoriesOfTab,
  readServicesUrlState,
  selectedCategoryId,
  SERVICE_TABS,
  serviceListArgs,
  withServiceCategory,
  withTab,
} from '../features/services/services-url-state';
import { useDocumentTitle } from '../shared/lib/use-document-title';
import { Icon, isCategoryIconName } from '../shared/ui/icon';
import { PlaceListTools } from '../features/nearby/components/place-list-tools';
import { MapView, preloadMap } from '../features/map/map-view';
import { withView } from '../shared/lists/near-url-state';
import type { GeoPoint } from '../shared/lib/coordinates';
import type { ServiceListArgs } from '../features/services/services.api';
import type { SetURLSearchParams } from 'react-router';
import '../features/catalog/components/catalog-page.css';

/**
 * /services (spec section 2): 'Service Directory' with search, the Motorist / Bicycle / Camping tabs, the
 * tab's category chips and service cards. ?tab=, ?category= and ?q= live in the URL, so the home quick
 * links (/services?category=gas ...) select the right tab and chip. Signed-in users only (the route wraps it).
 */
export function ServicesPage() {
  const t = useT();
  useDocumentTitle(t('services.title'));
  const [params, setParams] = useSearchParams();
  const categories = useCategoriesListQuery({});
  const allCategories = categories.data ?? [];
  const state = readServicesUrlState(params, allCategories);
  const search = useDebouncedSearchParam('q');

  const chips: ChipOption[] = [
    { value: null, label: t('services.chip.all'), icon: null, color: null },
    ...categoriesOfTab(allCategories, state.tab).map((category) => ({
      value: category.id,
      label: category.name,
      icon: category.icon,
      color: category.color,
    })),
  ];
  const selectedChip = selectedCategoryId(state, allCategories);
  const activeTab = SERVICE_TABS.find((tab) => tab.type === state.tab) ?? SERVICE_TABS[0];

  return (
    <div className="tp-container tp-catalog">
      <header className="tp-catalog__header">
        <h1 className="tp-catalog__title">{t('services.title')}</h1>
        <p className="tp-catalog__lead">{t('services.lead')}</p>
      </header>

      <CatalogSearch
        id="tp-services-search"
        label={t('services.searchLabel')}
        placeholder={t('services.searchPlaceholder')}
        search={search}
      />

      <ListTabs
        label={t('services.tabsLabel')}
        panelId="tp-services-panel"
        tabs={SERVICE_TABS.map((tab) => ({
          id: `tp-services-tab-${tab.type}`,
          label: (
            <>
              <Icon name={isCategoryIconName(tab.icon) ? tab.icon : 'sparkles'} size={18} />
              {t(tab.label)}
            </>
          ),
        }))}
        selectedIndex={SERVICE_TABS.indexOf(activeTab)}
        onSelect={(index) => setParams(withTab(params, SERVICE_TABS[index].type))}
      />

      <div id="tp-services-panel" role="tabpanel" aria-labelledby={`tp-services-tab-${activeTab.type}`}>
        <CategoryChips
          label={t(activeTab.chipsLabel)}
          chips={chips}
          selected={selectedChip}
          isLoading={categories.isLoading}
          onSelect={(value) => setParams(withServiceCategory(params, state.tab, value))}
        />

        <PlaceListTools
          params={params}
          setParams={setParams}
          preloadMap={preloadMap}
          emergency={(current) => withServiceCategory(current, 'motorist', 'emergency')}
        />

        <ServiceResults
          args={serviceListArgs(state)}
          view={state.near.view}
          origin={state.near.near}
          setParams={setParams}
        />
      </div>
    </div>
  );
}

/** The services of the tab, chip, search and tools: the cards, or their map (?view=map) with the same count and paging. */
function ServiceResults({
  args,
  view,
  origin,
  setParams,
}: {
  args: ServiceListArgs;
  view: 'list' | 'map';
  origin: GeoPoint | null;
  setParams: SetURLSearchParams;
}) {
  const t = useT();
  const appPath = useAppPath();
  return (
    <CatalogResults
      list={useGetServicesInfiniteQuery(args)}
      kind="services"
      emptyText={t('services.empty')}
      renderCard={(service, aboveFold) => (
        <ServiceCard service={service} detailsHref={appPath(serviceDetailPath(service))} aboveFold={aboveFold} />
      )}
      renderAll={
        view === 'map'
          ? (services) => (
              <MapView
                places={services}
                label={t('map.label')}
                origin={origin}
                onShowList={() => setParams((current) => withView(current, 'list'))}
                renderCard={(service) => (
                  <ServiceCard service={service} detailsHref={appPath(serviceDetailPath(service))} />
                )}
              />
            )
          : undefined
      }
    />
  );
}

/** The /services route: signed-out visitors are sent to sign-in (spec section 2, DESIGN 2b). */
export function ServicesRoute() {
  return (
    <RequireAuth fallback={<ServicesPageSkeleton />}>
      <ServicesPage />
    </RequireAuth>
  );
}

function ServicesPageSkeleton() {
  const t = useT();
  return (
    <div className="tp-container tp-catalog">
      <header className="tp-catalog__header">
        <h1 className="tp-catalog__title">{t('services.title')}</h1>
      </header>
      <CardSkeletons label={t('catalog.services.loading')} />
    </div>
  );
}
