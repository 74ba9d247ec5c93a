import { useT } from '../../../i18n/i18n';
import { Icon, type IconName } from '../../../shared/ui/icon';
import './list-tools.css';

/** A toggle of the list's tools: 'Open now' (the server filters, so that paging stays right) or 'Top rated'. */
export function ToolToggle({
  pressed,
  onChange,
  icon,
  label,
}: {
  pressed: boolean;
  onChange: (pressed: boolean) => void;
  icon: IconName;
  label: string;
}) {
  return (
    <button type="button" className="tp-tool-button" aria-pressed={pressed} onClick={() => onChange(!pressed)}>
      <Icon name={icon} size={16} />
      {label}
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
