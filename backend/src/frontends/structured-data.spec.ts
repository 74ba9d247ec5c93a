import {
  jsonLdScript,
  placeStructuredData,
  schemaTypeOf,
  STRUCTURED_REVIEWS,
  withStructuredData,
  type StructuredPlace,
  type StructuredReview,
} from './structured-data.js';

const ORIGIN = 'https://tara.example.com';

const arayat: StructuredPlace = {
  id: '6f1c0c52-8a4e-4d55-9d8e-0a5b1c2d3e4f',
  name: 'Mount Arayat National Park',
  description: 'The lone volcano of the Pampanga plain.',
  address: 'Brgy. San Juan Baño, Arayat, Pampanga',
  latitude: 15.2003,
  longitude: 120.7417,
  phone: '(045) 885 1023',
  images: ['/api/artwork/destination/arayat.svg', 'https://images.example.org/arayat-2.jpg', 'javascript:alert(1)'],
  rating: 4.6,
  reviewCount: 7,
};

const review = (stars: number, text: string, authorName = 'Maria S.'): StructuredReview => ({
  authorName,
  stars,
  text,
  createdAt: new Date('2026-03-14T02:30:00Z'),
});

/** The JSON of a script element written by jsonLdScript, read back. */
function parsed(script: string): Record<string, unknown> {
  const match = /^<script type="application\/ld\+json">([\s\S]*)<\/script>$/.exec(script);
  if (!match) throw new Error(`not a JSON-LD script: ${script}`);
  return JSON.parse(match[1]) as Record<string, unknown>;
}

describe('schema.org JSON-LD of a place (issue 32.7)', () => {
  it('describes a destination as a TouristAttraction with its address, place, pictures, rating and reviews', () => {
    const data = placeStructuredData(
      { kind: 'destination', place: arayat, reviews: [review(5, 'Worth the climb at sunrise!'), review(4, 'Nice')] },
      ORIGIN,
    );
    const url = `${ORIGIN}/destinations/${arayat.id}`;
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'TouristAttraction',
      '@id': url,
      name: 'Mount Arayat National Park',
      description: 'The lone volcano of the Pampanga plain.',
      url,
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Brgy. San Juan Baño',
        addressLocality: 'Arayat',
        addressRegion: 'Pampanga',
        addressCountry: 'PH',
      },
      geo: { '@type': 'GeoCoordinates', latitude: 15.2003, longitude: 120.7417 },
      // Same-site pictures made absolute; one that cannot be shown (javascript:) left out.
      image: [`${ORIGIN}/api/artwork/destination/arayat.svg`, 'https://images.example.org/arayat-2.jpg'],
      telephone: '(045) 885 1023',
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.6, reviewCount: 7, bestRating: 5, worstRating: 1 },
      review: [
        {
          '@type': 'Review',
          author: { '@type': 'Person', name: 'Maria S.' },
          datePublished: '2026-03-14',
          reviewRating: { '@type': 'Rating', ratingValue: 5, bestRating: 5, worstRating: 1 },
          reviewBody: 'Worth the climb at sunrise!',
        },
        expect.objectContaining({ reviewRating: expect.objectContaining({ ratingValue: 4 }), reviewBody: 'Nice' }),
      ],
    });
  });

  it('has no aggregateRating and no review when the place has no published review', () => {
    const unrated = { ...arayat, rating: null, reviewCount: 0 };
    const data = placeStructuredData({ kind: 'destination', place: unrated, reviews: [] }, ORIGIN);
    expect(data).not.toHaveProperty('aggregateRating');
    expect(data).not.toHaveProperty('review');
    // Reviews handed over for a place whose count says none (a read between two writes) are not shown either.
    const stale = placeStructuredData({ kind: 'destination', place: unrated, reviews: [review(5, 'Old')] }, ORIGIN);
    expect(stale).not.toHaveProperty('review');
    expect(stale).not.toHaveProperty('aggregateRating');
  });

  it(`carries at most ${STRUCTURED_REVIEWS} reviews, in the order given (most helpful first)`, () => {
    const many = Array.from({ length: 8 }, (_, i) => review(5 - (i % 5), `Review number ${i + 1}`));
    const data = placeStructuredData({ kind: 'destination', place: arayat, reviews: many }, ORIGIN);
    const bodies = (data.review as Array<{ reviewBody: string }>).map((r) => r.reviewBody);
    expect(bodies).toEqual([
      'Review number 1',
      'Review number 2',
      'Review number 3',
      'Review number 4',
      'Review number 5',
    ]);
  });

  it("leaves out what a place does not have, and keeps an address that is not '..., town, Pampanga' as written", () => {
    const bare: StructuredPlace = { id: 'x1', name: 'Somewhere', address: 'Near the old bridge' };
    expect(placeStructuredData({ kind: 'destination', place: bare, reviews: [] }, ORIGIN)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'TouristAttraction',
      '@id': `${ORIGIN}/destinations/x1`,
      name: 'Somewhere',
      url: `${ORIGIN}/destinations/x1`,
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Near the old bridge',
        addressRegion: 'Pampanga',
        addressCountry: 'PH',
      },
    });
  });

  it("names a service's page by its slug, its cover (mainImageIndex) first", () => {
    const petron: StructuredPlace = {
      id: 's1',
      name: 'Petron Dolores',
      slug: 'petron-dolores',
      images: ['/a.svg', '/b.svg'],
      mainImageIndex: 1,
      category: { name: 'Gas Stations', type: 'motorist', icon: 'fuel' },
    };
    const data = placeStructuredData({ kind: 'service', place: petron, reviews: [] }, ORIGIN);
    expect(data).toMatchObject({
      '@type': 'GasStation',
      url: `${ORIGIN}/service/petron-dolores`,
      image: [`${ORIGIN}/b.svg`, `${ORIGIN}/a.svg`],
    });
  });

  it.each([
    [{ name: 'Gas Stations', type: 'motorist', icon: 'fuel' }, false, 'GasStation'],
    [{ name: 'Fuel & Car Wash', type: 'motorist', icon: null }, false, 'GasStation'],
    [{ name: 'Auto Repair', type: 'motorist', icon: 'wrench' }, false, 'AutoRepair'],
    [{ name: 'Vulcanizing', type: 'motorist', icon: 'tool' }, false, 'AutoRepair'],
    [{ name: 'Heritage Restaurants', type: 'food', icon: 'chef-hat' }, false, 'Restaurant'],
    [{ name: 'Emergency', type: 'motorist', icon: 'siren' }, false, 'EmergencyService'],
    [{ name: 'Towing', type: 'motorist', icon: 'truck' }, true, 'EmergencyService'],
    [{ name: 'Bike Shops', type: 'bicycle', icon: 'bike' }, false, 'BikeStore'],
    [{ name: 'Glamping', type: 'camping', icon: 'tent-tree' }, false, 'Campground'],
    [{ name: 'Pasalubong', type: 'food', icon: 'gift' }, false, 'LocalBusiness'],
    [null, false, 'LocalBusiness'],
  ])('types a service in %j (emergency: %s) as %s', (category, isEmergency, type) => {
    expect(schemaTypeOf('service', { id: 's', name: 'S', category, isEmergency })).toBe(type);
  });

  it('types every destination as a TouristAttraction, whatever its category', () => {
    const category = { name: 'Heritage Restaurants', type: 'food', icon: 'chef-hat' };
    expect(schemaTypeOf('destination', { id: 'd', name: 'D', category })).toBe('TouristAttraction');
  });
});

describe('the JSON-LD script element', () => {
  const hostile = '</script><script>alert(1)</script> <!-- & \u2028\u2029 >';

  it('escapes <, >, & and U+2028/2029, so a review can never end the element, and reads back the same', () => {
    const data = placeStructuredData(
      {
        kind: 'destination',
        place: { ...arayat, name: 'A <b>&</b> place' },
        reviews: [review(1, hostile, '</script>')],
      },
      ORIGIN,
    );
    const script = jsonLdScript(data);
    const inner = script.slice('<script type="application/ld+json">'.length, -'</script>'.length);
    expect(inner).not.toMatch(/[<>&\u2028\u2029]/);
    expect(inner).toContain('\\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e');
    expect(inner).toContain('\\u0026');
    expect(inner).toContain('\\u2028\\u2029');
    expect(script.match(/<\/script>/gi)).toHaveLength(1); // its own end tag only
    expect(parsed(script)).toEqual(data);
    const [first] = parsed(script).review as Array<{ reviewBody: string; author: { name: string } }>;
    expect([first.reviewBody, first.author.name]).toEqual([hostile, '</script>']);
  });

  it("goes at the end of the page's head (or the end of a page without one)", () => {
    const script = jsonLdScript({ a: 1 });
    expect(withStructuredData('<html><head><title>T</title></head><body></body></html>', script)).toBe(
      `<html><head><title>T</title>${script}</head><body></body></html>`,
    );
    expect(withStructuredData('<title>T</title><div></div>', script)).toBe(`<title>T</title><div></div>${script}`);
  });
});
