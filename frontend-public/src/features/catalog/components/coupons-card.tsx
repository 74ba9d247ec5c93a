import { formatShortDate } from '../format';
import { couponLabel, type CatalogCoupon } from '../coupons.api';
import { Icon } from '../../../shared/ui/icon';

interface CouponsCardProps {
  coupons: readonly CatalogCoupon[] | undefined;
  isLoading: boolean;
  /** Service detail: a 'Redeem Coupon' button per coupon. */
  onRedeem?: (coupon: CatalogCoupon) => void;
  redeemingId?: string | null;
}

/**
 * 'Available Coupons' (spec section 2): active, unexpired coupons with '% OFF' or '₱x OFF' and the expiry
 * date. Empty until the coupons feature exists or a partner adds one.
 */
export function CouponsCard({ coupons, isLoading, onRedeem, redeemingId = null }: CouponsCardProps) {
  return (
    <section className="tp-panel tp-coupons" aria-labelledby="tp-coupons-title">
      <h2 id="tp-coupons-title" className="tp-panel__title">
        <Icon name="ticket" size={20} />
        Available Coupons
      </h2>
      {isLoading ? (
        <div aria-busy="true">
          <p className="tp-visually-hidden" role="status">
            Loading coupons…
          </p>
          <span className="tp-skeleton tp-skeleton--line" />
          <span className="tp-skeleton tp-skeleton--line tp-skeleton--short" />
        </div>
      ) : !coupons || coupons.length === 0 ? (
        <p className="tp-coupons__empty">No coupons available right now. Check back soon for partner deals.</p>
      ) : (
        <ul className="tp-coupons__list">
          {coupons.map((coupon) => {
            const expiry = formatShortDate(coupon.expiresAt);
            return (
              <li key={coupon.id} className="tp-coupon">
                <span className="tp-coupon__value">{couponLabel(coupon)}</span>
                <span className="tp-coupon__body">
                  <span className="tp-coupon__title">{coupon.title}</span>
                  {coupon.description && <span className="tp-coupon__text">{coupon.description}</span>}
                  <span className="tp-coupon__meta">
                    {expiry ? `Expires ${expiry}` : 'No expiry'}
                    {onRedeem && coupon.maxRedemptions ? ` · ${coupon.currentRedemptions ?? 0}/${coupon.maxRedemptions} used` : ''}
                  </span>
                </span>
                {onRedeem && (
                  <button
                    type="button"
                    className="tp-button tp-button--primary tp-button--small"
                    disabled={redeemingId !== null}
                    onClick={() => onRedeem(coupon)}
                  >
                    {redeemingId === coupon.id ? 'Redeeming...' : 'Redeem Coupon'}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
