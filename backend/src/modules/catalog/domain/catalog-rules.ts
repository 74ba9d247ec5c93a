/**
 * Rules shared by destinations and services (the catalog's shared kernel, plain TypeScript). Each rule that
 * fails calls the module's `fail` function, which turns the rule into that module's own error code
 * (DestinationErrorCode, ServiceErrorCode): one rule set, one error enum per module (STYLE.md).
 */
export enum CatalogRule {
  NameRequired = 'name-required',
  TextTooLong = 'text-too-long',
  InvalidCoordinates = 'invalid-coordinates',
  CoordinatesOutOfRange = 'coordinates-out-of-range',
  InvalidWebsite = 'invalid-website',
  InvalidImageUrl = 'invalid-image-url',
  TooManyImages = 'too-many-images',
  InvalidPhone = 'invalid-phone',
  UnknownCategory = 'unknown-category',
  CategoryNotAllowed = 'category-not-allowed',
  InvalidOpeningHours = 'invalid-opening-hours',
}

/** Builds (never throws) the module's error for a broken rule; the rule functions throw it. */
export type RuleViolation = (rule: CatalogRule, message: string, field: string) => Error;

/** The messages of product spec section 5, shown verbatim by the frontends. */
export const CatalogMessages = {
  nameRequired: 'Name is required',
  invalidCoordinates: 'Please enter valid latitude and longitude values',
  coordinatesOutOfRange: 'Latitude must be between -90 and 90, longitude between -180 and 180',
  invalidWebsite: 'Website must be an http(s) URL',
  invalidImageUrl: 'Image URLs must be http(s) URLs or paths served by this site',
} as const;

export const CatalogLimits = {
  name: 120,
  description: 4000,
  address: 300,
  phone: 60,
  hours: 200,
  url: 2048,
} as const;

/** A text field as received: absent (undefined: leave as is), null or '' (clear), or a value. */
export type TextInput = string | null | undefined;

/** The name: required, trimmed, inner runs of white space collapsed, at most 120 characters. */
export function requireName(value: TextInput, fail: RuleViolation): string {
  const name = (value ?? '').trim().replace(/\s+/g, ' ');
  if (name.length === 0) throw fail(CatalogRule.NameRequired, CatalogMessages.nameRequired, 'name');
  if (name.length > CatalogLimits.name) {
    throw fail(CatalogRule.TextTooLong, `Name must be at most ${CatalogLimits.name} characters`, 'name');
  }
  return name;
}

/** An optional free text: trimmed; null, '' or only white space clears it (null). */
export function optionalText(
  value: TextInput,
  field: string,
  label: string,
  max: number,
  fail: RuleViolation,
): string | null {
  const text = (value ?? '').trim();
  if (text.length === 0) return null;
  if (text.length > max) throw fail(CatalogRule.TextTooLong, `${label} must be at most ${max} characters`, field);
  return text;
}

const PHONE_PATTERN = /^[0-9+()\-./ ]+$/;

/** A phone number as people write them in the Philippines: '(045) 961 2121', '+63 917 555 0123', '911', '0917-555-0123 / 0998-555-0123'. */
export function optionalPhone(value: TextInput, fail: RuleViolation): string | null {
  const phone = optionalText(value, 'phone', 'Phone', CatalogLimits.phone, fail);
  if (phone === null) return null;
  const digits = phone.replace(/\D/g, '').length;
  if (!PHONE_PATTERN.test(phone) || digits < 3) {
    throw fail(CatalogRule.InvalidPhone, 'Phone must be a phone number: digits, spaces and + ( ) - / . only', 'phone');
  }
  return phone.replace(/\s+/g, ' ');
}

/** True for an absolute http: or https: URL with a host. */
export function isHttpUrl(value: string): boolean {
  if (/\s/.test(value)) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
}

/** True for a path on this site: '/api/artwork/...', never '//host/...' (protocol-relative) or '/\\host'. */
export function isSameSitePath(value: string): boolean {
  return /^\/(?![/\\])[^\s\\]*$/.test(value);
}

/** The website: an http(s) URL; null/'' clears it. */
export function optionalWebsite(value: TextInput, fail: RuleViolation): string | null {
  const url = optionalText(value, 'website', 'Website', CatalogLimits.url, fail);
  if (url !== null && !isHttpUrl(url))
    throw fail(CatalogRule.InvalidWebsite, CatalogMessages.invalidWebsite, 'website');
  return url;
}

/** One image URL: http(s) or a path served by this site (the generated artwork); null/'' clears it. */
export function optionalImageUrl(value: TextInput, field: string, fail: RuleViolation): string | null {
  const url = optionalText(value, field, 'Image URL', CatalogLimits.url, fail);
  if (url !== null && !isHttpUrl(url) && !isSameSitePath(url)) {
    throw fail(CatalogRule.InvalidImageUrl, CatalogMessages.invalidImageUrl, field);
  }
  return url;
}

/**
 * A list of image URLs (first is the cover): each checked like optionalImageUrl, empty entries dropped,
 * at most `max` entries (else `tooMany`). null clears the list.
 */
export function imageList(
  values: ReadonlyArray<string | null> | null | undefined,
  max: number,
  tooMany: string,
  fail: RuleViolation,
): string[] {
  const urls = (values ?? [])
    .map((value, index) => optionalImageUrl(value, `images.${index}`, fail))
    .filter((url): url is string => url !== null);
  if (urls.length > max) throw fail(CatalogRule.TooManyImages, tooMany, 'images');
  return urls;
}

/** A coordinate as received: a number, a numeric string (the spec enters them as text), or null/'' (none). */
export type CoordinateInput = number | string | null | undefined;

const NUMERIC = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;

/** Parses one coordinate: null for null/''/blank, a finite number, or throws 'Please enter valid latitude and longitude values'. */
export function parseCoordinate(
  value: CoordinateInput,
  field: 'latitude' | 'longitude',
  fail: RuleViolation,
): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw fail(CatalogRule.InvalidCoordinates, CatalogMessages.invalidCoordinates, field);
    return value;
  }
  const text = value.trim();
  if (text === '') return null;
  if (!NUMERIC.test(text)) throw fail(CatalogRule.InvalidCoordinates, CatalogMessages.invalidCoordinates, field);
  return Number(text);
}

export interface Coordinates {
  readonly latitude: number | null;
  readonly longitude: number | null;
}

/**
 * A location is both coordinates or neither ('Please enter valid latitude and longitude values' when only
 * one is set), latitude within -90..90 and longitude within -180..180 (the spec's range message).
 */
export function checkCoordinates(latitude: number | null, longitude: number | null, fail: RuleViolation): Coordinates {
  if ((latitude === null) !== (longitude === null)) {
    throw fail(
      CatalogRule.InvalidCoordinates,
      CatalogMessages.invalidCoordinates,
      latitude === null ? 'latitude' : 'longitude',
    );
  }
  if (latitude !== null && longitude !== null) {
    if (latitude < -90 || latitude > 90) {
      throw fail(CatalogRule.CoordinatesOutOfRange, CatalogMessages.coordinatesOutOfRange, 'latitude');
    }
    if (longitude < -180 || longitude > 180) {
      throw fail(CatalogRule.CoordinatesOutOfRange, CatalogMessages.coordinatesOutOfRange, 'longitude');
    }
  }
  return { latitude, longitude };
}
