import { Link } from 'react-router';
import { Icon, isCategoryIconName } from '../../../shared/ui/icon';
import { Rating } from '../../catalog/components/rating';
import { formatGasPrice, formatUpdatedDate } from '../../catalog/format';
import { serviceBadge, serviceImages, showsCallNow, telHref } from '../service-display';
import type { Service } from '../services.api';

const HEX_COLOR = /^#[0-9a-f]{6}$/i;

/**
 * A service card (spec section 2): image or category icon, name, description, badge, address, hours, phone,
 * regular gas price per litre with its update date, rating, and 'Call Now' (emergency) or 'View Details'.
 */
export function ServiceCard({ service, detailsHref }: { service: Service; detailsHref: string }) {
  const cover = serviceImages(service)[0];
  const badge = serviceBadge(service);
  const gasPrice = formatGasPrice(service.gasPrice);
  const updated = formatUpdatedDate(service.gasPriceUpdatedAt);
  const titleId = `tp-service-${service.id}`;
  const icon = service.category?.icon;
  const color = service.category?.color && HEX_COLOR.test(service.category.color) ? service.category.color : undefined;

  return (
    <article className="tp-place-card" aria-labelledby={titleId} data-testid="service-card">
      <div className="tp-place-card__media">
        {cover ? (
          <img src={cover} alt={service.name} width={640} height={400} loading="lazy" decoding="async" />
        ) : (
          <span className="tp-place-card__placeholder" style={color ? { background: color } : undefined}>
            <Icon name={isCategoryIconName(icon) ? icon : 'store'} size={48} />
          </span>
        )}
        <span className="tp-place-card__badges">
          <span className={`tp-badge tp-badge--${badge.tone === 'default' ? 'gold' : badge.tone}`}>{badge.label}</span>
        </span>
      </div>
      <div className="tp-place-card__body">
        <h2 id={titleId} className="tp-place-card__title">
          <Link to={detailsHref} className="tp-place-card__link">
            {service.name}
          </Link>
        </h2>
        {service.description && <p className="tp-place-card__text">{service.description}</p>}
        <div className="tp-place-card__facts">
          {service.address && (
            <span className="tp-fact">
              <Icon name="navigation" size={16} />
              <span className="tp-visually-hidden">Address: </span>
              {service.address}
            </span>
          )}
          {service.hours && (
            <span className="tp-fact">
              <Icon name="clock" size={16} />
              <span className="tp-visually-hidden">Hours: </span>
              {service.hours}
            </span>
          )}
          {service.phone && (
            <span className="tp-fact">
              <Icon name="phone" size={16} />
              <span className="tp-visually-hidden">Phone: </span>
              <a href={telHref(service.phone)}>{service.phone}</a>
            </span>
          )}
        </div>
        {gasPrice && (
          <p className="tp-gas-price" data-testid="gas-price">
            <span className="tp-gas-price__label">Regular</span>
            <span className="tp-gas-price__value">{gasPrice}</span>
            {updated && <span className="tp-gas-price__date">{updated}</span>}
          </p>
        )}
        <div className="tp-place-card__footer">
          <Rating rating={service.rating} reviewCount={service.reviewCount} />
          {showsCallNow(service) ? (
            <a className="tp-button tp-button--primary tp-button--small" href={telHref(service.phone ?? '')} aria-describedby={titleId}>
              <Icon name="phone" size={16} />
              Call Now
            </a>
          ) : (
            <Link className="tp-button tp-button--primary tp-button--small" to={detailsHref} aria-describedby={titleId}>
              View Details
            </Link>
          )}
        </div>
      </div>
    </article>
  );
}
