import { CatalogMessages } from './catalog-rules.js';

/**
 * The orders of a place list besides its default one (docs/near-me.md): nearest first from a point (`near`), and the
 * Bayesian rating (`sort=rating`).
 */
export enum PlaceSort {
  /** Best Bayesian average first ((C*m + sum of stars) / (C + n)); places without reviews last. */
  Rating = 'rating',
}

export const PLACE_SORTS: readonly PlaceSort[] = Object.values(PlaceSort);

/** A point on the earth in decimal degrees (WGS 84, as the places' own coordinates). */
export interface GeoPoint {
  readonly latitude: number;
  readonly longitude: number;
}

/** The longest `near` read at all: '-89.1234567890,-179.1234567890' fits with room; longer is refused unread. */
export const NEAR_MAX_LENGTH = 64;

/** `near` is 'latitude,longitude': two decimal numbers (no exponent, no hex, no Infinity), optional spaces around. */
const NEAR_PATTERN = /^\s*([+-]?(?:\d+(?:\.\d*)?|\.\d+))\s*,\s*([+-]?(?:\d+(?:\.\d*)?|\.\d+))\s*$/;

export const NearMessages = {
  format: 'near must be "latitude,longitude" in decimal degrees, e.g. near=15.0286,120.6898',
  range: CatalogMessages.coordinatesOutOfRange,
} as const;

/**
 * Reads `near`: the point, or the message saying what is wrong (the spec's coordinate rules, product spec 5:
 * latitude -90..90, longitude -180..180, with its range message). Anything but one short string of two decimal
 * numbers (an array of repeated keys, 'abc', '1,2,3', NaN, Infinity, 1e3) is a format error.
 */
export function readNear(value: unknown): GeoPoint | { readonly error: string } {
  if (typeof value !== 'string' || value.length > NEAR_MAX_LENGTH) return { error: NearMessages.format };
  const match = NEAR_PATTERN.exec(value);
  if (!match) return { error: NearMessages.format };
  const latitude = Number(match[1]);
  const longitude = Number(match[2]);
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return { error: NearMessages.format };
  if (latitude < -90 || latitude > 90 || longitude < -180 || longitude > 180) return { error: NearMessages.range };
  return { latitude, longitude };
}

/** The point of a `near` that validation let through; undefined when absent (or, defensively, unreadable). */
export function nearPointOf(value: string | undefined): GeoPoint | undefined {
  if (value === undefined) return undefined;
  const read = readNear(value);
  return 'error' in read ? undefined : read;
}

/** The great-circle distance in kilometres between two points (haversine, mean earth radius 6,371 km). */
export function haversineKm(a: GeoPoint, b: GeoPoint): number {
  const rad = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = rad(b.latitude - a.latitude);
  const dLng = rad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}
