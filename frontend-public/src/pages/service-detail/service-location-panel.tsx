import type { ServiceResponse } from '@tara/api-client';
import { MapEmbed } from '../../features/catalog/components/map-embed';
import { useT } from '../../i18n/i18n';
import { directionsUrl, formatCoordinates, googleMapsUrl, pointOf, wazeUrl } from '../../shared/lib/coordinates';
import { Icon } from '../../shared/ui/icon';
import { Panel } from '../../shared/ui/panel';
import { useCopy } from './use-copy';

/** A service's Location: the map with Google Maps, Waze, Directions and Copy coordinates, or 'no location'. */
export function ServiceLocationPanel({ service }: { service: ServiceResponse }) {
  const t = useT();
  const copy = useCopy();
  const point = pointOf(service.latitude, service.longitude);
  return (
    <Panel titleId="tp-service-location" icon="navigation" title={t('place.location')}>
      {point ? (
        <MapEmbed
          point={point}
          name={service.name}
          actions={
            <>
              <a
                className="tp-button tp-button--ghost tp-button--small"
                href={googleMapsUrl(point)}
                target="_blank"
                rel="noopener noreferrer"
              >
                Google Maps<span className="tp-visually-hidden"> {t('common.opensInNewTab')}</span>
              </a>
              <a
                className="tp-button tp-button--ghost tp-button--small"
                href={wazeUrl(point)}
                target="_blank"
                rel="noopener noreferrer"
              >
                Waze<span className="tp-visually-hidden"> {t('common.opensInNewTab')}</span>
              </a>
              <a
                className="tp-button tp-button--primary tp-button--small"
                href={directionsUrl(point)}
                target="_blank"
                rel="noopener noreferrer"
              >
                <Icon name="navigation" size={16} />
                {t('service.directions')}
                <span className="tp-visually-hidden"> {t('common.opensInNewTab')}</span>
              </a>
              <button
                type="button"
                className="tp-icon-button"
                onClick={() => copy(formatCoordinates(point), t('copy.coordinatesCopied'))}
              >
                <Icon name="crosshair" size={16} />
                {t('copy.coordinates')}
              </button>
            </>
          }
        />
      ) : (
        <p className="tp-coupons__empty">{t('service.noLocation')}</p>
      )}
    </Panel>
  );
}
