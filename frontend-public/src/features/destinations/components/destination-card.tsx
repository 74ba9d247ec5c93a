import { useT } from '../../../i18n/i18n';
import { Link } from 'react-router';
import { Icon } from '../../../shared/ui/icon';
import { CouponBadge } from '../../../shared/ui/coupon-badge';
import { Rating } from '../../../shared/ui/rating';
import { coverLoading, coverOf } from '../../../shared/images/images';
import type { DestinationResponse } from '@tara/api-client';
import '../../../shared/lists/place-card.css';
import '../../../shared/ui/badge.css';

/**
 * A destination card (spec section 2): cover (first of images, else imageUrl), name, description, rating,
 * review count, address, the fixed badge 'Adventure', 'Coupon Available' when a coupon can be claimed, and 'View Details'.
 */
export function DestinationCard({
  destination,
  detailsHref,
  aboveFold = false,
}: {
  destination: DestinationResponse;
  detailsHref: string;
  /** One of the first cards of its list: its cover loads at once, at high priority. */
  aboveFold?: boolean;
}) {
  const t = useT();
  const cover = coverOf(destination);
  const titleId = `tp-destination-${destination.id}`;
  return (
    <article className="tp-place-card" aria-labelledby={titleId} data-testid="destination-card">
      <div className="tp-place-card__media">
        {cover ? (
          <img src={cover} alt={destination.name} width={640} height={400} {...coverLoading(aboveFold)} />
        ) : (
          <span className="tp-place-card__placeholder">
            <Icon name="image" size={40} />
          </span>
        )}
        <span className="tp-place-card__badges">
          <span className="tp-badge tp-badge--gold">{t('destinations.badge')}</span>
          <CouponBadge show={destination.hasActiveCoupon} />
        </span>
      </div>
      <div className="tp-place-card__body">
        <h2 id={titleId} className="tp-place-card__title">
          {destination.name}
        </h2>
        {destination.localName && (
          <p className="tp-place-card__local" lang="pam">
            {destination.localName}
          </p>
        )}
        {destination.description && <p className="tp-place-card__text">{destination.description}</p>}
        <Rating rating={destination.rating} reviewCount={destination.reviewCount} />
        {destination.address && (
          <p className="tp-place-card__facts">
            <span className="tp-fact">
              <Icon name="navigation" size={16} />
              <span className="tp-visually-hidden">{t('place.address')} </span>
              {destination.address}
            </span>
          </p>
        )}
        <div className="tp-place-card__footer">
          <Link className="tp-button tp-button--primary tp-button--small" to={detailsHref} aria-describedby={titleId}>
            {t('place.viewDetails')}
          </Link>
        </div>
      </div>
    </article>
  );
}
