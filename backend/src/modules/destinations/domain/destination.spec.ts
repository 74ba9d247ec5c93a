import { Destination, type DestinationChanges } from './destination.js';
import { DestinationError, DestinationErrorCode } from './destination.errors.js';

const ID = '00000000-0000-4000-8000-000000000001';
const T0 = new Date('2026-11-20T00:00:00Z');
const T1 = new Date('2026-11-21T00:00:00Z');

function failure(action: () => unknown): { code: DestinationErrorCode; message: string; field: unknown } | undefined {
  try {
    action();
  } catch (error) {
    if (error instanceof DestinationError)
      return { code: error.code, message: error.message, field: error.details?.field };
    throw error;
  }
  return undefined;
}

const full = (): Destination =>
  Destination.create(
    ID,
    {
      name: 'Miyamit Falls',
      description: 'A waterfall.',
      address: 'Porac, Pampanga',
      latitude: 15.105,
      longitude: 120.437,
      phone: '0917 123 4567',
      website: 'https://example.com',
      imageUrl: '/api/artwork/destination/miyamit-falls.svg',
      images: ['/a.svg', '/b.svg'],
      categoryId: '00000000-0000-4000-8000-0000000000aa',
    },
    T0,
  );

describe('Destination', () => {
  it('creates a destination: trimmed texts, not verified, unrated, both timestamps now', () => {
    const destination = Destination.create(
      ID,
      { name: '  Betis   Church ', description: '  Murals.  ', address: '' },
      T0,
    );
    expect(destination).toMatchObject({
      id: ID,
      name: 'Betis Church',
      description: 'Murals.',
      address: null,
      latitude: null,
      longitude: null,
      images: [],
      rating: null,
      reviewCount: 0,
      isVerified: false,
      categoryId: null,
      createdAt: T0,
      updatedAt: T0,
    });
  });

  it('reads coordinates given as numbers or numeric strings', () => {
    expect(Destination.create(ID, { name: 'X', latitude: ' 15.2003 ', longitude: '+120.7417' }, T0)).toMatchObject({
      latitude: 15.2003,
      longitude: 120.7417,
    });
    expect(Destination.create(ID, { name: 'X', latitude: -90, longitude: 180 }, T0)).toMatchObject({
      latitude: -90,
      longitude: 180,
    });
  });

  it.each<[DestinationChanges, DestinationErrorCode, string, string]>([
    [{ name: undefined }, DestinationErrorCode.NameRequired, 'Name is required', 'name'],
    [{ name: ' \n ' }, DestinationErrorCode.NameRequired, 'Name is required', 'name'],
    [
      { latitude: 90.0001, longitude: 0 },
      DestinationErrorCode.CoordinatesOutOfRange,
      'Latitude must be between -90 and 90, longitude between -180 and 180',
      'latitude',
    ],
    [
      { latitude: 0, longitude: -180.5 },
      DestinationErrorCode.CoordinatesOutOfRange,
      'Latitude must be between -90 and 90, longitude between -180 and 180',
      'longitude',
    ],
    [
      { latitude: '15°N', longitude: '120' },
      DestinationErrorCode.InvalidCoordinates,
      'Please enter valid latitude and longitude values',
      'latitude',
    ],
    [
      { latitude: '1e2', longitude: '120' },
      DestinationErrorCode.InvalidCoordinates,
      'Please enter valid latitude and longitude values',
      'latitude',
    ],
    [
      { latitude: Number.NaN, longitude: 120 },
      DestinationErrorCode.InvalidCoordinates,
      'Please enter valid latitude and longitude values',
      'latitude',
    ],
    [
      { latitude: 15 },
      DestinationErrorCode.InvalidCoordinates,
      'Please enter valid latitude and longitude values',
      'longitude',
    ],
    [
      { website: 'ftp://example.com' },
      DestinationErrorCode.InvalidWebsite,
      'Website must be an http(s) URL',
      'website',
    ],
    [{ website: '/local/page' }, DestinationErrorCode.InvalidWebsite, 'Website must be an http(s) URL', 'website'],
    [
      { imageUrl: 'javascript:alert(1)' },
      DestinationErrorCode.InvalidImageUrl,
      'Image URLs must be http(s) URLs or paths served by this site',
      'imageUrl',
    ],
    [
      { imageUrl: '/\\evil.example/a.png' },
      DestinationErrorCode.InvalidImageUrl,
      'Image URLs must be http(s) URLs or paths served by this site',
      'imageUrl',
    ],
    [
      { images: ['/1', '/2', '/3', '/4', '/5'] },
      DestinationErrorCode.TooManyImages,
      'At most 3 extra images',
      'images',
    ],
    [
      { images: ['/1', 'http://ok.example/2', 'blob:x'] },
      DestinationErrorCode.InvalidImageUrl,
      'Image URLs must be http(s) URLs or paths served by this site',
      'images.2',
    ],
    [
      { phone: 'ask the guard' },
      DestinationErrorCode.InvalidPhone,
      'Phone must be a phone number: digits, spaces and + ( ) - / . only',
      'phone',
    ],
    [
      { description: 'x'.repeat(4001) },
      DestinationErrorCode.TextTooLong,
      'Description must be at most 4000 characters',
      'description',
    ],
  ])('refuses %j with %s', (changes, code, message, field) => {
    expect(failure(() => Destination.create(ID, { name: 'Place', ...changes }, T0))).toEqual({ code, message, field });
  });

  it('accepts a cover and 3 extra images, http(s) URLs and same-site paths; drops empty entries', () => {
    const images = [
      '/api/artwork/destination/a.svg?icon=church&color=%23AABBCC',
      'https://example.com/b.jpg',
      '',
      'http://example.com/c.png',
      '/d.svg',
    ];
    expect(Destination.create(ID, { name: 'X', images }, T0).images).toEqual([
      images[0],
      images[1],
      images[3],
      images[4],
    ]);
  });

  it('updates only the given fields and stamps updatedAt; null or "" clears', () => {
    const before = full();
    const after = before.update(
      { description: null, phone: '', website: '   ', images: null, name: 'Miyamit Falls, Porac' },
      T1,
    );
    expect(after).toMatchObject({
      name: 'Miyamit Falls, Porac',
      description: null,
      phone: null,
      website: null,
      images: [],
      address: 'Porac, Pampanga',
      latitude: 15.105,
      imageUrl: '/api/artwork/destination/miyamit-falls.svg',
      createdAt: T0,
      updatedAt: T1,
    });
    expect(before.description).toBe('A waterfall.'); // immutable
  });

  it('keeps the name required and the location a pair: a coordinate never comes alone (as for services)', () => {
    const destination = full();
    expect(failure(() => destination.update({ name: null }, T1))?.message).toBe('Name is required');
    expect(failure(() => destination.update({ name: '' }, T1))?.message).toBe('Name is required');
    expect(failure(() => destination.update({ latitude: '15.2' }, T1))?.message).toBe(
      'Please enter valid latitude and longitude values',
    );
    expect(destination.update({ latitude: '15.2', longitude: 120.437 }, T1)).toMatchObject({
      latitude: 15.2,
      longitude: 120.437,
    });
    expect(failure(() => destination.update({ longitude: null }, T1))?.code).toBe(
      DestinationErrorCode.InvalidCoordinates,
    );
    expect(destination.update({ latitude: '', longitude: null }, T1)).toMatchObject({
      latitude: null,
      longitude: null,
    });
  });

  it('clears the category with null or ""', () => {
    expect(full().update({ categoryId: '' }, T1).categoryId).toBeNull();
    expect(full().update({ categoryId: null }, T1).categoryId).toBeNull();
  });
});
