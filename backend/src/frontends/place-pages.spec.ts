import { keptPlacePages, type PlacePageSources } from './place-pages.js';
import type { StructuredPlace } from './structured-data.js';

const arayat: StructuredPlace = { id: 'd1', name: 'Mount Arayat', rating: 4.6, reviewCount: 2 };
const fresh: StructuredPlace = { id: 'd2', name: 'New place', rating: null, reviewCount: 0 };
const petron: StructuredPlace = { id: 's1', name: 'Petron', slug: 'petron', rating: 4, reviewCount: 1 };

/** Sources counting their reads, over two destinations and one service. */
function countingSources() {
  const reads = { destination: 0, service: 0, reviews: [] as string[] };
  const sources: PlacePageSources = {
    destination: (id) => {
      reads.destination++;
      return Promise.resolve([arayat, fresh].find((place) => place.id === id) ?? null);
    },
    serviceBySlug: (slug) => {
      reads.service++;
      return Promise.resolve(slug === 'petron' ? petron : null);
    },
    reviews: (kind, placeId, limit) => {
      reads.reviews.push(`${kind}:${placeId}:${limit}`);
      return Promise.resolve([
        { authorName: 'Maria S.', stars: 5, text: 'Lovely view up there', createdAt: new Date() },
      ]);
    },
  };
  return { reads, sources };
}

describe('the kept data of places pages', () => {
  it('reads a place and its reviews once while the versions stay the same, again after a write', async () => {
    const { reads, sources } = countingSources();
    const versions = { destinations: 'v1', reviews: 'r1' };
    const pages = keptPlacePages(sources, {
      current: (scopes) =>
        scopes.map((scope) => (scope in versions ? versions[scope as keyof typeof versions] : '0')).join('.'),
    });
    const first = await Promise.all([1, 2, 3].map(() => pages({ kind: 'destination', id: 'd1' })));
    expect(first[0]).toEqual({ kind: 'destination', place: arayat, reviews: [expect.objectContaining({ stars: 5 })] });
    expect([reads.destination, reads.reviews]).toEqual([1, ['destination:d1:5']]);
    await pages({ kind: 'destination', id: 'd1' });
    expect(reads.destination).toBe(1);
    versions.reviews = 'r2'; // a new review: read again
    await pages({ kind: 'destination', id: 'd1' });
    expect([reads.destination, reads.reviews.length]).toEqual([2, 2]);
  });

  it('does not read the reviews of a place without any, keeps a missing place as null, and finds a service by slug', async () => {
    const { reads, sources } = countingSources();
    const pages = keptPlacePages(sources, { current: () => 'v' });
    expect(await pages({ kind: 'destination', id: 'd2' })).toEqual({ kind: 'destination', place: fresh, reviews: [] });
    expect(reads.reviews).toEqual([]);
    expect(await pages({ kind: 'destination', id: 'nope' })).toBeNull();
    expect(await pages({ kind: 'destination', id: 'nope' })).toBeNull();
    expect(reads.destination).toBe(2); // d2 and the missing one, once each
    expect(await pages({ kind: 'service', slug: 'petron' })).toMatchObject({ kind: 'service', place: petron });
    expect(reads.reviews).toEqual(['service:s1:5']);
  });

  it('keeps nothing while the versions are unknown', async () => {
    const { reads, sources } = countingSources();
    const pages = keptPlacePages(sources, { current: () => undefined });
    await pages({ kind: 'destination', id: 'd1' });
    await pages({ kind: 'destination', id: 'd1' });
    expect(reads.destination).toBe(2);
  });
});
