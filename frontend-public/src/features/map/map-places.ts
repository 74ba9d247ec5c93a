import { pointOf, type GeoPoint } from '../../shared/lib/coordinates';

/** What the map needs of a place: its id, its name (the marker's accessible name) and its coordinates. */
export interface MapPlace {
  id: string;
  name: string;
  latitude?: unknown;
  longitude?: unknown;
}

export interface PlacedPlace<T extends MapPlace> {
  place: T;
  point: GeoPoint;
}

/** The places that have a valid point (on the map), and how many have none (said under the map). */
export function placesOnMap<T extends MapPlace>(places: readonly T[]): { placed: PlacedPlace<T>[]; missing: number } {
  const placed: PlacedPlace<T>[] = [];
  for (const place of places) {
    const point = pointOf(place.latitude, place.longitude);
    if (point) placed.push({ place, point });
  }
  return { placed, missing: places.length - placed.length };
}

/** Pampanga's centre (the City of San Fernando) and a zoom that shows the province: the view of an empty map. */
export const PAMPANGA_VIEW = { center: { latitude: 15.0286, longitude: 120.6898 }, zoom: 10 };

/** Zoom no closer than this when fitting the markers (one place alone is not shown at street level). */
export const FIT_MAX_ZOOM = 15;

/**
 * The tile source of the map (docs/map.md): a URL template with {z}/{x}/{y}, its attribution and its highest zoom;
 * null where none is configured (tests, offline, a deployment without a provider): the markers on a plain background.
 */
export interface MapTiles {
  url: string;
  attribution: string;
  maxZoom: number;
}
