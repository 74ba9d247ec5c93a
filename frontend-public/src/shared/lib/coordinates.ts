import type { MessageId } from '../../i18n/i18n';
/**
 * Coordinates: validation of the editor's text inputs (spec section 5) and the map links built from a point
 * (spec section 9: the map spans about 0.01 degrees around the point).
 */

export const INVALID_COORDINATES_TITLE: MessageId = 'coordinates.invalidTitle';
export const COORDINATES_REQUIRED_MESSAGE: MessageId = 'coordinates.required';
export const COORDINATES_RANGE_MESSAGE: MessageId = 'coordinates.range';

export type CoordinatesValidation =
  { ok: true; latitude: number; longitude: number } | { ok: false; title: MessageId; message: MessageId };

/** A decimal number typed by a person ('15.2', ' -120.5 '), or null when it is empty or not a number. */
export function parseDecimal(text: string | null | undefined): number | null {
  const trimmed = (text ?? '').trim();
  if (!/^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : null;
}

export function isValidLatitude(value: number): boolean {
  return value >= -90 && value <= 90;
}

export function isValidLongitude(value: number): boolean {
  return value >= -180 && value <= 180;
}

/** Both required and numeric ('Please enter valid latitude and longitude values'), then in range. */
export function validateCoordinates(latitudeText: string, longitudeText: string): CoordinatesValidation {
  const latitude = parseDecimal(latitudeText);
  const longitude = parseDecimal(longitudeText);
  if (latitude === null || longitude === null) {
    return { ok: false, title: INVALID_COORDINATES_TITLE, message: COORDINATES_REQUIRED_MESSAGE };
  }
  if (!isValidLatitude(latitude) || !isValidLongitude(longitude)) {
    return { ok: false, title: INVALID_COORDINATES_TITLE, message: COORDINATES_RANGE_MESSAGE };
  }
  return { ok: true, latitude, longitude };
}

export interface GeoPoint {
  latitude: number;
  longitude: number;
}

/** A point when both coordinates exist and are valid numbers, else null (then no map is shown). */
export function pointOf(latitude: unknown, longitude: unknown): GeoPoint | null {
  if (latitude === null || latitude === undefined || longitude === null || longitude === undefined) return null;
  if (latitude === '' || longitude === '') return null;
  const lat = Number(latitude);
  const lng = Number(longitude);
  if (!Number.isFinite(lat) || !Number.isFinite(lng) || !isValidLatitude(lat) || !isValidLongitude(lng)) return null;
  return { latitude: lat, longitude: lng };
}

/** Half the span of the map around the point: ±0.005° gives the spec's ~0.01°. */
export const MAP_HALF_SPAN = 0.005;

const fixed = (value: number) => Number(value.toFixed(6)).toString();

/** [west, south, east, north] around the point. */
export function mapBbox({ latitude, longitude }: GeoPoint): [number, number, number, number] {
  return [
    Number((longitude - MAP_HALF_SPAN).toFixed(6)),
    Number((latitude - MAP_HALF_SPAN).toFixed(6)),
    Number((longitude + MAP_HALF_SPAN).toFixed(6)),
    Number((latitude + MAP_HALF_SPAN).toFixed(6)),
  ];
}

/** OpenStreetMap's export embed with a marker on the point. */
export function osmEmbedUrl(point: GeoPoint): string {
  const bbox = mapBbox(point).map(fixed).join(',');
  const marker = `${fixed(point.latitude)},${fixed(point.longitude)}`;
  return `https://www.openstreetmap.org/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${marker}`;
}

/** The full OpenStreetMap page for the point (link under the embed). */
export function osmPageUrl({ latitude, longitude }: GeoPoint): string {
  return `https://www.openstreetmap.org/?mlat=${fixed(latitude)}&mlon=${fixed(longitude)}#map=17/${fixed(latitude)}/${fixed(longitude)}`;
}

export function googleMapsUrl({ latitude, longitude }: GeoPoint): string {
  return `https://www.google.com/maps/search/?api=1&query=${fixed(latitude)},${fixed(longitude)}`;
}

export function wazeUrl({ latitude, longitude }: GeoPoint): string {
  return `https://waze.com/ul?ll=${fixed(latitude)},${fixed(longitude)}&navigate=yes`;
}

/** Google Maps directions from the traveller's location to the point. */
export function directionsUrl({ latitude, longitude }: GeoPoint): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${fixed(latitude)},${fixed(longitude)}`;
}

/** '15.204600, 120.785600' for copying. */
export function formatCoordinates({ latitude, longitude }: GeoPoint): string {
  return `${latitude.toFixed(6)}, ${longitude.toFixed(6)}`;
}
