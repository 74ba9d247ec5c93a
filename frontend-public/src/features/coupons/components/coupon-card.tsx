import { formatDate, formatNumber, useLanguage } from '@tara/i18n';
import { useId } from 'react';
import { Link } from 'react-router';
import { useAppPath } from '../../../shared/lib/basename';
import { isApiError } from '../../../shared/api/api-error';
import { useT, type MessageId } from '../../../i18n/i18n';
import { useAccountStanding } from '../../../shared/ui/account-standing';
import { Icon } from '../../../shared/ui/icon';
import { useToast } from '../../../shared/ui/toast';
import {
  CATEGORY_LABELS,
  claimErrorMessage,
  discountLabel,
  expiryText,
  gradientIndex,
  unclaimableReason,
} from '../coupon-display';
import { useCouponsRedeemMutation, type Coupon } from '../coupons.api';
import './coupon-gradients.css';
import './coupon-card.css';

/** A link to a page of this app from a path the API gives ('/destinations/{id}'). */
export function useBusinessHref() {
  const appPath = useAppPath();
  return (link: string) => appPath(link.replace(/^\//, ''));
}

/**
 * Claim (spec sections 2, 4 and 8): 'Claiming...' and disabled while the claim is pending, disabled with the reason
 * when the coupon cannot be claimed (inactive, expired, sold out, already claimed); 'Coupon Redeemed!' on success, the
 * 'Error' toast with the reason otherwise. A 401 is left to the app's session-ended handler (toast and sign-in). A
 * banned or suspended member (shared/ui/account-standing) sees it disabled, with why and until when, under it.
 */
export function ClaimButton({
  coupon,
  label = 'coupons.claim',
  className = 'tp-button tp-button--primary',
  describedBy,
}: {
  coupon: Coupon;
  label?: MessageId;
  className?: string;
  describedBy?: string;
}) {
  const t = useT();
  const { toast } = useToast();
  const [claim, { isLoading }] = useCouponsRedeemMutation();
  const reason = unclaimableReason(coupon);
  const restriction = useRestrictionText();
  const restrictionId = useId();
  const blocked = restriction !== null && reason === null;

  const onClick = async () => {
    const result = await claim({ id: coupon.id });
    if ('error' in result && result.error) {
      if (isApiError(result.error) && result.error.status === 401) return;
      toast({
        title: t('coupons.toast.error'),
        description: claimErrorMessage(result.error, t),
        variant: 'destructive',
      });
      return;
    }
    toast({ title: t('coupons.redeemedTitle'), description: t('coupons.redeemedText') });
  };

  const button = (
    <button
      type="button"
      className={className}
      disabled={isLoading || reason !== null || blocked}
      aria-describedby={[describedBy, blocked ? restrictionId : undefined].filter(Boolean).join(' ') || undefined}
      onClick={() => void onClick()}
      data-testid="claim-button"
    >
      {reason === 'coupons.claimed' ? <Icon name="check-circle" size={18} /> : <Icon name="ticket" size={18} />}
      {isLoading ? t('coupons.claiming') : reason ? t(reason) : t(label)}
    </button>
  );
  if (!blocked) return button;
  return (
    <>
      {button}
      <p id={restrictionId} className="tp-coupon__restricted" data-testid="claim-restricted">
        {restriction}
      </p>
    </>
  );
}

/** Why this member may not claim right now (banned, or suspended until when); null in good standing. */
function useRestrictionText(): string | null {
  const t = useT();
  const language = useLanguage();
  const standing = useAccountStanding();
  if (!standing.restricted) return null;
  if (standing.banned) return t('coupons.restricted.banned');
  return standing.suspendedUntil
    ? t('coupons.restricted.until', {
        until: formatDate(standing.suspendedUntil, language, { dateStyle: 'medium', timeStyle: 'short' }),
      })
    : t('coupons.restricted.open');
}

/** 'current / max claimed' (spec section 2) when the coupon has a limit, with a bar of the same figure. */
export function ClaimCounter({ coupon, word = 'claimed' }: { coupon: Coupon; word?: 'claimed' | 'used' }) {
  const t = useT();
  const language = useLanguage();
  if (coupon.maxRedemptions === null) return null;
  const current = formatNumber(coupon.currentRedemptions, language);
  const max = formatNumber(coupon.maxRedemptions, language);
  const share = Math.min(100, Math.round((coupon.currentRedemptions / coupon.maxRedemptions) * 100));
  return (
    <p className="tp-coupon__counter" data-testid="claim-counter">
      <span>
        {word === 'claimed' ? t('coupons.counter', { current, max }) : t('coupons.counterUsed', { current, max })}
      </span>
      <span className="tp-coupon__bar" aria-hidden="true">
        <span style={{ width: `${share}%` }} />
      </span>
    </p>
  );
}

/**
 * A coupon card of /coupons (spec section 2): the big label on one of 5 gradients (the same for a coupon every time),
 * title, description, the business with a link, expiry ('No expiry', 'Expired'), 'current / max claimed', Claim.
 */
export function CouponCard({ coupon }: { coupon: Coupon }) {
  const t = useT();
  const language = useLanguage();
  const businessHref = useBusinessHref();
  const titleId = `tp-coupon-${coupon.id}`;
  const expiryId = `tp-coupon-expiry-${coupon.id}`;
  return (
    <article className="tp-coupon" aria-labelledby={titleId} data-testid="coupon-card">
      <div
        className={`tp-coupon__banner tp-coupon__banner--${gradientIndex(coupon.id) + 1}`}
        data-testid="coupon-banner"
      >
        <span className="tp-coupon__label">{discountLabel(coupon, t, language)}</span>
        <span className="tp-coupon__category">{t(CATEGORY_LABELS[coupon.category])}</span>
      </div>
      <div className="tp-coupon__body">
        <h3 id={titleId} className="tp-coupon__title">
          {coupon.title}
        </h3>
        {coupon.description ? <p className="tp-coupon__description">{coupon.description}</p> : null}
        <p className="tp-coupon__business">
          <Icon name="store" size={16} />
          <Link to={businessHref(coupon.businessLink)}>{coupon.businessName}</Link>
        </p>
        <p id={expiryId} className={`tp-coupon__expiry${coupon.isExpired ? ' tp-coupon__expiry--past' : ''}`}>
          <Icon name="clock" size={16} />
          {expiryText(coupon, t, language)}
        </p>
        <ClaimCounter coupon={coupon} />
        <ClaimButton coupon={coupon} describedBy={titleId} />
      </div>
    </article>
  );
}
