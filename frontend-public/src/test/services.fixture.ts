import { destinationCategories } from './destinations.fixture';
import type { ServiceResponse } from '@tara/api-client';

/** Test data only. */
export function serviceFixture(overrides: Partial<ServiceResponse> = {}): ServiceResponse {
  return {
    id: '33333333-3333-4333-8333-333333333301',
    name: 'Petron San Fernando',
    localName: null,
    slug: 'petron-san-fernando',
    description: 'Full-service station on the Olongapo–Gapan Road with a convenience store and clean restrooms.',
    address: 'Jose Abad Santos Ave, San Fernando, Pampanga',
    phone: '(045) 961 2345',
    hours: '5:00 AM – 11:00 PM',
    website: 'https://petron.example.ph',
    latitude: 15.03,
    longitude: 120.69,
    images: [
      '/api/artwork/services/petron-1.svg',
      '/api/artwork/services/petron-2.svg',
      '/api/artwork/services/petron-3.svg',
    ],
    mainImageIndex: 1,
    imageUrl: null,
    rating: 4.2,
    reviewCount: 37,
    isOpen24h: false,
    isEmergency: false,
    gasPrice: 62.45,
    gasPriceUpdatedAt: '2026-11-20T02:00:00.000Z',
    categoryId: destinationCategories[3].id,
    category: destinationCategories[3],
    isVerified: true,
    hasActiveCoupon: false,
    // No hours known: no 'open now' label (the open-now specs give their own).
    openingHours: null,
    openState: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}
