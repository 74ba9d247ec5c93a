import { useT } from '../../i18n/i18n';
import { Icon } from './icon';
import './badge.css';

/** 'Coupon Available' on a place card (spec section 2) when the list says a coupon of the place can be claimed now. */
export function CouponBadge({ show }: { show: boolean }) {
  const t = useT();
  if (!show) return null;
  return (
    <span className="tp-badge tp-badge--coupon" data-testid="coupon-badge">
      <Icon name="ticket" size={14} />
      {t('place.couponAvailable')}
    </span>
  );
}
