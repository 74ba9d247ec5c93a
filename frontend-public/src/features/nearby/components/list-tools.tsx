import { useT } from '../../../i18n/i18n';
import { Icon } from '../../../shared/ui/icon';
import './list-tools.css';

/** 'Open now' (issue 33.2): a toggle; the server filters, so that paging stays right. */
export function OpenNowToggle({ pressed, onChange }: { pressed: boolean; onChange: (pressed: boolean) => void }) {
  const t = useT();
  return (
    <button type="button" className="tp-tool-button" aria-pressed={pressed} onClick={() => onChange(!pressed)}>
      <Icon name="clock" size={16} />
      {t('nearby.openNow')}
    </button>
  );
}

/** 'Top rated' (issue 32.3): best Bayesian rating first, instead of the list's own order or the distance. */
export function TopRatedToggle({ pressed, onChange }: { pressed: boolean; onChange: (pressed: boolean) => void }) {
  const t = useT();
  return (
    <button type="button" className="tp-tool-button" aria-pressed={pressed} onClick={() => onChange(!pressed)}>
      <Icon name="star" size={16} />
      {t('nearby.topRated')}
    </button>
  );
}

/** List / Map (issue 33.4): two toggles in a group; the list is the accessible alternative of the map. */
export function ViewSwitch({
  view,
  onChange,
  preloadMap,
}: {
  view: 'list' | 'map';
  onChange: (view: 'list' | 'map') => void;
  /** Starts the map's download when the pointer or the focus reaches 'Map'. */
  preloadMap?: () => void;
}) {
  const t = useT();
  return (
    <div className="tp-view-switch" role="group" aria-label={t('nearby.viewLabel')}>
      <button type="button" className="tp-tool-button" aria-pressed={view === 'list'} onClick={() => onChange('list')}>
        {t('nearby.viewList')}
      </button>
      <button
        type="button"
        className="tp-tool-button"
        aria-pressed={view === 'map'}
        onClick={() => onChange('map')}
        onPointerEnter={preloadMap}
        onFocus={preloadMap}
      >
        <Icon name="map-pin" size={16} />
        {t('nearby.viewMap')}
      </button>
    </div>
  );
}
