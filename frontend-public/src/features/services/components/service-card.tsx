import { useLanguage } from '@tara/i18n';
import { useT } from '../../../i18n/i18n';
import { Link } from 'react-router';
import { Icon, isCategoryIconName } from '../../../shared/ui/icon';
import { Rating } from '../../../shared/ui/rating';
import { formatGasPrice, formatUpdatedDate } from '../../../shared/lib/format';
import { PlaceCard, PlaceFact, type PlaceCardProps } from '../../../shared/lists/place-card';
import { PlaceStatus } from '../../../shared/ui/place-status';
import { telHref } from '../../../shared/lib/contact';
import { serviceBadge, serviceImages, showsCallNow } from '../service-display';
import type { ServiceResponse } from '@tara/api-client';
import '../../../shared/lists/place-card.css';
import '../../../shared/ui/badge.css';
import '../../../shared/ui/gas-price.css';

const HEX_COLOR = /^#[0-9a-f]{6}$/i;

/**
 * A service card (spec section 2): image or category icon, name, description, badge, address, hours, phone,
 * regular gas price per litre with its update date, rating, 'Coupon Available' when a coupon can be claimed, and
 * 'Call Now' (emergency) or 'View Details'.
 */
export function ServiceCard({
  service,
  detailsHref,
  aboveFold = false,
}: { service: ServiceResponse } & PlaceCardProps) {
  const t = useT();
  const language = useLanguage();
  const cover = serviceImages(service)[0];
  const badge = serviceBadge(service);
  const gasPrice = formatGasPrice(service.gasPrice, language);
  const updated = formatUpdatedDate(service.gasPriceUpdatedAt, language, t);
  const titleId = `tp-service-${service.id}`;
  const icon = service.category?.icon;
  const color = service.category?.color && HEX_COLOR.test(service.category.color) ? service.category.color : undefined;

  return (
    <PlaceCard
      testId="service-card"
      titleId={titleId}
      place={service}
      cover={cover}
      aboveFold={aboveFold}
      placeholder={
        <span className="tp-place-card__placeholder" style={color ? { background: color } : undefined}>
          <Icon name={isCategoryIconName(icon) ? icon : 'store'} size={48} />
        </span>
      }
      badge={
        <span className={`tp-badge tp-badge--${badge.tone === 'default' ? 'gold' : badge.tone}`}>{t(badge.label)}</span>
      }
      title={
        <Link to={detailsHref} className="tp-place-card__link">
          {service.name}
        </Link>
      }
    >
      <PlaceStatus openState={service.openState} distanceKm={service.distanceKm} />
      <div className="tp-place-card__facts">
        {service.address && (
          <PlaceFact icon="navigation" label={t('place.address')}>
            {service.address}
          </PlaceFact>
        )}
        {service.hours && (
          <PlaceFact icon="clock" label={t('place.hours')}>
            {service.hours}
          </PlaceFact>
        )}
        {service.phone && (
          <PlaceFact icon="phone" label={t('place.phone')}>
            <a href={telHref(service.phone)}>{service.phone}</a>
          </PlaceFact>
        )}
      </div>
      {gasPrice && (
        <p className="tp-gas-price" data-testid="gas-price">
          <span className="tp-gas-price__label">{t('service.regularGas')}</span>
          <span className="tp-gas-price__value">{gasPrice}</span>
          {updated && <span className="tp-gas-price__date">{updated}</span>}
        </p>
      )}
      <div className="tp-place-card__footer">
        <Rating rating={service.rating} reviewCount={service.reviewCount} />
        {showsCallNow(service) ? (
          <a
            className="tp-button tp-button--primary tp-button--small"
            href={telHref(service.phone ?? '')}
            aria-describedby={titleId}
          >
            <Icon name="phone" size={16} />
            {t('service.callNow')}
          </a>
        ) : (
          <Link className="tp-button tp-button--primary tp-button--small" to={detailsHref} aria-describedby={titleId}>
            {t('place.viewDetails')}
          </Link>
        )}
      </div>
    </PlaceCard>
  );
}
