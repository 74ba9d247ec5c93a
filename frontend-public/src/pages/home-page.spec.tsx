import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { userFixture, withSession } from '../test/auth.fixture';
import { jsonResponse, mockFetch, requestsOf } from '../test/fetch-mock';
import { renderPublicApp } from '../test/render';
import { HOME_SKELETONS, QUICK_LINKS } from './home-page';

afterEach(() => {
  jest.restoreAllMocks();
});

const destinations = [
  {
    id: 'd1',
    name: 'Mount Arayat National Park',
    description: 'A lone volcano',
    address: 'Arayat, Pampanga',
    imageUrl: '/artwork/arayat.svg',
    images: [],
    rating: 4.72,
    reviewCount: 12,
  },
  {
    id: 'd2',
    name: 'San Guillermo Parish Church',
    description: 'Half-buried church',
    address: 'Bacolor',
    imageUrl: null,
    images: ['/artwork/bacolor.svg'],
    rating: null,
    reviewCount: 0,
  },
  {
    id: 'd3',
    name: 'Betis Church',
    description: 'Sistine Chapel of the Philippines',
    address: 'Guagua',
    imageUrl: null,
    images: [],
    rating: '4.9',
    reviewCount: 3,
  },
];

type Routes = Record<string, () => Response | Promise<Response>>;

function renderHome(routes: Routes) {
  const fetch = mockFetch(
    withSession(userFixture({ firstName: 'Maria' }), (request) => {
      const route = routes[new URL(request.url).pathname];
      return route ? route() : new Response('Not Found', { status: 404 });
    }),
  );
  renderPublicApp('/');
  return fetch;
}

describe('Home (signed in, spec section 2)', () => {
  it('replaces the landing page once signed in: hero with the first 3 destinations linking to their pages', async () => {
    const fetch = renderHome({ '/api/destinations': () => jsonResponse(destinations) });

    expect(await screen.findByRole('heading', { level: 1, name: 'Discover Pampanga' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Start Exploring' })).toBeNull();
    expect(screen.getByText('Mabuhay, Maria!')).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Featured destinations' });
    const cards = within(list).getAllByRole('link');
    expect(cards.map((card) => card.getAttribute('href'))).toEqual([
      '/destinations/d1',
      '/destinations/d2',
      '/destinations/d3',
    ]);
    expect(cards[0].textContent).toContain('★ 4.7');
    expect(cards[1].textContent).toContain('New');
    expect(cards[1].querySelector('img')?.getAttribute('src')).toBe('/artwork/bacolor.svg');

    const request = requestsOf(fetch).find((r) => new URL(r.url).pathname === '/api/destinations')!;
    expect(new URL(request.url).searchParams.get('limit')).toBe('3');
  });

  it('has the 8 quick links with the exact targets of the spec', async () => {
    renderHome({ '/api/destinations': () => jsonResponse(destinations) });
    const nav = await screen.findByRole('navigation', { name: 'Explore' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Destinations', '/destinations'],
      ['Food', '/destinations?category=food'],
      ['Fuel', '/services?category=gas'],
      ['Auto', '/services?category=auto'],
      ['Cycling', '/services?category=bicycle'],
      ['Camping', '/services?category=camping'],
      ['Traffic', '/community?filter=traffic'],
      ['Coupons', '/coupons'],
    ]);
    expect(QUICK_LINKS).toHaveLength(8);
  });

  it("shows the spec's empty texts when there are no posts and no coupons (the first 3 coupons asked for)", async () => {
    const fetch = renderHome({
      '/api/destinations': () => jsonResponse(destinations),
      '/api/posts': () => jsonResponse([]),
    });
    expect(await screen.findByText('No posts yet. Be the first to share your Pampanga experience!')).toBeTruthy();
    const paths = requestsOf(fetch).map((r) => `${new URL(r.url).pathname}${new URL(r.url).search}`);
    expect(paths).toEqual(expect.arrayContaining(['/api/posts?limit=5']));
    expect(paths).toEqual(expect.arrayContaining(['/api/coupons?limit=3']));
    expect(await screen.findByText('No active coupons available at the moment.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('fills Community Updates from GET /api/posts: author, age, location, counts', async () => {
    const hoursAgo = new Date(Date.now() - 3 * 3_600_000).toISOString();
    renderHome({
      '/api/destinations': () => jsonResponse(destinations),
      '/api/posts': () =>
        jsonResponse([
          {
            id: 'p1',
            content: 'Heavy traffic on MacArthur Highway',
            locationName: 'San Fernando',
            likeCount: 4,
            commentCount: 1,
            createdAt: hoursAgo,
            author: { id: 'u1', displayName: 'Anonymous User' },
          },
          {
            id: 'p2',
            content: 'Sisig at Aling Lucing',
            locationName: null,
            likeCount: 0,
            commentCount: 0,
            createdAt: hoursAgo,
            author: { id: 'u2', displayName: 'Paolo Gutierrez' },
          },
        ]),
    });
    expect(await screen.findByText('Heavy traffic on MacArthur Highway')).toBeTruthy();
    expect(screen.getAllByText(/3h ago/)).toHaveLength(2);
    expect(screen.getByText('Anonymous User')).toBeTruthy();
    expect(screen.getByText('Paolo Gutierrez')).toBeTruthy();
    expect(screen.getByText('4 likes · 1 comment')).toBeTruthy();
  });

  it('shows 3 skeletons per list while loading (the deals too), and no empty text', async () => {
    renderHome({
      '/api/destinations': () => new Promise(() => undefined),
      '/api/posts': () => new Promise(() => undefined),
      '/api/coupons': () => new Promise(() => undefined),
    });
    await screen.findByRole('heading', { name: 'Discover Pampanga' });
    expect(HOME_SKELETONS).toBe(3);
    expect(screen.getAllByTestId('home-skeleton')).toHaveLength(3 * HOME_SKELETONS);
    expect(screen.queryByText('No posts yet. Be the first to share your Pampanga experience!')).toBeNull();
    expect(screen.queryByText('No active coupons available at the moment.')).toBeNull();
  });

  it('keeps a working page when the destinations call fails', async () => {
    renderHome({
      '/api/destinations': () => new Response('boom', { status: 500 }),
      '/api/posts': () => jsonResponse([]),
    });
    expect(await screen.findByText("We couldn't load destinations right now.")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse destinations' }).getAttribute('href')).toBe('/destinations');
    await waitFor(() =>
      expect(screen.getByText('No posts yet. Be the first to share your Pampanga experience!')).toBeTruthy(),
    );
  });
});
