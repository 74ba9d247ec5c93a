import { useEffect, useId, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';
import 'leaflet/dist/leaflet.css';
import 'leaflet.markercluster/dist/MarkerCluster.css';
import { useT } from '../../i18n/i18n';
import type { GeoPoint } from '../../shared/lib/coordinates';
import { Icon } from '../../shared/ui/icon';
import { placesOnMap, type MapPlace, type MapTiles } from './map-places';
import { useLeafletMap } from './use-leaflet-map';
import './place-map.css';

export interface PlaceMapProps<T extends MapPlace> {
  places: readonly T[];
  /** The map's accessible name: 'Map of the places in the list'. */
  label: string;
  /** The card a marker opens (the list's own card). */
  renderCard: (place: T) => ReactNode;
  /** Back to the list (the map's accessible alternative). */
  onShowList: () => void;
  /** Where the list is sorted from ('Near me'), shown as a dot. */
  origin?: GeoPoint | null;
  tiles: MapTiles | null;
}

/**
 * The map of a list (issue 33.4), in its own chunk with Leaflet: the places as clustered markers (buttons named by
 * the place, reached with Tab), on the configured tiles or a plain background. A marker opens the place's card under
 * the map and moves the focus to it; closing it gives the focus back to the marker. 'Show list' goes back to the list.
 */
export function PlaceMap<T extends MapPlace>({
  places,
  label,
  renderCard,
  onShowList,
  origin = null,
  tiles,
}: PlaceMapProps<T>) {
  const t = useT();
  const helpId = useId();
  const container = useRef<HTMLDivElement>(null);
  const card = useRef<HTMLDivElement>(null);
  const [openId, setOpenId] = useState<string | null>(null);
  const { placed, missing } = useMemo(() => placesOnMap(places), [places]);
  const words = useMemo(() => ({ cluster: (count: number) => t('map.cluster', { count }), you: t('map.you') }), [t]);
  const markerOf = useLeafletMap(container, {
    placed,
    tiles,
    origin,
    words,
    onOpen: (id) => {
      setOpenId(id);
      // After the card renders: the focus goes to it, so that a keyboard or screen reader user reaches it at once.
      requestAnimationFrame(() => card.current?.focus());
    },
  });
  const open = openId ? placed.find(({ place }) => place.id === openId)?.place : undefined;
  const close = () => {
    const marker = openId ? markerOf(openId) : null;
    setOpenId(null);
    marker?.focus();
  };
  useEscape(card, open ? close : null);

  return (
    <div className="tp-map">
      <div className="tp-map__bar">
        <p id={helpId} className="tp-map__help">
          {t('map.help')}
        </p>
        <button type="button" className="tp-map__show-list" onClick={onShowList}>
          {t('map.showList')}
        </button>
      </div>
      <div
        ref={container}
        className={`tp-map__canvas${tiles ? '' : ' tp-map__canvas--plain'}`}
        role="region"
        aria-label={label}
        aria-describedby={helpId}
        data-testid="place-map"
        data-markers={placed.length}
      />
      {missing > 0 && <p className="tp-map__missing">{t('map.missing', { count: missing })}</p>}
      {open && (
        <div
          ref={card}
          className="tp-map__card"
          role="group"
          aria-label={open.name}
          tabIndex={-1}
          data-testid="map-card"
        >
          <button type="button" className="tp-map__close" aria-label={t('map.close')} onClick={close}>
            <Icon name="close" size={18} />
          </button>
          {renderCard(open)}
        </div>
      )}
    </div>
  );
}

/** Escape inside `element` calls `onEscape` (the open card closes, as a dialog would). */
function useEscape(element: RefObject<HTMLElement | null>, onEscape: (() => void) | null) {
  const handler = useRef(onEscape);
  useEffect(() => {
    handler.current = onEscape;
  });
  const active = onEscape !== null;
  useEffect(() => {
    const target = element.current;
    if (!active || !target) return;
    const listener = (event: KeyboardEvent) => event.key === 'Escape' && handler.current?.();
    target.addEventListener('keydown', listener);
    return () => target.removeEventListener('keydown', listener);
  }, [element, active]);
}
