import { useEffect, useRef, type RefObject } from 'react';
import L from 'leaflet';
import 'leaflet.markercluster';
import type { GeoPoint } from '../../shared/lib/coordinates';
import { FIT_MAX_ZOOM, PAMPANGA_VIEW, type MapPlace, type MapTiles, type PlacedPlace } from './map-places';

/** The words the map writes into Leaflet's elements (they are not React's). */
export interface MapWords {
  cluster: (count: number) => string;
  you: string;
}

/** A marker's icon: a pin drawn with CSS (no image from another host), named by the place for screen readers. */
function placeIcon(name: string): L.DivIcon {
  const html = document.createElement('span');
  html.className = 'tp-map-marker__pin';
  const label = document.createElement('span');
  label.className = 'tp-visually-hidden';
  label.textContent = name;
  html.append(label);
  return L.divIcon({ html, className: 'tp-map-marker', iconSize: [32, 32], iconAnchor: [16, 30] });
}

/** A cluster's icon: its count, and for screen readers '5 places here, zoom in'. */
function clusterIcon(count: number, words: MapWords): L.DivIcon {
  const html = document.createElement('span');
  html.className = 'tp-map-cluster__count';
  html.setAttribute('aria-hidden', 'true');
  html.textContent = String(count);
  const label = document.createElement('span');
  label.className = 'tp-visually-hidden';
  label.textContent = words.cluster(count);
  const wrapper = document.createElement('span');
  wrapper.append(html, label);
  return L.divIcon({ html: wrapper, className: 'tp-map-cluster', iconSize: [44, 44] });
}

/** Enter or Space on a focused marker opens it, as a click does (Leaflet's own keypress handles Enter only). */
function openOnKeys(element: HTMLElement | undefined, open: () => void) {
  if (!element) return;
  element.onkeydown = (event) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    event.stopPropagation();
    open();
  };
}

/** The closest zoom of a map without tiles. */
const PLAIN_MAX_ZOOM = 18;

const latLng = (point: GeoPoint) => L.latLng(point.latitude, point.longitude);

/**
 * A Leaflet map in `container`: the tiles when configured (else a plain background), the places as keyboard-focusable
 * markers in clusters, fitted into view, and the list's origin ('Near me') as a dot. `onOpen` gets the id of a marker
 * clicked or pressed. Returns the marker elements by place id, for giving the focus back when a card closes.
 */
export function useLeafletMap<T extends MapPlace>(
  container: RefObject<HTMLDivElement | null>,
  {
    placed,
    tiles,
    origin,
    words,
    onOpen,
  }: {
    placed: readonly PlacedPlace<T>[];
    tiles: MapTiles | null;
    origin: GeoPoint | null;
    words: MapWords;
    onOpen: (id: string) => void;
  },
) {
  const mapRef = useRef<L.Map | null>(null);
  const markers = useRef(new Map<string, L.Marker>());
  // The newest handler and words for Leaflet's listeners, which are bound once per set of markers.
  const latest = useRef({ onOpen, words });
  useEffect(() => {
    latest.current = { onOpen, words };
  });

  // The map itself, once; the tiles when configured.
  useEffect(() => {
    if (!container.current) return;
    const map = L.map(container.current, {
      center: latLng(PAMPANGA_VIEW.center),
      zoom: PAMPANGA_VIEW.zoom,
      // Without tiles the map still needs a zoom range (the clusters do): the tiles' own, else street level.
      maxZoom: tiles?.maxZoom ?? PLAIN_MAX_ZOOM,
      attributionControl: tiles !== null,
      scrollWheelZoom: false,
    });
    if (tiles) L.tileLayer(tiles.url, { attribution: tiles.attribution, maxZoom: tiles.maxZoom }).addTo(map);
    mapRef.current = map;
    return () => {
      map.remove();
      mapRef.current = null;
    };
  }, [container, tiles]);

  // The markers, again whenever the places change.
  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    const group = L.markerClusterGroup({
      showCoverageOnHover: false,
      iconCreateFunction: (cluster) => clusterIcon(cluster.getChildCount(), latest.current.words),
    });
    markers.current.clear();
    for (const { place, point } of placed) {
      const marker = L.marker(latLng(point), { icon: placeIcon(place.name), title: place.name, keyboard: true });
      const open = () => latest.current.onOpen(place.id);
      marker.on('click', open);
      marker.on('add', () => openOnKeys(marker.getElement(), open));
      markers.current.set(place.id, marker);
      group.addLayer(marker);
    }
    map.addLayer(group);
    const you = origin
      ? L.circleMarker(latLng(origin), { radius: 8, className: 'tp-map-you', interactive: false }).addTo(map)
      : null;
    you?.getElement()?.setAttribute('aria-label', latest.current.words.you);
    const points = [...placed.map(({ point }) => latLng(point)), ...(origin ? [latLng(origin)] : [])];
    if (points.length > 0) map.fitBounds(L.latLngBounds(points), { padding: [32, 32], maxZoom: FIT_MAX_ZOOM });
    return () => {
      map.removeLayer(group);
      you?.remove();
    };
  }, [placed, origin, tiles]);

  /** The element of a place's marker, or of the cluster it is in now; else the map. */
  return (id: string): HTMLElement | null => {
    const marker = markers.current.get(id);
    const element = marker?.getElement();
    if (element && element.isConnected) return element;
    return container.current;
  };
}
