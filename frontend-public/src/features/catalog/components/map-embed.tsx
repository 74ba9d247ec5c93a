import type { ReactNode } from 'react';
import { osmEmbedUrl, osmPageUrl, type GeoPoint } from '../../../shared/lib/coordinates';
import { Icon } from '../../../shared/ui/icon';
import { useT } from '../../../i18n/i18n';
import './map-embed.css';

interface MapEmbedProps {
  point: GeoPoint;
  /** Place name, used in the iframe title. */
  name: string;
  /** Buttons under the map (Google Maps, Waze, Directions...). */
  actions?: ReactNode;
}

/** OpenStreetMap's embed, ~0.01° around the point, with a marker (spec section 9). Loaded lazily. */
export function MapEmbed({ point, name, actions }: MapEmbedProps) {
  const t = useT();
  return (
    <figure className="tp-map">
      <div className="tp-map__frame">
        <iframe
          title={t('map.title', { name })}
          src={osmEmbedUrl(point)}
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
          width={600}
          height={320}
        />
      </div>
      <figcaption className="tp-map__caption">
        <a href={osmPageUrl(point)} target="_blank" rel="noopener noreferrer">
          {t('map.larger')}
          <Icon name="external-link" size={14} />
          <span className="tp-visually-hidden"> {t('common.opensInNewTab')}</span>
        </a>
        {actions && <div className="tp-map__actions">{actions}</div>}
      </figcaption>
    </figure>
  );
}
