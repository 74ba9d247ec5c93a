import { useT } from '../../../i18n/i18n';
import { Link } from 'react-router';
import { Icon } from '../../../shared/ui/icon';
import { Rating } from '../../../shared/ui/rating';
import { coverOf } from '../../../shared/images/images';
import { PlaceCard, PlaceFact, type PlaceCardProps } from '../../../shared/lists/place-card';
import { PlaceStatus } from '../../../shared/ui/place-status';
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
}: { destination: DestinationResponse } & PlaceCardProps) {
  const t = useT();
  const cover = coverOf(destination);
  const titleId = `tp-destination-${destination.id}`;
  return (
    <PlaceCard
      testId="destination-card"
      titleId={titleId}
      place={destination}
      cover={cover}
      aboveFold={aboveFold}
      placeholder={
        <span className="tp-place-card__placeholder">
          <Icon name="image" size={40} />
        </span>
      }
      badge={<span className="tp-badge tp-badge--gold">{t('destinations.badge')}</span>}
    >
      <Rating rating={destination.rating} reviewCount={destination.reviewCount} />
      <PlaceStatus openState={destination.openState} distanceKm={destination.distanceKm} />
      {destination.address && (
        <p className="tp-place-card__facts">
          <PlaceFact icon="navigation" label={t('place.address')}>
            {destination.address}
          </PlaceFact>
        </p>
      )}
      <div className="tp-place-card__footer">
        <Link className="tp-button tp-button--primary tp-button--small" to={detailsHref} aria-describedby={titleId}>
          {t('place.viewDetails')}
        </Link>
      </div>
    </PlaceCard>
  );
}
