import { describe, expect, it } from '@jest/globals';
import { t, type MessageId } from '../../i18n/i18n';
import {
  COORDINATES_RANGE_MESSAGE,
  COORDINATES_REQUIRED_MESSAGE,
  directionsUrl,
  googleMapsUrl,
  mapBbox,
  osmEmbedUrl,
  parseDecimal,
  pointOf,
  validateCoordinates,
  wazeUrl,
} from './coordinates';

/** A validation result with its messages in English (they are message ids). */
function inWords<T extends object>(result: T): T {
  return 'title' in result && 'message' in result
    ? { ...result, title: t(result.title as MessageId), message: t(result.message as MessageId) }
    : result;
}

describe('coordinate validation (spec section 5)', () => {
  it('requires both values as numbers', () => {
    for (const [lat, lng] of [
      ['', ''],
      ['15.1', ''],
      ['', '120.6'],
      ['abc', '120.6'],
      ['15.1', '12o.6'],
      ['  ', '120'],
    ]) {
      expect(inWords(validateCoordinates(lat, lng))).toEqual({
        ok: false,
        title: 'Invalid Coordinates',
        message: 'Please enter valid latitude and longitude values',
      });
    }
    expect(t(COORDINATES_REQUIRED_MESSAGE)).toBe('Please enter valid latitude and longitude values');
  });

  it('rejects values out of range', () => {
    for (const [lat, lng] of [
      ['90.0001', '120'],
      ['-91', '120'],
      ['15', '180.5'],
      ['15', '-181'],
    ]) {
      expect(inWords(validateCoordinates(lat, lng))).toEqual({
        ok: false,
        title: 'Invalid Coordinates',
        message: 'Latitude must be between -90 and 90, longitude between -180 and 180',
      });
    }
    expect(t(COORDINATES_RANGE_MESSAGE)).toBe('Latitude must be between -90 and 90, longitude between -180 and 180');
  });

  it('accepts trimmed numbers at the limits', () => {
    expect(validateCoordinates(' 15.0794 ', '120.62')).toEqual({ ok: true, latitude: 15.0794, longitude: 120.62 });
    expect(validateCoordinates('-90', '180')).toEqual({ ok: true, latitude: -90, longitude: 180 });
    expect(validateCoordinates('+.5', '-0')).toMatchObject({ ok: true, latitude: 0.5 });
    expect(parseDecimal('1e5')).toBeNull();
  });

  it('has a point only when both coordinates exist', () => {
    expect(pointOf(15.2, 120.74)).toEqual({ latitude: 15.2, longitude: 120.74 });
    expect(pointOf('15.2', '120.74')).toEqual({ latitude: 15.2, longitude: 120.74 });
    expect(pointOf(null, 120.74)).toBeNull();
    expect(pointOf(15.2, undefined)).toBeNull();
    expect(pointOf(0, 0)).toEqual({ latitude: 0, longitude: 0 });
  });
});

describe('map links (spec section 9: about 0.01 degrees around the point)', () => {
  const point = { latitude: 15.2, longitude: 120.74 };

  it('spans ±0.005° around the point', () => {
    const [west, south, east, north] = mapBbox(point);
    expect(west).toBeCloseTo(120.735, 9);
    expect(south).toBeCloseTo(15.195, 9);
    expect(east).toBeCloseTo(120.745, 9);
    expect(north).toBeCloseTo(15.205, 9);
    expect(east - west).toBeCloseTo(0.01, 9);
    expect(north - south).toBeCloseTo(0.01, 9);
  });

  it('builds the OpenStreetMap embed with bbox and marker', () => {
    const url = new URL(osmEmbedUrl(point));
    expect(url.origin + url.pathname).toBe('https://www.openstreetmap.org/export/embed.html');
    expect(url.searchParams.get('bbox')).toBe('120.735,15.195,120.745,15.205');
    expect(url.searchParams.get('marker')).toBe('15.2,120.74');
    expect(url.searchParams.get('layer')).toBe('mapnik');
  });

  it('handles negative coordinates without float noise', () => {
    const url = new URL(osmEmbedUrl({ latitude: -33.8688, longitude: 151.2093 }));
    expect(url.searchParams.get('bbox')).toBe('151.2043,-33.8738,151.2143,-33.8638');
  });

  it('links Google Maps, Waze and directions', () => {
    expect(googleMapsUrl(point)).toBe('https://www.google.com/maps/search/?api=1&query=15.2,120.74');
    expect(wazeUrl(point)).toBe('https://waze.com/ul?ll=15.2,120.74&navigate=yes');
    expect(directionsUrl(point)).toBe('https://www.google.com/maps/dir/?api=1&destination=15.2,120.74');
  });
});
