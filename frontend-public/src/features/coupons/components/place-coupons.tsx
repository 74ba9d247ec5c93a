import { useLanguage } from '@tara/i18n';
import { Link } from 'react-router';
import { useAppPath } from '../../../shared/lib/basename';
import { useT } from '../../../i18n/i18n';
import { Icon } from '../../../shared/ui/icon';
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

function PlaceCouponList({
  coupons,
  isLoading,
  isError,
  signedIn,
}: {
  coupons: Coupon[] | undefined;
  isLoading: boolean;
  isError: boolean;
  signedIn: boolean;
}) {
  const t = useT();
  const language = useLanguage();
  const appPath = useAppPath();
  if (isLoading) {
    return (
      <p className="tp-coupons__empty" role="status">
        {t('coupons.loading')}
      </p>
    );
  }
  // Spec section 7: a failed coupon list reads as an empty one.
  if (isError || !coupons || coupons.length === 0) return <p className="tp-coupons__empty">{t('coupons.empty')}</p>;
  return (
    <ul className="tp-place-coupons">
      {coupons.map((coupon) => {
        const titleId = `tp-place-coupon-${coupon.id}`;
        return (
          <li key={coupon.id} className="tp-place-coupon" data-testid="place-coupon">
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
      })}
    </ul>
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
  const { data, isLoading, isError } = useCouponsListQuery({ limit: PLACE_COUPONS, destinationId });
  return (
    <Panel>
      <PlaceCouponList coupons={data} isLoading={isLoading} isError={isError} signedIn={signedIn} />
    </Panel>
  );
}

/** 'Available Coupons' of a service's page (spec section 2): Redeem Coupon per coupon with used/max and expiry. */
export function ServiceCoupons({ serviceId }: { serviceId: string }) {
  const { data, isLoading, isError } = useCouponsForServiceQuery({ serviceId, limit: PLACE_COUPONS });
  return (
    <Panel>
      <PlaceCouponList coupons={data} isLoading={isLoading} isError={isError} signedIn />
    </Panel>
  );
}

/** The signed-in home's 'Exclusive Travel Deals' (spec section 2): the first 3 coupons, or the spec's empty text. */
export function HomeDeals() {
  const t = useT();
  const language = useLanguage();
  const appPath = useAppPath();
  const { data, isLoading } = useCouponsListQuery({ limit: HOME_COUPONS });
  return (
    <section className="tp-home-section" aria-labelledby="tp-home-deals">
      <div className="tp-home-section__head">
        <h2 id="tp-home-deals" className="tp-home-section__title">
          {t('coupons.title')}
        </h2>
        <Link to={appPath('coupons')} className="tp-home-section__more">
          {t('coupons.seeAll')}
        </Link>
      </div>
      {isLoading ? (
        <p className="tp-home-empty" role="status">
          {t('coupons.loading')}
        </p>
      ) : !data || data.length === 0 ? (
        <p className="tp-home-empty">{t('coupons.homeEmpty')}</p>
      ) : (
        <ul className="tp-home-deals">
          {data.slice(0, HOME_COUPONS).map((coupon) => (
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
    </section>
  );
}
