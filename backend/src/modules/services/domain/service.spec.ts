import { checkSlug, Service, type ServiceChanges } from './service.js';
import { ServiceError, ServiceErrorCode } from './service.errors.js';

const ID = '00000000-0000-4000-8000-000000000001';
const CATEGORY = '00000000-0000-4000-8000-0000000000aa';
const T0 = new Date('2026-11-20T00:00:00Z');
const T1 = new Date('2026-11-21T06:30:00Z');

function failure(action: () => unknown): { code: ServiceErrorCode; message: string } | undefined {
  try {
    action();
  } catch (error) {
    if (error instanceof ServiceError) return { code: error.code, message: error.message };
    throw error;
  }
  return undefined;
}

const station = (changes: ServiceChanges = {}) =>
  Service.create(
    ID,
    'petron-dolores',
    { name: 'Petron Dolores', categoryId: CATEGORY, latitude: 15.04, longitude: 120.68, ...changes },
    T0,
  );

describe('Service', () => {
  it('creates a service with its slug and category; flags default to false; no gas price', () => {
    expect(station()).toMatchObject({
      name: 'Petron Dolores',
      slug: 'petron-dolores',
      categoryId: CATEGORY,
      isOpen24h: false,
      isEmergency: false,
      isVerified: false,
      gasPrice: null,
      gasPriceUpdatedAt: null,
      images: [],
      mainImageIndex: 0,
      imageUrl: null,
      createdAt: T0,
      updatedAt: T0,
    });
  });

  it('requires a category', () => {
    expect(failure(() => Service.create(ID, 'x', { name: 'X' }, T0))?.code).toBe(ServiceErrorCode.CategoryRequired);
    expect(failure(() => station().update({ categoryId: null }, T1))?.code).toBe(ServiceErrorCode.CategoryRequired);
  });

  it('stamps gasPriceUpdatedAt when the gas price is set, clears both on null', () => {
    const priced = station().update({ gasPrice: '63.45' }, T1);
    expect(priced).toMatchObject({ gasPrice: 63.45, gasPriceUpdatedAt: T1, updatedAt: T1 });
    const later = new Date(T1.getTime() + 3600_000);
    expect(priced.update({ gasPrice: 63.45 }, later).gasPriceUpdatedAt).toEqual(later); // re-confirmed today
    expect(priced.update({ name: 'Petron' }, later).gasPriceUpdatedAt).toEqual(T1); // other edits keep it
    expect(priced.update({ gasPrice: null }, later)).toMatchObject({ gasPrice: null, gasPriceUpdatedAt: null });
    expect(priced.update({ gasPrice: '' }, later)).toMatchObject({ gasPrice: null, gasPriceUpdatedAt: null });
  });

  it.each([61.255, -1, '61,25', '1e2', 1_000_000, 'abc'])('refuses the gas price %p', (gasPrice) => {
    expect(failure(() => station().update({ gasPrice }, T1))?.code).toBe(ServiceErrorCode.InvalidGasPrice);
  });

  it('changes coordinates only as a pair', () => {
    expect(station().update({ latitude: '15.1', longitude: '120.6' }, T1)).toMatchObject({
      latitude: 15.1,
      longitude: 120.6,
    });
    for (const changes of [
      { latitude: 15.1 },
      { longitude: 120.6 },
      { latitude: 'x', longitude: '120' },
      { latitude: '', longitude: '120' },
    ]) {
      expect(failure(() => station().update(changes, T1))).toEqual({
        code: ServiceErrorCode.InvalidCoordinates,
        message: 'Please enter valid latitude and longitude values',
      });
    }
    expect(failure(() => station().update({ latitude: 91, longitude: 120 }, T1))).toEqual({
      code: ServiceErrorCode.CoordinatesOutOfRange,
      message: 'Latitude must be between -90 and 90, longitude between -180 and 180',
    });
    expect(station().update({ latitude: null, longitude: '' }, T1)).toMatchObject({ latitude: null, longitude: null });
  });

  it('keeps the main image index inside the images', () => {
    const withImages = station({ images: ['/a.svg', '/b.svg', '/c.svg'], mainImageIndex: 2 });
    expect(withImages).toMatchObject({ mainImageIndex: 2, imageUrl: '/c.svg' });
    expect(withImages.update({ images: ['/x.svg'] }, T1)).toMatchObject({ mainImageIndex: 0, imageUrl: '/x.svg' });
    expect(withImages.update({ images: ['/x.svg', '/y.svg', '/z.svg', '/w.svg'] }, T1).mainImageIndex).toBe(2);
    expect(failure(() => withImages.update({ mainImageIndex: 3 }, T1))?.code).toBe(
      ServiceErrorCode.InvalidMainImageIndex,
    );
    expect(failure(() => withImages.update({ mainImageIndex: 1.5 }, T1))?.code).toBe(
      ServiceErrorCode.InvalidMainImageIndex,
    );
    expect(failure(() => station({ images: Array.from({ length: 11 }, (_, i) => `/${i}.svg`) }))?.code).toBe(
      ServiceErrorCode.TooManyImages,
    );
  });

  it('sets the flags and clears optional texts', () => {
    const edited = station({ hours: 'Open 24 hours', phone: '911' }).update(
      { isOpen24h: true, isEmergency: true, isVerified: true, hours: null, phone: '' },
      T1,
    );
    expect(edited).toMatchObject({ isOpen24h: true, isEmergency: true, isVerified: true, hours: null, phone: null });
    expect(edited.update({ isEmergency: null }, T1).isEmergency).toBe(false);
  });

  it('checks slugs: trimmed, non-empty, lower-case words joined by single hyphens', () => {
    expect(checkSlug('  petron-dolores-2 ')).toBe('petron-dolores-2');
    expect(failure(() => checkSlug('   '))).toEqual({
      code: ServiceErrorCode.InvalidSlug,
      message: 'Please enter a valid URL slug',
    });
    expect(failure(() => checkSlug(null))?.message).toBe('Please enter a valid URL slug');
    for (const bad of ['Petron', 'petron dolores', 'petron--dolores', '-petron', 'petron-', 'pétron', 'a'.repeat(81)]) {
      expect([bad, failure(() => checkSlug(bad))?.code]).toEqual([bad, ServiceErrorCode.InvalidSlug]);
    }
    expect(station().withSlug('shell-lazatin', T1)).toMatchObject({ slug: 'shell-lazatin', updatedAt: T1 });
  });
});
