import { useLanguage } from '@tara/i18n';
import { Link } from 'react-router';
import { useAppPath } from '../../../shared/lib/basename';
import { useT } from '../../../i18n/i18n';
import { Icon } from '../../../shared/ui/icon';
import type { ListQuery } from '../../../shared/lists/list-status';
import { ListSection, QueryList } from '../../../shared/lists/query-list';
import { SkeletonList } from '../../../shared/lists/skeleton-list';
import { discountLabel, expiryText, gradientIndex } from '../coupon-display';
import {
  HOME_COUPONS,
  PLACE_COUPONS,
  useCouponsForServiceQuery,
  useCouponsListQuery,
  type Coupon,
} from '../coupons.api';
import { ClaimButton, ClaimCounter } from './coupon-card';
import './coupon-gradients.css';
import './place-coupons.css';

/** Spec section 9: 3 skeletons on lists. */
export const PLACE_COUPON_SKELETONS = 3;

function PlaceCouponSkeletons() {
  const t = useT();
  return (
    <SkeletonList
      count={PLACE_COUPON_SKELETONS}
      label={t('coupons.loading')}
      listClassName="tp-place-coupons"
      itemClassName="tp-place-coupon tp-place-coupon--skeleton"
      testId="place-coupon-skeleton"
    >
      <span className="tp-place-coupon__label tp-skeleton" />
      <span className="tp-place-coupon__body">
        <span className="tp-skeleton tp-skeleton--title" />
        <span className="tp-skeleton tp-skeleton--line tp-skeleton--short" />
      </span>
    </SkeletonList>
  );
}

function PlaceCouponItem({ coupon, signedIn }: { coupon: Coupon; signedIn: boolean }) {
  const t = useT();
  const language = useLanguage();
  const appPath = useAppPath();
  const titleId = `tp-place-coupon-${coupon.id}`;
  return (
    <li className="tp-place-coupon" data-testid="place-coupon">
      <span className={`tp-place-coupon__label tp-coupon__banner--${gradientIndex(coupon.id) + 1}`}>
        {discountLabel(coupon, t, language)}
      </span>
      <span className="tp-place-coupon__body">
        <strong id={titleId}>{coupon.title}</strong>
        {coupon.description ? <span className="tp-place-coupon__text">{coupon.description}</span> : null}
        <span className="tp-place-coupon__text">
          <Icon name="clock" size={14} /> {expiryText(coupon, t, language)}
        </span>
        <ClaimCounter coupon={coupon} word="used" />
        {signedIn ? (
          <ClaimButton
            coupon={coupon}
            label="coupons.redeem"
            className="tp-button tp-button--primary tp-button--small"
            describedBy={titleId}
          />
        ) : (
          <Link to={appPath('sign-in')} className="tp-button tp-button--ghost tp-button--small">
            {t('coupons.signInToRedeem')}
          </Link>
        )}
      </span>
    </li>
  );
}

/**
 * A place's available coupons (the server lists only those: isAvailable, one rule with the card's 'Coupon Available'):
 * skeletons until the answer, 'No coupons found' after an empty one.
 */
function PlaceCouponList({ query, signedIn }: { query: ListQuery<Coupon>; signedIn: boolean }) {
  const t = useT();
  const none = <p className="tp-coupons__empty">{t('coupons.empty')}</p>;
  // Only what the server calls available, whatever an older or cached answer holds: the card's badge says the same.
  const available = { ...query, currentData: query.currentData?.filter((coupon) => coupon.isAvailable) };
  return (
    // Spec section 7: a failed coupon list reads as an empty one.
    <QueryList query={available} loading={<PlaceCouponSkeletons />} error={none} empty={none}>
      {(coupons) => (
        <ul className="tp-place-coupons">
          {coupons.map((coupon) => (
            <PlaceCouponItem key={coupon.id} coupon={coupon} signedIn={signedIn} />
          ))}
        </ul>
      )}
    </QueryList>
  );
}

function Panel({ children }: { children: React.ReactNode }) {
  const t = useT();
  return (
    <section className="tp-panel" aria-labelledby="tp-place-coupons-title" data-testid="available-coupons">
      <h2 id="tp-place-coupons-title" className="tp-panel__title">
        <Icon name="ticket" size={20} />
        {t('coupons.available')}
      </h2>
      {children}
    </section>
  );
}

/**
 * 'Available Coupons' of a destination's page (spec section 2): its active, unexpired coupons ('% OFF' or a peso
 * amount OFF, expiry), each with Redeem Coupon for members (a sign-in link for visitors).
 */
export function DestinationCoupons({ destinationId, signedIn }: { destinationId: string; signedIn: boolean }) {
  const query = useCouponsListQuery({ limit: PLACE_COUPONS, destinationId });
  return (
    <Panel>
      <PlaceCouponList query={query} signedIn={signedIn} />
    </Panel>
  );
}

/** 'Available Coupons' of a service's page (spec section 2): Redeem Coupon per coupon with used/max and expiry. */
export function ServiceCoupons({ serviceId }: { serviceId: string }) {
  const query = useCouponsForServiceQuery({ serviceId, limit: PLACE_COUPONS });
  return (
    <Panel>
      <PlaceCouponList query={query} signedIn />
    </Panel>
  );
}

/** The signed-in home's 'Exclusive Travel Deals' (spec section 2): the first 3 coupons, or the spec's empty text. */
export function HomeDeals() {
  const t = useT();
  const language = useLanguage();
  const appPath = useAppPath();
  const query = useCouponsListQuery({ limit: HOME_COUPONS });
  const none = <p className="tp-home-empty">{t('coupons.homeEmpty')}</p>;
  const skeletons = (
    <SkeletonList
      count={HOME_COUPONS}
      label={t('coupons.loading')}
      listClassName="tp-home-deals"
      itemClassName="tp-home-skeleton"
      testId="home-skeleton"
    />
  );
  return (
    <ListSection id="tp-home-deals" title={t('coupons.title')} moreTo="coupons" moreLabel={t('coupons.seeAll')}>
      {/* Spec section 7: a failed coupon list reads as an empty one. */}
      <QueryList query={query} loading={skeletons} error={none} empty={none}>
        {(coupons) => (
          <ul className="tp-home-deals">
            {coupons.slice(0, HOME_COUPONS).map((coupon) => (
              <li
                key={coupon.id}
                className={`tp-home-deal tp-coupon__banner--${gradientIndex(coupon.id) + 1}`}
                data-testid="home-deal"
              >
                <span className="tp-home-deal__label">{discountLabel(coupon, t, language)}</span>
                <Link to={appPath('coupons')} className="tp-home-deal__title">
                  {coupon.title}
                </Link>
                <span className="tp-home-deal__expiry">
                  {coupon.businessName} · {expiryText(coupon, t, language)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </QueryList>
    </ListSection>
  );
}
