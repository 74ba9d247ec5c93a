import { useT } from '../../../i18n/i18n';
import { EmptyState } from '../../../shared/ui/empty-state';
import { PagedList } from '../../../shared/lists/paged-list';
import { SkeletonList } from '../../../shared/lists/skeleton-list';
import { StatCards } from '../../../shared/lists/stat-cards';
import {
  useCouponsStatsQuery,
  useGetCouponsInfiniteQuery,
  useGetMyCouponsInfiniteQuery,
  type CouponListArgs,
} from '../coupons.api';
import { ClaimCard } from './claim-card';
import { CouponCard } from './coupon-card';
import './coupon-gradients.css';
import './coupon-lists.css';

/** Spec section 9: 6 skeletons on the coupons page. */
export const COUPON_SKELETONS = 6;

function CouponSkeletons({ label }: { label: string }) {
  return (
    <SkeletonList
      count={COUPON_SKELETONS}
      label={label}
      listClassName="tp-coupon-grid"
      itemClassName="tp-coupon tp-coupon--skeleton"
      testId="coupon-skeleton"
    >
      <span className="tp-coupon__banner tp-skeleton" />
      <span className="tp-coupon__body">
        <span className="tp-skeleton tp-skeleton--title" />
        <span className="tp-skeleton tp-skeleton--line" />
        <span className="tp-skeleton tp-skeleton--line tp-skeleton--short" />
      </span>
    </SkeletonList>
  );
}

/** The stat cards of /coupons from live counts: Available Deals, Coupons Claimed (by this member), Partner Locations. */
export function CouponStatsCards() {
  const t = useT();
  const { data, isError } = useCouponsStatsQuery();
  return (
    <StatCards
      label={t('coupons.stats.label')}
      isError={isError}
      tone="gold"
      cards={[
        { label: t('coupons.stats.available'), value: data?.availableDeals, icon: 'deals' },
        { label: t('coupons.stats.claimed'), value: data?.claimedByMe, icon: 'ticket' },
        { label: t('coupons.stats.locations'), value: data?.partnerLocations, icon: 'store' },
      ]}
    />
  );
}

/** Available Deals: skeletons, a load error with Retry, 'No coupons found', or the cards with 'Load more'. */
export function AvailableDeals({ args }: { args: CouponListArgs }) {
  const t = useT();
  return (
    <PagedList
      list={useGetCouponsInfiniteQuery(args)}
      skeletons={<CouponSkeletons label={t('coupons.loading')} />}
      loadError={t('coupons.loadError')}
      empty={<EmptyState icon="deals" title={t('coupons.empty')} text={t('coupons.emptyText')} />}
      count={{
        all: (count) => t('coupons.count', { count }),
        some: (shown, total) => t('coupons.showing', { shown, total }),
        atLeast: (shown, total) => t('coupons.showingAtLeast', { shown, total }),
      }}
    >
      {(coupons) => (
        <ul className="tp-coupon-grid">
          {coupons.map((coupon) => (
            <li key={coupon.id}>
              <CouponCard coupon={coupon} />
            </li>
          ))}
        </ul>
      )}
    </PagedList>
  );
}

/** My Coupons: the member's claims, newest first; 'No redeemed coupons' when none. */
export function MyCoupons() {
  const t = useT();
  return (
    <PagedList
      list={useGetMyCouponsInfiniteQuery()}
      skeletons={<CouponSkeletons label={t('coupons.mine.loading')} />}
      loadError={t('coupons.mine.loadError')}
      empty={<EmptyState icon="ticket" title={t('coupons.mine.empty')} text={t('coupons.mine.emptyText')} />}
    >
      {(claims) => (
        <ul className="tp-claims">
          {claims.map((claim) => (
            <li key={claim.id}>
              <ClaimCard claim={claim} />
            </li>
          ))}
        </ul>
      )}
    </PagedList>
  );
}
