import { useSearchParams } from 'react-router';
import { CatalogSearch } from '../shared/lists/catalog-list';
import { useDebouncedSearchParam } from '../shared/lists/use-debounced-search-param';
import { ListTabs } from '../shared/lists/list-tabs';
// Before the coupons' parts, whose own styles come after (and win over) these.
import '../features/catalog/components/catalog-page.css';
import '../shared/ui/skeleton.css';
import '../shared/ui/badge.css';
import { AvailableDeals, CouponStatsCards, MyCoupons } from '../features/coupons/components/coupon-lists';
import { categoryOf, COUPON_CATEGORIES } from '../features/coupons/coupon-display';
import type { CouponCategory } from '../features/coupons/coupons.api';
import { useT, type MessageId } from '../i18n/i18n';
import { useDocumentTitle } from '../shared/lib/use-document-title';
import { ViewSwitch } from '../features/nearby/components/list-tools';
import { preloadMap } from '../features/map/map-view';
import { PartnerMapView } from '../features/map/partner-map-view';
import { readNearUrlState, withView } from '../shared/lists/near-url-state';
import { PagedList } from '../shared/lists/paged-list';
import { EmptyState } from '../shared/ui/empty-state';
import { useGetCouponsInfiniteQuery, type CouponListArgs } from '../features/coupons/coupons.api';
import './coupons-page.css';

type TabKey = 'deals' | 'mine';
const TABS: ReadonlyArray<{ key: TabKey; label: MessageId }> = [
  { key: 'deals', label: 'coupons.tab.deals' },
  { key: 'mine', label: 'coupons.tab.mine' },
];

/**
 * /coupons (spec section 2; issue 11): 'Exclusive Travel Deals', live stat cards, and the tabs 'Available Deals'
 * (search ?search=, category buttons ?category=, the cards with Claim) and 'My Coupons' (?tab=mine: the claims with
 * their one-time codes and QR codes). Signed-in members only (the route wraps it in RequireAuth).
 */
export function CouponsPage() {
  const t = useT();
  useDocumentTitle(t('coupons.title'));
  const [params, setParams] = useSearchParams();
  const search = useDebouncedSearchParam('search');
  const category = categoryOf(params);
  const tab: TabKey = params.get('tab') === 'mine' ? 'mine' : 'deals';
  const searchText = params.get('search')?.trim() ?? '';
  const view = readNearUrlState(params).view;
  const args: CouponListArgs = { ...(searchText ? { search: searchText } : {}), ...(category ? { category } : {}) };

  const update = (change: (next: URLSearchParams) => void) => {
    const next = new URLSearchParams(params);
    change(next);
    setParams(next);
  };
  const selectTab = (key: TabKey) => update((next) => (key === 'mine' ? next.set('tab', 'mine') : next.delete('tab')));
  const selectCategory = (value: CouponCategory | null) =>
    update((next) => (value ? next.set('category', value) : next.delete('category')));

  return (
    <div className="tp-container tp-coupons-page">
      <header className="tp-catalog__header">
        <h1 className="tp-catalog__title">{t('coupons.title')}</h1>
        <p className="tp-catalog__lead">{t('coupons.lead')}</p>
      </header>

      <CouponStatsCards />

      <ListTabs
        label={t('coupons.tabsLabel')}
        className="tp-coupons-page__tabs"
        panelId="tp-coupons-panel"
        tabs={TABS.map((item) => ({ id: `tp-coupons-tab-${item.key}`, label: t(item.label) }))}
        selectedIndex={TABS.findIndex((item) => item.key === tab)}
        onSelect={(index) => selectTab(TABS[index].key)}
      />

      <div
        id="tp-coupons-panel"
        role="tabpanel"
        aria-labelledby={`tp-coupons-tab-${tab}`}
        className="tp-coupons-page__panel"
      >
        {tab === 'deals' ? (
          <>
            <CatalogSearch
              id="tp-coupons-search"
              label={t('coupons.searchLabel')}
              placeholder={t('coupons.searchPlaceholder')}
              search={search}
            />
            <div className="tp-coupon-categories" role="group" aria-label={t('coupons.categoriesLabel')}>
              {COUPON_CATEGORIES.map((item) => {
                const pressed = item.value === category;
                return (
                  <button
                    key={item.label}
                    type="button"
                    className="tp-coupon-category"
                    aria-pressed={pressed}
                    onClick={() => !pressed && selectCategory(item.value)}
                  >
                    {t(item.label)}
                  </button>
                );
              })}
            </div>
            <div className="tp-list-tools">
              <ViewSwitch
                view={view}
                onChange={(next) => setParams((current) => withView(current, next))}
                preloadMap={preloadMap}
              />
            </div>
            {view === 'map' ? (
              <DealsMap args={args} onShowList={() => setParams((current) => withView(current, 'list'))} />
            ) : (
              <AvailableDeals args={args} />
            )}
          </>
        ) : (
          <MyCoupons />
        )}
      </div>
    </div>
  );
}

/** Available Deals as a map of their partner places (?view=map), with the list's count and 'Load more'. */
function DealsMap({ args, onShowList }: { args: CouponListArgs; onShowList: () => void }) {
  const t = useT();
  return (
    <PagedList
      list={useGetCouponsInfiniteQuery(args)}
      skeletons={
        <p className="tp-map-loading" role="status">
          {t('coupons.loading')}
        </p>
      }
      loadError={t('coupons.loadError')}
      empty={<EmptyState icon="deals" title={t('coupons.empty')} text={t('coupons.emptyText')} />}
      count={{
        all: (count) => t('coupons.count', { count }),
        some: (shown, total) => t('coupons.showing', { shown, total }),
        atLeast: (shown, total) => t('coupons.showingAtLeast', { shown, total }),
      }}
    >
      {(coupons) => <PartnerMapView coupons={coupons} label={t('map.partnersLabel')} onShowList={onShowList} />}
    </PagedList>
  );
}
