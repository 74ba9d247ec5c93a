import { formatDate, useLanguage } from '@tara/i18n';
import { Link } from 'react-router';
import { useT } from '../../../i18n/i18n';
import { Icon } from '../../../shared/ui/icon';
import { CLAIM_STATUS_LABELS, discountLabel, expiryText, gradientIndex } from '../coupon-display';
import type { Claim } from '../coupons.api';
import { ClaimQr } from './claim-qr';
import { useBusinessHref } from './coupon-card';
import './coupon-gradients.css';
import './claim-card.css';

/**
 * A claim in My Coupons: 'Coupon Redeemed', 'Redeemed on {date}', the coupon, and while it is good the one-time code
 * with its QR code (what the partner's staff scan: /verify with the code, on this origin), and its state once: the
 * status badge ('Ready to use' with the expiry, 'Used', 'Expired', 'Withdrawn').
 */
export function ClaimCard({ claim }: { claim: Claim }) {
  const t = useT();
  const language = useLanguage();
  const businessHref = useBusinessHref();
  const { coupon } = claim;
  const titleId = `tp-claim-${claim.id}`;
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  const good = claim.status === 'valid';
  return (
    <article className={`tp-claim${good ? '' : ' tp-claim--done'}`} aria-labelledby={titleId} data-testid="claim-card">
      <div className={`tp-claim__head tp-coupon__banner--${gradientIndex(coupon.id) + 1}`}>
        <span className="tp-claim__redeemed">
          <Icon name="check-circle" size={18} />
          {t('coupons.mine.redeemed')}
        </span>
        <span className="tp-claim__label">{discountLabel(coupon, t, language)}</span>
      </div>
      <div className="tp-claim__body">
        <div className="tp-claim__info">
          <h3 id={titleId} className="tp-coupon__title">
            {coupon.title}
          </h3>
          <p className="tp-coupon__business">
            <Icon name="store" size={16} />
            <Link to={businessHref(coupon.businessLink)}>{coupon.businessName}</Link>
          </p>
          <p className="tp-claim__date">
            {t('coupons.mine.redeemedOn', { date: formatDate(claim.redeemedAt, language) })}
          </p>
          {/* The expiry only while the claim is good: otherwise the status says it (no 'Expired' twice, issue 31.6). */}
          {good ? <p className="tp-claim__date">{expiryText(coupon, t, language)}</p> : null}
          <p>
            <span className={`tp-badge tp-claim__status tp-claim__status--${claim.status}`} data-testid="claim-status">
              {t(CLAIM_STATUS_LABELS[claim.status])}
            </span>
            {claim.usedAt ? (
              <span className="tp-claim__date">
                {' '}
                {t('coupons.mine.usedOn', {
                  date: formatDate(claim.usedAt, language, { dateStyle: 'medium', timeStyle: 'short' }),
                })}
              </span>
            ) : null}
          </p>
        </div>
        <div className="tp-claim__code-box">
          <p className="tp-claim__code-label">{t('coupons.mine.codeLabel')}</p>
          <p className="tp-claim__code" data-testid="claim-code">
            {claim.code}
          </p>
          {good ? (
            <>
              <ClaimQr text={`${origin}${claim.verifyPath}`} label={t('coupons.mine.qrLabel', { code: claim.code })} />
              <p className="tp-claim__hint">{t('coupons.mine.hint')}</p>
            </>
          ) : null}
        </div>
      </div>
    </article>
  );
}
