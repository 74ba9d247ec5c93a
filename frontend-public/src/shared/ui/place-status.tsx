import { formatNumber, useLanguage } from '@tara/i18n';
import { useT } from '../../i18n/i18n';
import type { PlaceHours } from '../lib/open-hours';
import { Icon } from './icon';
import { OpenNowLabel } from './open-now-label';
import './open-now-label.css';

/**
 * A card's line of what changes with the visitor's time and place (issue 33): the 'open now' label from the place's
 * hours and, in a list sorted by distance, '1.2 km away'. Nothing when neither is known.
 */
export function PlaceStatus({ openState, distanceKm }: { openState?: PlaceHours | null; distanceKm?: number | null }) {
  const t = useT();
  const language = useLanguage();
  const distance =
    typeof distanceKm === 'number' && Number.isFinite(distanceKm)
      ? formatNumber(distanceKm, language, { minimumFractionDigits: 1, maximumFractionDigits: 1 })
      : null;
  if (!openState && distance === null) return null;
  return (
    <p className="tp-place-status">
      <OpenNowLabel hours={openState} />
      {distance !== null && (
        <span className="tp-place-status__distance" data-testid="distance">
          <Icon name="navigation" size={14} />
          <span className="tp-visually-hidden">{t('nearby.distanceLabel')}: </span>
          {t('nearby.distance', { km: distance })}
        </span>
      )}
    </p>
  );
}
