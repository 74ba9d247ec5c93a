import { formatNumber, useLanguage } from '@tara/i18n';
import { isApiError } from '../../../shared/api/api-error';
import { useT } from '../../../i18n/i18n';
import { Icon, type IconName } from '../../../shared/ui/icon';
import { EmptyState, LoadError } from '../../../shared/ui/empty-state';
import { ResultsCount } from '../../../shared/lists/catalog-list';
import { flattenPages } from '../../../shared/lists/list-page';
import {
  useCouponsStatsQuery,
  useGetCouponsInfiniteQuery,
  useGetMyCouponsInfiniteQuery,
  type CouponListArgs,
} from '../coupons.api';
import { ClaimCard } from './claim-card';
import { CouponCard } from './coupon-card';
import { useListPages } from '../../../shared/lists/use-list-pages';
import './coupon-gradients.css';
import './coupon-stats-cards.css';
import './coupon-lists.css';

/** Spec section 9: 6 skeletons on the coupons page. */
export const COUPON_SKELETONS = 6;

function CouponSkeletons({ label }: { label: string }) {
  return (
    <div aria-busy="true">
      <p className="tp-visually-hidden" role="status">
        {label}
      </p>
      <ul className="tp-coupon-grid" aria-hidden="true">
        {Array.from({ length: COUPON_SKELETONS }, (_, index) => (
          <li key={index} className="tp-coupon tp-coupon--skeleton" data-testid="coupon-skeleton">
            <span className="tp-coupon__banner tp-skeleton" />
            <span className="tp-coupon__body">
              <span className="tp-skeleton tp-skeleton--title" />
              <span className="tp-skeleton tp-skeleton--line" />
              <span className="tp-skeleton tp-skeleton--line tp-skeleton--short" />
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** What the two lists share: 'Load more' under an infinite list. */
function LoadMore({
  list,
}: {
  list: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown };
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
        {list.isFetchingNextPage ? t('catalog.loadingMore') : t('catalog.loadMore')}
      </button>
    </div>
  );
}

/** The stat cards of /coupons from live counts: Available Deals, Coupons Claimed (by this member), Partner Locations. */
export function CouponStatsCards() {
  const t = useT();
  const language = useLanguage();
  const { data, isError } = useCouponsStatsQuery();
  const cards: Array<{ label: string; value: number | undefined; icon: IconName }> = [
    { label: t('coupons.stats.available'), value: data?.availableDeals, icon: 'deals' },
    { label: t('coupons.stats.claimed'), value: data?.claimedByMe, icon: 'ticket' },
    { label: t('coupons.stats.locations'), value: data?.partnerLocations, icon: 'store' },
  ];
  return (
    <ul className="tp-coupon-stats" aria-label={t('coupons.stats.label')} aria-busy={!data && !isError}>
      {cards.map((card) => (
        <li key={card.label} className="tp-coupon-stat">
          <span className="tp-coupon-stat__icon">
            <Icon name={card.icon} size={20} />
          </span>
          <span className="tp-coupon-stat__value" data-testid="stat-value">
            {card.value === undefined ? (
              isError ? (
                '–'
              ) : (
                <span className="tp-skeleton tp-coupon-stat__skeleton" />
              )
            ) : (
              formatNumber(card.value, language)
            )}
          </span>
          <span className="tp-coupon-stat__label">{card.label}</span>
        </li>
      ))}
    </ul>
  );
}

/** Available Deals: skeletons, a load error with Retry, 'No coupons found', or the cards with 'Load more'. */
export function AvailableDeals({ args }: { args: CouponListArgs }) {
  const t = useT();
  const list = useGetCouponsInfiniteQuery(args);
  const pages = useListPages(list);
  if (list.isError && !pages) {
    return (
      <LoadError
        title={t('coupons.loadError')}
        message={isApiError(list.error) ? list.error.message : t('common.tryAgain')}
        onRetry={() => void list.refetch()}
      />
    );
  }
  if (!pages) return <CouponSkeletons label={t('coupons.loading')} />;
  const coupons = flattenPages(pages);
  if (coupons.length === 0) return <EmptyState icon="deals" title={t('coupons.empty')} text={t('coupons.emptyText')} />;
  return (
    <>
      <ResultsCount
        pages={pages}
        shown={coupons.length}
        texts={{
          all: (count) => t('coupons.count', { count }),
          some: (shown, total) => t('coupons.showing', { shown, total }),
          atLeast: (shown, total) => t('coupons.showingAtLeast', { shown, total }),
        }}
      />
      <ul className="tp-coupon-grid">
        {coupons.map((coupon) => (
          <li key={coupon.id}>
            <CouponCard coupon={coupon} />
          </li>
        ))}
      </ul>
      <LoadMore list={list} />
    </>
  );
}

/** My Coupons: the member's claims, newest first; 'No redeemed coupons' when none. */
export function MyCoupons() {
  const t = useT();
  const list = useGetMyCouponsInfiniteQuery();
  const pages = useListPages(list);
  if (list.isError && !pages) {
    return (
      <LoadError
        title={t('coupons.mine.loadError')}
        message={isApiError(list.error) ? list.error.message : t('common.tryAgain')}
        onRetry={() => void list.refetch()}
      />
    );
  }
  if (!pages) return <CouponSkeletons label={t('coupons.mine.loading')} />;
  const claims = flattenPages(pages);
  if (claims.length === 0)
    return <EmptyState icon="ticket" title={t('coupons.mine.empty')} text={t('coupons.mine.emptyText')} />;
  return (
    <>
      <ul className="tp-claims">
        {claims.map((claim) => (
          <li key={claim.id}>
            <ClaimCard claim={claim} />
          </li>
        ))}
      </ul>
      <LoadMore list={list} />
    </>
  );
}
