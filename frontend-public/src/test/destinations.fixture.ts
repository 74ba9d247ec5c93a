import type { CategoryResponse, DestinationResponse } from '@tara/api-client';

/** Test data only. */
export const destinationCategories: CategoryResponse[] = [
  {
    id: '11111111-1111-4111-8111-111111111101',
    name: 'Historic Churches',
    type: 'destination',
    icon: 'church',
    color: '#8D6E63',
  },
  {
    id: '11111111-1111-4111-8111-111111111102',
    name: 'Nature & Parks',
    type: 'destination',
    icon: 'trees',
    color: '#2E7D32',
  },
  {
    id: '11111111-1111-4111-8111-111111111103',
    name: 'Sisig & Street Food',
    type: 'food',
    icon: 'flame',
    color: '#D84315',
  },
  {
    id: '11111111-1111-4111-8111-111111111104',
    name: 'Gas Stations',
    type: 'motorist',
    icon: 'fuel',
    color: '#F57F17',
  },
  {
    id: '11111111-1111-4111-8111-111111111105',
    name: 'Auto Repair',
    type: 'motorist',
    icon: 'wrench',
    color: '#455A64',
  },
  { id: '11111111-1111-4111-8111-111111111106', name: 'Emergency', type: 'motorist', icon: 'siren', color: '#C62828' },
  { id: '11111111-1111-4111-8111-111111111107', name: 'Bike Shops', type: 'bicycle', icon: 'bike', color: '#00897B' },
  { id: '11111111-1111-4111-8111-111111111108', name: 'Campsites', type: 'camping', icon: 'tent', color: '#558B2F' },
];

export function destinationFixture(overrides: Partial<DestinationResponse> = {}): DestinationResponse {
  return {
    id: '22222222-2222-4222-8222-222222222201',
    name: 'Mount Arayat National Park',
    localName: 'Bunduk Arayat',
    description: 'A lone extinct volcano rising from the plains, with trails to the North and South peaks.',
    address: 'Arayat, Pampanga',
    latitude: 15.2,
    longitude: 120.74,
    phone: '+63 45 123 4567',
    website: 'https://arayat.example.ph',
    imageUrl: '/api/artwork/destinations/arayat.svg',
    images: [
      '/api/artwork/destinations/arayat.svg',
      '/api/artwork/destinations/arayat-2.svg',
      '/api/artwork/destinations/arayat-3.svg',
    ],
    rating: 4.66,
    reviewCount: 128,
    categoryId: destinationCategories[1].id,
    category: destinationCategories[1],
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
