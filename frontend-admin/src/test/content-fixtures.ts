import type {
  CategoryResponse as Category,
  DestinationResponse as Destination,
  ServiceResponse as Service,
} from '@tara/api-client';

/** A destination as the API answers it, every optional field empty, in `category`; `overrides` fill the rest. */
export function destinationRecord(category: Category, overrides: Partial<Destination> = {}): Destination {
  return {
    id: 'd1000001-0000-4000-8000-000000000001',
    name: 'Destination',
    description: null,
    address: null,
    latitude: null,
    longitude: null,
    phone: null,
    website: null,
    imageUrl: null,
    images: [],
    rating: null,
    reviewCount: 0,
    categoryId: category.id,
    category,
    isVerified: false,
    localName: null,
    hasActiveCoupon: false,
    openingHours: null,
    openState: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** A service as the API answers it, every optional field empty, in `category`; `overrides` fill the rest. */
export function serviceRecord(category: Category, overrides: Partial<Service> = {}): Service {
  return {
    id: 'e1000001-0000-4000-8000-000000000001',
    name: 'Service',
    slug: 'service',
    description: null,
    address: null,
    phone: null,
    hours: null,
    website: null,
    latitude: null,
    longitude: null,
    images: [],
    mainImageIndex: 0,
    imageUrl: null,
    rating: null,
    reviewCount: 0,
    isOpen24h: false,
    isEmergency: false,
    gasPrice: null,
    gasPriceUpdatedAt: null,
    categoryId: category.id,
    category,
    isVerified: false,
    hasActiveCoupon: false,
    localName: null,
    openingHours: null,
    openState: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}
