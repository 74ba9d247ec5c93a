import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { listResponse, renderCatalogApp } from '../test/catalog-test-kit';
import { destinationCategories, destinationFixture } from '../test/destinations.fixture';
import { serviceFixture } from '../test/services.fixture';
import { userFixture, withSession } from '../test/auth.fixture';
import { jsonResponse, mockFetch, requestsOf } from '../test/fetch-mock';
import { preloadLazyComponents } from '../shared/lib/lazy';
import { couponFixture } from '../features/coupons/coupons.fixture';

/** Friday 27 November 2026, 2:00 PM in Manila. */
const NOW = new Date('2026-11-27T14:00:00+08:00');
const manila = (local: string) => new Date(`${local}+08:00`).toISOString();
const openUntil9 = {
  is24_7: false,
  intervals: [{ start: manila('2026-11-27T06:00'), end: manila('2026-11-27T21:00') }],
};

const SISIG = 'd0000000-0000-4000-8000-000000000001';
const PETRON = '33333333-3333-4333-8333-333333333301';
/** Two deals at a destination in Angeles, one at a station in San Fernando. */
const COUPONS = [
  couponFixture(),
  couponFixture({ id: 'c0000000-0000-4000-8000-000000000002', title: 'Free halo-halo' }),
  couponFixture({
    id: 'c0000000-0000-4000-8000-000000000003',
    title: '₱2 off per litre',
    businessType: 'service',
    businessId: PETRON,
    destinationId: null,
    serviceId: PETRON,
    businessName: 'Petron San Fernando',
    businessLink: `/services/${PETRON}`,
  }),
];

/** A fake of the browser's geolocation whose answer the test gives. */
function installGeolocation() {
  const pending: Array<{ success: PositionCallback; failure?: PositionErrorCallback | null }> = [];
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: {
      getCurrentPosition: (success: PositionCallback, failure?: PositionErrorCallback | null) =>
        pending.push({ success, failure }),
    },
  });
  return {
    pending,
    grant: (latitude: number, longitude: number) =>
      act(() => pending.shift()?.success({ coords: { latitude, longitude } } as GeolocationPosition)),
  };
}

function api(user: ReturnType<typeof userFixture> | null = userFixture()) {
  return mockFetch(
    withSession(user, (request) => {
      const url = new URL(request.url);
      if (url.pathname === '/api/categories') return jsonResponse(destinationCategories);
      if (url.pathname === '/api/map/config') return jsonResponse({ tiles: null });
      const near = url.searchParams.has('near');
      if (url.pathname === '/api/destinations') {
        return listResponse([
          destinationFixture({ openState: openUntil9, ...(near ? { distanceKm: 1.2 } : {}) }),
          destinationFixture({
            id: '22222222-2222-4222-8222-222222222202',
            name: 'Betis Church',
            latitude: 14.96,
            longitude: 120.63,
          }),
        ]);
      }
      if (url.pathname === '/api/coupons/stats') {
        return jsonResponse({ availableDeals: 3, claimedByMe: 0, partnerLocations: 2 });
      }
      if (url.pathname === '/api/coupons') return listResponse(COUPONS);
      if (url.pathname === `/api/destinations/${SISIG}`) {
        return jsonResponse(
          destinationFixture({ id: SISIG, name: "Aling Lucing's Sisig", latitude: 15.145, longitude: 120.5887 }),
        );
      }
      if (url.pathname === `/api/services/${PETRON}`) return jsonResponse(serviceFixture({ id: PETRON }));
      if (url.pathname === '/api/services')
        return listResponse([serviceFixture({ ...(near ? { distanceKm: 0.4 } : {}) })]);
      return new Response(null, { status: 404 });
    }),
  );
}

const requestsTo = (fetch: ReturnType<typeof mockFetch>, path: string) =>
  requestsOf(fetch)
    .map((request) => new URL(request.url))
    .filter((url) => url.pathname === path);

beforeAll(async () => {
  await preloadLazyComponents();
  // jsdom lays nothing out: the maps get a phone's size, so that Leaflet fits and clusters as in a browser.
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 360 });
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 480 });
});

afterAll(() => {
  Reflect.deleteProperty(HTMLElement.prototype, 'clientWidth');
  Reflect.deleteProperty(HTMLElement.prototype, 'clientHeight');
});

beforeEach(() => {
  jest.useFakeTimers({ now: NOW, advanceTimers: true });
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'geolocation');
});

describe('/destinations with Near me, Open now and the map', () => {
  it('asks the API for the URL’s near and openNow, and the cards say the distance and the hours', async () => {
    const fetch = api(null);
    renderCatalogApp('/destinations?near=15.0286,120.6898&open=now');
    const cards = await screen.findAllByTestId('destination-card');
    const request = requestsTo(fetch, '/api/destinations').at(-1)!;
    expect(request.searchParams.get('near')).toBe('15.029,120.69');
    expect(request.searchParams.get('openNow')).toBe('true');
    expect(within(cards[0]).getByTestId('distance').textContent).toBe('Distance: 1.2 km away');
    expect(within(cards[0]).getByTestId('open-label').textContent).toBe('Opening hours: Open now · closes 9:00 PM');
    // No hours known: no label.
    expect(within(cards[1]).queryByTestId('open-label')).toBeNull();
    expect(screen.getByRole('button', { name: 'Open now' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('Nearest first, from your location')).toBeTruthy();
  });

  it("sorts from the browser's position once 'Near me' is pressed", async () => {
    const geolocation = installGeolocation();
    const fetch = api(null);
    const app = renderCatalogApp('/destinations?q=church');
    await screen.findAllByTestId('destination-card');
    expect(geolocation.pending).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Near me' }));
    geolocation.grant(15.145, 120.5887);
    await waitFor(() => expect(app.search().get('near')).toBe('15.145,120.589'));
    expect(app.search().get('q')).toBe('church');
    await waitFor(() =>
      expect(requestsTo(fetch, '/api/destinations').at(-1)?.searchParams.get('near')).toBe('15.145,120.589'),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Top rated' }));
    await waitFor(() => expect(app.search().get('sort')).toBe('rating'));
    expect(app.search().has('near')).toBe(false);
  });

  it('shows the same places on the map, whose marker opens the card, and goes back to the list', async () => {
    api(null);
    const app = renderCatalogApp('/destinations?q=church');
    await screen.findAllByTestId('destination-card');
    fireEvent.click(screen.getByRole('button', { name: 'Map' }));
    await waitFor(() => expect(app.search().get('view')).toBe('map'));
    const map = await screen.findByTestId('place-map');
    expect(map.getAttribute('data-markers')).toBe('2');
    expect(screen.queryAllByTestId('destination-card')).toHaveLength(0);
    expect(screen.getByText('2 destinations')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Show list' }));
    await waitFor(() => expect(app.search().has('view')).toBe(false));
    expect(await screen.findAllByTestId('destination-card')).toHaveLength(2);
  });
});

describe('/services', () => {
  it('finds the nearest open emergency services in one tap', async () => {
    const geolocation = installGeolocation();
    const fetch = api();
    const app = renderCatalogApp('/services?tab=bicycle');
    await screen.findAllByTestId('service-card');
    fireEvent.click(screen.getByRole('button', { name: 'Nearest open emergency services' }));
    await waitFor(() => expect(app.search().get('category')).toBe('emergency'));
    expect(app.search().get('tab')).toBe('motorist');
    expect(app.search().get('open')).toBe('now');
    geolocation.grant(15.0286, 120.6898);
    await waitFor(() => {
      const request = requestsTo(fetch, '/api/services').at(-1)!;
      expect([
        request.searchParams.get('category'),
        request.searchParams.get('openNow'),
        request.searchParams.get('near'),
      ]).toEqual(['emergency', 'true', '15.029,120.69']);
    });
    expect(within((await screen.findAllByTestId('service-card'))[0]).getByTestId('distance').textContent).toBe(
      'Distance: 0.4 km away',
    );
  });
});

describe('/coupons', () => {
  it("shows the deals' partner places on a map, one marker per place, which opens its deals", async () => {
    const fetch = api();
    const app = renderCatalogApp('/coupons');
    await screen.findByText('Free halo-halo');
    fireEvent.click(screen.getByRole('button', { name: 'Map' }));
    await waitFor(() => expect(app.search().get('view')).toBe('map'));
    const map = await screen.findByRole('region', { name: 'Map of the partner places of these deals' });
    await waitFor(() => expect(map.getAttribute('data-markers')).toBe('2'));
    // Each partner place asked once, however many deals it has.
    expect(requestsTo(fetch, `/api/destinations/${SISIG}`)).toHaveLength(1);
    expect(screen.getByText('3 deals')).toBeTruthy();

    const marker = await waitFor(() => {
      const found = Array.from(map.querySelectorAll<HTMLElement>('.tp-map-marker')).find(
        (element) => element.textContent === "Aling Lucing's Sisig",
      );
      expect(found).toBeDefined();
      return found!;
    });
    fireEvent.click(marker);
    const card = await screen.findByTestId('map-card');
    expect(within(card).getByText('2 deals here')).toBeTruthy();
    expect(within(card).getByText('Free halo-halo')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'View place' }).getAttribute('href')).toBe(`/destinations/${SISIG}`);
  });
});
