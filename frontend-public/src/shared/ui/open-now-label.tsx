import { localeOf, useLanguage } from '@tara/i18n';
import { useT } from '../../i18n/i18n';
import { openLabel, type PlaceHours } from '../lib/open-hours';
import { useNow } from '../lib/use-now';
import './open-now-label.css';

/**
 * 'Open now · closes 9:00 PM', 'Closes in 25 min', 'Closed · opens 6:00 AM' or 'Open 24 hours' (shared/lib/open-hours.ts),
 * told again as time passes; nothing for a place whose hours are unknown.
 */
export function OpenNowLabel({ hours, size = 'md' }: { hours: PlaceHours | null | undefined; size?: 'md' | 'lg' }) {
  const t = useT();
  const language = useLanguage();
  const label = openLabel(hours, useNow(), localeOf(language));
  if (!label) return null;
  return (
    <span className={`tp-open-label tp-open-label--${label.tone} tp-open-label--${size}`} data-testid="open-label">
      <span className="tp-visually-hidden">{t('openHours.label')}: </span>
      {t(label.id, label.values)}
    </span>
  );
}
