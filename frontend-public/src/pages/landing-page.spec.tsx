import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CATEGORY_SKELETONS } from '../features/categories/components/category-strip';
import { categoriesFixture } from '../test/categories.fixture';
import { apiPathsOf, withSession } from '../test/auth.fixture';
import { jsonResponse, mockFetch as mockAnyFetch, requestsOf } from '../test/fetch-mock';
import { renderPublicApp } from '../test/render';
import { AREAS } from './landing-page';

afterEach(() => {
  jest.restoreAllMocks();
});

/** The landing page is what signed-out visitors see: GET /api/auth/user answers 401. */
const mockFetch = (handler: Parameters<typeof withSession>[1]) => mockAnyFetch(withSession(null, handler));
const categoryCalls = (fetch: ReturnType<typeof mockAnyFetch>) => apiPathsOf(requestsOf(fetch)).length;

describe('Landing page (signed-out home)', () => {
  it('shows the brand, one h1 and both calls to action as full navigations to /api/login', () => {
    mockFetch(() => jsonResponse(categoriesFixture));
    renderPublicApp('/');

    expect(within(screen.getByRole('banner')).getByText(/Tara/)).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toMatch(/culinary capital of the Philippines/);
    for (const name of ['Start Exploring', 'Join Tara Pampanga']) {
      const link = screen.getByRole('link', { name });
      expect(link.getAttribute('href')).toBe('/api/login');
    }
    expect(screen.getByRole('main')).toBeTruthy();
    expect(screen.getByRole('contentinfo').textContent).toContain('Tara Pampanga');
  });

  it('advertises the six areas', () => {
    mockFetch(() => jsonResponse(categoriesFixture));
    renderPublicApp('/');

    const titles = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(titles).toEqual([
      'Travel Destinations',
      'Food Guide',
      'Motorist Services',
      'Cycling Hub',
      'Outdoor Adventures',
      'Community',
    ]);
    expect(AREAS.every((area) => area.copy.length > 20)).toBe(true);
  });

  it('shows 6 skeletons, then the categories from GET /api/categories', async () => {
    let respond: (response: Response) => void = () => undefined;
    const fetch = mockFetch(() => new Promise<Response>((resolve) => (respond = resolve)));
    renderPublicApp('/');

    expect(screen.getAllByTestId('category-skeleton')).toHaveLength(CATEGORY_SKELETONS);
    expect(CATEGORY_SKELETONS).toBe(6);
    expect(screen.getByRole('status').textContent).toMatch(/Loading categories/);

    await waitFor(() => expect(categoryCalls(fetch)).toBe(1));
    respond(jsonResponse(categoriesFixture));
    const list = await screen.findByRole('region', { name: 'Categories' });
    for (const { name } of categoriesFixture) expect(within(list).getByText(name)).toBeTruthy();
    expect(screen.queryAllByTestId('category-skeleton')).toHaveLength(0);
    expect(apiPathsOf(requestsOf(fetch))).toEqual(['/api/categories']);
  });

  it('opens each category tile as its list: destinations for places and food, the Service Directory for the rest', async () => {
    mockFetch(() => jsonResponse(categoriesFixture));
    renderPublicApp('/');
    const list = await screen.findByRole('region', { name: 'Categories' });
    const hrefs = Object.fromEntries(
      within(list)
        .getAllByRole('link')
        .map((link) => [link.querySelector('.tp-chip__name')?.textContent, link.getAttribute('href')]),
    );
    const [churches, sisig, gas, camp] = categoriesFixture;
    expect(hrefs).toEqual({
      [churches.name]: `/destinations?category=${churches.id}`,
      [sisig.name]: `/destinations?category=${sisig.id}`,
      [gas.name]: `/services?category=${gas.id}`,
      [camp.name]: `/services?category=${camp.id}`,
    });
  });

  it('shows a small inline error with a Retry button that asks again', async () => {
    let fail = true;
    const fetch = mockFetch(() =>
      fail ? new Response('Database is waking up', { status: 503 }) : jsonResponse(categoriesFixture),
    );
    renderPublicApp('/');

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain("We couldn't load the categories.");
    expect(alert.textContent).toContain('503: Database is waking up');
    expect(categoryCalls(fetch)).toBe(1);

    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));

    expect(await screen.findByText('Heritage Churches')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(categoryCalls(fetch)).toBe(2);
  });

  it('says so when there are no categories', async () => {
    mockFetch(() => jsonResponse([]));
    renderPublicApp('/');
    expect(await screen.findByText('No categories found')).toBeTruthy();
  });

  it('gives each mount a fresh store', async () => {
    const fetch = mockFetch(() => jsonResponse(categoriesFixture));
    const first = renderPublicApp('/');
    await screen.findByText('Heritage Churches');
    first.unmount();

    renderPublicApp('/');
    await screen.findByText('Heritage Churches');
    await waitFor(() => expect(categoryCalls(fetch)).toBe(2));
  });
});
