import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { LIST_SKELETONS } from '../shared/lists/card-skeletons';
import { listResponse, renderCatalogApp } from '../test/catalog-test-kit';
import { destinationCategories, destinationFixture } from '../test/destinations.fixture';
import { withSession } from '../test/auth.fixture';
import { jsonResponse, mockFetch, requestsOf } from '../test/fetch-mock';
import type { DestinationResponse } from '@tara/api-client';

afterEach(() => {
  jest.restoreAllMocks();
});

function api(destinations: (url: URL) => Response | Promise<Response>) {
  return mockFetch(
    withSession(null, (request) => {
      const url = new URL(request.url);
      if (url.pathname === '/api/categories') return jsonResponse(destinationCategories);
      if (url.pathname === '/api/destinations') return destinations(url);
      return new Response(null, { status: 404 });
    }),
  );
}

const destinationRequests = (fetch: ReturnType<typeof mockFetch>) =>
  requestsOf(fetch)
    .map((request) => new URL(request.url))
    .filter((url) => url.pathname === '/api/destinations');

const many = (count: number, offset = 0): DestinationResponse[] =>
  Array.from({ length: count }, (_, index) =>
    destinationFixture({
      id: `22222222-2222-4222-8222-${String(offset + index).padStart(12, '0')}`,
      name: `Place ${offset + index + 1}`,
    }),
  );

describe('/destinations', () => {
  it('shows 6 skeleton cards, then the cards with every field', async () => {
    const pending: { respond?: (response: Response) => void } = {};
    api(() => new Promise<Response>((resolve) => (pending.respond = resolve)));
    renderCatalogApp('/destinations');

    expect(screen.getByRole('heading', { level: 1, name: 'Travel Destinations' })).toBeTruthy();
    expect(screen.getAllByTestId('card-skeleton')).toHaveLength(LIST_SKELETONS);
    expect(LIST_SKELETONS).toBe(6);

    await waitFor(() => expect(pending.respond).toBeDefined());
    pending.respond?.(
      listResponse([
        destinationFixture({ hasActiveCoupon: true }),
        destinationFixture({
          id: '22222222-2222-4222-8222-222222222202',
          name: 'Betis Church',
          rating: null,
          reviewCount: 0,
          images: [],
          imageUrl: '/api/artwork/destinations/betis.svg',
        }),
      ]),
    );

    const cards = await screen.findAllByTestId('destination-card');
    expect(cards).toHaveLength(2);
    expect(screen.queryAllByTestId('card-skeleton')).toHaveLength(0);
    const first = within(cards[0]);
    expect(first.getByRole('heading', { name: 'Mount Arayat National Park' })).toBeTruthy();
    expect(first.getByText(/lone extinct volcano/)).toBeTruthy();
    expect(first.getByText('4.7')).toBeTruthy();
    expect(first.getByText('(128 reviews)')).toBeTruthy();
    expect(first.getByText('Arayat, Pampanga')).toBeTruthy();
    expect(first.getByText('Adventure')).toBeTruthy();
    expect(first.getByTestId('coupon-badge').textContent).toBe('Coupon Available');
    const image = first.getByRole('img', { name: 'Mount Arayat National Park' });
    expect(image.getAttribute('src')).toBe('/api/artwork/destinations/arayat.svg');
    // The first cards are above the fold on a phone: their covers load at once, at high priority (the page's LCP).
    expect([image.getAttribute('loading'), image.getAttribute('fetchpriority')]).toEqual(['eager', 'high']);
    expect(image.getAttribute('width')).toBeTruthy();
    expect(image.getAttribute('height')).toBeTruthy();
    expect(first.getByRole('link', { name: 'View Details' }).getAttribute('href')).toBe(
      `/destinations/${destinationFixture().id}`,
    );

    const second = within(cards[1]);
    expect(second.getByText('New')).toBeTruthy();
    expect(second.queryByTestId('coupon-badge')).toBeNull();
    expect(second.getByText('(0 reviews)')).toBeTruthy();
    expect(second.getByRole('img', { name: 'Betis Church' }).getAttribute('src')).toBe(
      '/api/artwork/destinations/betis.svg',
    );
  });

  it('offers All Categories and the destination categories as chips that filter through the URL', async () => {
    const fetch = api(() => listResponse([destinationFixture()]));
    const app = renderCatalogApp('/destinations');
    const chips = await screen.findByRole('group', { name: 'Filter by category' });
    await within(chips).findByRole('button', { name: 'Historic Churches' });
    expect(
      within(chips)
        .getAllByRole('button')
        .map((chip) => chip.textContent),
    ).toEqual(['All Categories', 'Historic Churches', 'Nature & Parks']);
    expect(within(chips).getByRole('button', { name: 'All Categories' }).getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(within(chips).getByRole('button', { name: 'Historic Churches' }));
    await waitFor(() => expect(app.search().get('category')).toBe(destinationCategories[0].id));
    await waitFor(() =>
      expect(destinationRequests(fetch).at(-1)?.searchParams.get('categoryId')).toBe(destinationCategories[0].id),
    );
    expect(within(chips).getByRole('button', { name: 'Historic Churches' }).getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(within(chips).getByRole('button', { name: 'All Categories' }));
    await waitFor(() => expect(app.search().has('category')).toBe(false));
  });

  it('the home quick link ?category=food filters to food places and shows a selected Food chip', async () => {
    const fetch = api(() => listResponse([destinationFixture({ name: 'Aling Lucing Sisig' })]));
    renderCatalogApp('/destinations?category=food');
    expect(await screen.findByText('Aling Lucing Sisig')).toBeTruthy();
    const [request] = destinationRequests(fetch);
    expect(request.searchParams.get('category')).toBe('food');
    expect(request.searchParams.get('limit')).toBe('12');
    expect(request.searchParams.get('offset')).toBe('0');
    const food = await screen.findByRole('button', { name: 'Food' });
    expect(food.getAttribute('aria-pressed')).toBe('true');
  });

  it('searches 300 ms after typing, with the text in ?q=', async () => {
    const fetch = api((url) =>
      listResponse(
        url.searchParams.get('search') === 'betis'
          ? [destinationFixture({ name: 'Betis Church' })]
          : [destinationFixture()],
      ),
    );
    const app = renderCatalogApp('/destinations');
    await screen.findByText('Mount Arayat National Park');

    const input = screen.getByRole('searchbox', { name: 'Search destinations' });
    fireEvent.change(input, { target: { value: 'betis' } });
    expect(app.search().has('q')).toBe(false); // not yet: debounced
    await waitFor(() => expect(app.search().get('q')).toBe('betis'));
    expect(await screen.findByText('Betis Church')).toBeTruthy();
    expect(destinationRequests(fetch).at(-1)?.searchParams.get('search')).toBe('betis');
  });

  it('reads the search from the URL', async () => {
    const fetch = api(() => listResponse([]));
    renderCatalogApp('/destinations?q=church');
    expect((screen.getByRole('searchbox', { name: 'Search destinations' }) as HTMLInputElement).value).toBe('church');
    await screen.findByText('No destinations found. Try adjusting your search or filters.');
    expect(destinationRequests(fetch)[0].searchParams.get('search')).toBe('church');
  });

  it('loads more with the offset until X-Total-Count is reached', async () => {
    const fetch = api((url) => {
      const offset = Number(url.searchParams.get('offset'));
      return listResponse(offset === 0 ? many(12) : many(3, 12), 15);
    });
    renderCatalogApp('/destinations');
    expect(await screen.findAllByTestId('destination-card')).toHaveLength(12);
    expect(screen.getByText('Showing 12 of 15 destinations')).toBeTruthy();
    // Only the first three covers load at once; the others when scrolled near.
    const loading = screen.getAllByRole('img').map((image) => image.getAttribute('loading'));
    expect(loading).toEqual([...Array(3).fill('eager'), ...Array(9).fill('lazy')]);

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByTestId('destination-card')).toHaveLength(15));
    expect(destinationRequests(fetch).map((url) => url.searchParams.get('offset'))).toEqual(['0', '12']);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('shows the error with a Retry button', async () => {
    let fail = true;
    api(() => (fail ? new Response('Database is waking up', { status: 503 }) : listResponse([destinationFixture()])));
    renderCatalogApp('/destinations');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('503: Database is waking up');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Mount Arayat National Park')).toBeTruthy();
  });
});
