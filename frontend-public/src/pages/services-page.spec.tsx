import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { listResponse, renderCatalogApp } from '../test/catalog-test-kit';
import { LIST_SKELETONS } from '../shared/lists/card-skeletons';
import { destinationCategories } from '../test/destinations.fixture';
import { serviceFixture } from '../test/services.fixture';
import { browserNavigation } from '../shared/lib/browser-navigation';
import { userFixture, withSession } from '../test/auth.fixture';
import { jsonResponse, mockFetch, requestsOf } from '../test/fetch-mock';

afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
});

function api(
  services: (url: URL) => Response | Promise<Response> = () => listResponse([serviceFixture()]),
  user = userFixture(),
) {
  return mockFetch(
    withSession(user, (request) => {
      const url = new URL(request.url);
      if (url.pathname === '/api/categories') return jsonResponse(destinationCategories);
      if (url.pathname === '/api/services') return services(url);
      return new Response(null, { status: 404 });
    }),
  );
}

const serviceRequests = (fetch: ReturnType<typeof mockFetch>) =>
  requestsOf(fetch)
    .map((request) => new URL(request.url))
    .filter((url) => url.pathname === '/api/services');

describe('/services', () => {
  it("shows 'Service Directory', the three tabs, 6 skeletons and then cards with every field", async () => {
    const pending: { respond?: (response: Response) => void } = {};
    api(() => new Promise<Response>((resolve) => (pending.respond = resolve)));
    renderCatalogApp('/services');

    expect(await screen.findByRole('heading', { level: 1, name: 'Service Directory' })).toBeTruthy();
    // The skeleton page shows the heading while the current user loads; the tabs come with the page itself.
    const tabs = within(await screen.findByRole('tablist', { name: 'Service type' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Motorist', 'Bicycle', 'Camping']);
    expect(tabs[0].getAttribute('aria-selected')).toBe('true');
    expect(screen.getAllByTestId('card-skeleton')).toHaveLength(LIST_SKELETONS);

    await waitFor(() => expect(pending.respond).toBeDefined());
    pending.respond?.(listResponse([serviceFixture()]));
    const card = within(await screen.findByTestId('service-card'));
    expect(card.getByRole('heading', { name: 'Petron San Fernando' })).toBeTruthy();
    expect(card.getByText(/Full-service station/)).toBeTruthy();
    expect(card.getByText('Open')).toBeTruthy();
    expect(card.getByText('Jose Abad Santos Ave, San Fernando, Pampanga')).toBeTruthy();
    expect(card.getByText('5:00 AM – 11:00 PM')).toBeTruthy();
    expect(card.getByRole('link', { name: '(045) 961 2345' }).getAttribute('href')).toBe('tel:0459612345');
    expect(card.getByText('₱62.45/L')).toBeTruthy();
    expect(card.getByText('Updated Nov 20, 2026')).toBeTruthy();
    expect(card.getByText('4.2')).toBeTruthy();
    expect(card.getByText('(37 reviews)')).toBeTruthy();
    expect(card.getByRole('img', { name: 'Petron San Fernando' }).getAttribute('src')).toBe(
      '/api/artwork/services/petron-2.svg',
    );
    expect(card.getByRole('link', { name: 'View Details' }).getAttribute('href')).toBe('/service/petron-san-fernando');
  });

  it("shows 'Open 24/7', 'Emergency' with 'Call Now', 'Coupon Available', and /services/{id} without a slug", async () => {
    api(() =>
      listResponse([
        serviceFixture({
          id: '33333333-3333-4333-8333-333333333302',
          name: 'Shell NLEX',
          isOpen24h: true,
          hasActiveCoupon: true,
        }),
        serviceFixture({
          id: '33333333-3333-4333-8333-333333333303',
          name: 'Rescue 911 Angeles',
          isEmergency: true,
          phone: '911',
          gasPrice: null,
        }),
        serviceFixture({ id: '33333333-3333-4333-8333-333333333304', name: 'Caltex Mexico', slug: '' }),
      ]),
    );
    renderCatalogApp('/services');
    const cards = await screen.findAllByTestId('service-card');
    expect(within(cards[0]).getByText('Open 24/7')).toBeTruthy();
    expect(within(cards[0]).getByTestId('coupon-badge').textContent).toBe('Coupon Available');
    expect(within(cards[1]).queryByTestId('coupon-badge')).toBeNull();
    expect(within(cards[1]).getByText('Emergency')).toBeTruthy();
    expect(within(cards[1]).getByRole('link', { name: 'Call Now' }).getAttribute('href')).toBe('tel:911');
    expect(within(cards[1]).queryByRole('link', { name: 'View Details' })).toBeNull();
    expect(within(cards[1]).queryByTestId('gas-price')).toBeNull();
    expect(within(cards[2]).getByRole('link', { name: 'View Details' }).getAttribute('href')).toBe(
      '/services/33333333-3333-4333-8333-333333333304',
    );
  });

  it('?category=gas selects the Motorist tab and the Gas Stations chip', async () => {
    const fetch = api();
    renderCatalogApp('/services?category=gas');
    await screen.findByTestId('service-card');
    expect(screen.getByRole('tab', { name: 'Motorist' }).getAttribute('aria-selected')).toBe('true');
    const chips = screen.getByRole('group', { name: 'Motorist categories' });
    await waitFor(() =>
      expect(within(chips).getByRole('button', { name: 'Gas Stations' }).getAttribute('aria-pressed')).toBe('true'),
    );
    expect(
      within(chips)
        .getAllByRole('button')
        .map((chip) => chip.textContent),
    ).toEqual(['All Services', 'Gas Stations', 'Auto Repair', 'Emergency']);
    const [request] = serviceRequests(fetch);
    expect(request.searchParams.get('type')).toBe('motorist');
    expect(request.searchParams.get('category')).toBe('gas');
  });

  it.each([
    ['auto', 'Motorist', 'Auto Repair'],
    ['bicycle', 'Bicycle', 'All Services'],
    ['camping', 'Camping', 'All Services'],
  ])('?category=%s selects the %s tab and the %s chip', async (keyword, tab, chip) => {
    api();
    renderCatalogApp(`/services?category=${keyword}`);
    await screen.findByTestId('service-card');
    expect(screen.getByRole('tab', { name: tab }).getAttribute('aria-selected')).toBe('true');
    await waitFor(() => expect(screen.getByRole('button', { name: chip }).getAttribute('aria-pressed')).toBe('true'));
  });

  it('switches tabs by click and arrow keys, keeping the state in the URL', async () => {
    const fetch = api();
    const app = renderCatalogApp('/services?category=gas&q=petron');
    await screen.findByTestId('service-card');

    fireEvent.click(screen.getByRole('tab', { name: 'Camping' }));
    await waitFor(() => expect(app.search().get('tab')).toBe('camping'));
    expect(app.search().has('category')).toBe(false);
    expect(app.search().get('q')).toBe('petron');
    expect(await screen.findByRole('button', { name: 'Campsites' })).toBeTruthy();
    await waitFor(() => expect(serviceRequests(fetch).at(-1)?.searchParams.get('type')).toBe('camping'));

    fireEvent.keyDown(screen.getByRole('tab', { name: 'Camping' }), { key: 'ArrowLeft' });
    await waitFor(() => expect(app.search().get('tab')).toBe('bicycle'));
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Bicycle' }));

    fireEvent.click(screen.getByRole('button', { name: 'Bike Shops' }));
    await waitFor(() => expect(app.search().get('category')).toBe(destinationCategories[6].id));
    await waitFor(() =>
      expect(serviceRequests(fetch).at(-1)?.searchParams.get('categoryId')).toBe(destinationCategories[6].id),
    );
  });

  it('searches through ?q= and shows the empty text', async () => {
    const fetch = api((url) => listResponse(url.searchParams.get('search') === 'nothing' ? [] : [serviceFixture()]));
    const app = renderCatalogApp('/services');
    await screen.findByTestId('service-card');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search services' }), { target: { value: 'nothing' } });
    expect(await screen.findByText('No services found. Try adjusting your search or filters.')).toBeTruthy();
    expect(app.search().get('q')).toBe('nothing');
    expect(serviceRequests(fetch).at(-1)?.searchParams.get('search')).toBe('nothing');
  });

  it('sends a signed-out visitor to sign-in with the way back', async () => {
    const assign = jest.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
    api(undefined, null as never);
    renderCatalogApp('/services?category=gas');
    expect(await screen.findByText('You are logged out. Logging in again...')).toBeTruthy();
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/api/login?returnTo=%2Fservices%3Fcategory%3Dgas'), {
      timeout: 2000,
    });
    expect(screen.queryByTestId('service-card')).toBeNull();
  });
});
