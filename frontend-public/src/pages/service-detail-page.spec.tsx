import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderCatalogApp } from '../test/catalog-test-kit';
import type { CurrentUser } from '../features/auth/auth.api';
import { destinationCategories } from '../test/destinations.fixture';
import { pageReload } from '../features/services/service-editors';
import type { ServiceResponse } from '@tara/api-client';
import { serviceFixture } from '../test/services.fixture';
import { userFixture, withSession } from '../test/auth.fixture';
import { jsonResponse, mockFetch, requestsOf } from '../test/fetch-mock';

afterEach(() => {
  jest.restoreAllMocks();
  Reflect.deleteProperty(document, 'execCommand');
  Reflect.deleteProperty(navigator, 'share');
});

const SERVICE = serviceFixture();
const editor = userFixture({ role: 'editor' });

interface Options {
  user?: CurrentUser | null;
  service?: ServiceResponse | null;
  patch?: (body: Record<string, unknown>) => Response | undefined;
}

const patchBodies: Record<string, unknown>[] = [];

function api({ user = userFixture(), service = SERVICE, patch }: Options = {}) {
  let current = service;
  patchBodies.length = 0;
  return mockFetch(
    withSession(user, async (request) => {
      const url = new URL(request.url);
      const notFound = () =>
        jsonResponse({ statusCode: 404, code: 'SERVICE_NOT_FOUND', message: 'Service not found' }, { status: 404 });
      if (url.pathname === '/api/categories') return jsonResponse(destinationCategories);
      if (url.pathname.startsWith('/api/coupons')) return new Response('Not Found', { status: 404 });
      if (current && request.method === 'PATCH' && url.pathname === `/api/services/${current.id}`) {
        const body = (await request.json()) as Record<string, unknown>;
        patchBodies.push(body);
        const answer = patch?.(body);
        if (answer) return answer;
        current = { ...current, ...body } as ServiceResponse;
        return jsonResponse(current);
      }
      if (url.pathname.startsWith('/api/services/slug/')) {
        const slug = decodeURIComponent(url.pathname.slice('/api/services/slug/'.length));
        return current && current.slug === slug ? jsonResponse(current) : notFound();
      }
      if (url.pathname.startsWith('/api/services/')) {
        return current && url.pathname === `/api/services/${current.id}` ? jsonResponse(current) : notFound();
      }
      return new Response(null, { status: 404 });
    }),
  );
}

describe('service detail', () => {
  it('loads /service/{slug} with gallery, badge, description, contact, gas price, map and its buttons', async () => {
    const fetch = api();
    renderCatalogApp('/service/petron-san-fernando');
    expect(await screen.findByRole('heading', { level: 1, name: 'Petron San Fernando' })).toBeTruthy();
    expect(
      requestsOf(fetch).some((request) => new URL(request.url).pathname === '/api/services/slug/petron-san-fernando'),
    ).toBe(true);

    // gallery: mainImageIndex first, thumbnails and dots
    expect(screen.getByTestId('gallery-main').getAttribute('src')).toBe('/api/artwork/services/petron-2.svg');
    expect(screen.getAllByRole('button', { name: /Show photo \d of 3/ })).toHaveLength(3);
    const dots = within(screen.getByTestId('gallery-dots')).getAllByRole('button');
    expect(dots).toHaveLength(3);
    fireEvent.click(dots[2]);
    expect(screen.getByTestId('gallery-main').getAttribute('src')).toBe('/api/artwork/services/petron-3.svg');

    expect(screen.getByTestId('service-badge').textContent).toBe('Open');
    expect(screen.getByText(/Full-service station/)).toBeTruthy();
    expect(screen.getByText('Jose Abad Santos Ave, San Fernando, Pampanga')).toBeTruthy();
    expect(screen.getByText('5:00 AM – 11:00 PM')).toBeTruthy();
    expect(screen.getByText('₱62.45/L')).toBeTruthy();
    expect(screen.getByText('Updated Nov 20, 2026')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Call' }).getAttribute('href')).toBe('tel:0459612345');
    expect(screen.getByRole('link', { name: /petron\.example\.ph/ }).getAttribute('rel')).toContain('noopener');

    const map = new URL(screen.getByTitle('Map of Petron San Fernando').getAttribute('src') ?? '');
    expect(map.searchParams.get('bbox')).toBe('120.685,15.025,120.695,15.035');
    expect(screen.getByRole('link', { name: /Google Maps/ }).getAttribute('href')).toBe(
      'https://www.google.com/maps/search/?api=1&query=15.03,120.69',
    );
    expect(screen.getByRole('link', { name: /Waze/ }).getAttribute('href')).toBe(
      'https://waze.com/ul?ll=15.03,120.69&navigate=yes',
    );
    expect(screen.getByRole('link', { name: /Directions/ }).getAttribute('href')).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=15.03,120.69',
    );
    // 'Available Coupons' from the spec's GET /api/coupons/{serviceId} (a failed answer reads as none).
    expect(requestsOf(fetch).some((request) => /^\/api\/coupons\/[^/]+$/.test(new URL(request.url).pathname))).toBe(
      true,
    );
    expect(await screen.findByRole('heading', { name: 'Available Coupons' })).toBeTruthy();
    // plain users get no editors
    expect(screen.queryByLabelText('URL Slug')).toBeNull();
  });

  it("loads /services/{id}; an emergency service says 'Call Now'", async () => {
    api({ service: serviceFixture({ slug: '', isEmergency: true, gasPrice: null }) });
    renderCatalogApp(`/services/${SERVICE.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Petron San Fernando' })).toBeTruthy();
    expect(screen.getByTestId('service-badge').textContent).toBe('Emergency');
    expect(screen.getByRole('link', { name: 'Call Now' }).getAttribute('href')).toBe('tel:0459612345');
    expect(screen.queryByTestId('gas-price')).toBeNull();
  });

  it("shows 'Service Not Found' with Go Back to /services when there is no page to go back to", async () => {
    api({ service: null });
    const app = renderCatalogApp('/service/nope');
    expect(await screen.findByRole('heading', { level: 1, name: 'Service Not Found' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Go Back' }));
    await waitFor(() => expect(app.location().pathname).toBe('/services'));
  });

  it('Go Back returns to the previous page', async () => {
    api({ service: null });
    const app = renderCatalogApp('/service/nope', { history: ['/destinations'] });
    fireEvent.click(await screen.findByRole('button', { name: 'Go Back' }));
    await waitFor(() => expect(app.location().pathname).toBe('/destinations'));
  });

  it('share menu: copy link falls back to the hidden textarea; SMS, email, Facebook, Twitter links', async () => {
    api();
    let copied = '';
    Object.defineProperty(document, 'execCommand', {
      configurable: true,
      value: (command: string) => {
        const textarea = document.querySelector('textarea');
        if (command === 'copy' && textarea) copied = textarea.value;
        return true;
      },
    });
    renderCatalogApp('/service/petron-san-fernando');
    const share = await screen.findByRole('button', { name: 'Share' });
    expect(share.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(share);
    const menu = screen.getByRole('menu', { name: 'Share' });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent?.replace(' (opens in a new tab)', '')),
    ).toEqual(['Copy link', 'Text message', 'Email', 'Facebook', 'Twitter']);
    expect(document.activeElement).toBe(within(menu).getByRole('menuitem', { name: 'Copy link' }));
    const text = encodeURIComponent(SERVICE.description!.slice(0, 100));
    expect(within(menu).getByRole('menuitem', { name: 'Text message' }).getAttribute('href')).toContain(
      `sms:?&body=${text}`,
    );
    expect(within(menu).getByRole('menuitem', { name: 'Email' }).getAttribute('href')).toMatch(
      /^mailto:\?subject=Petron%20San%20Fernando/,
    );
    expect(
      within(menu)
        .getByRole('menuitem', { name: /Facebook/ })
        .getAttribute('href'),
    ).toBe(
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent('http://localhost/service/petron-san-fernando')}`,
    );
    expect(
      within(menu)
        .getByRole('menuitem', { name: /Twitter/ })
        .getAttribute('target'),
    ).toBe('_blank');

    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Copy link' }));
    expect(await screen.findByText('Link Copied')).toBeTruthy();
    expect(copied).toBe('http://localhost/service/petron-san-fernando');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it("offers 'Share…' only when the browser can share, and Escape closes the menu", async () => {
    api();
    const shareFn = jest.fn(async (_data?: ShareData) => undefined);
    Object.defineProperty(navigator, 'share', { configurable: true, value: shareFn });
    renderCatalogApp('/service/petron-san-fernando');
    fireEvent.click(await screen.findByRole('button', { name: 'Share' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Share…' }));
    expect(shareFn).toHaveBeenCalledWith({
      title: 'Petron San Fernando',
      text: SERVICE.description!.slice(0, 100),
      url: 'http://localhost/service/petron-san-fernando',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Share' }));
  });

  it('copies the address and the coordinates with a toast', async () => {
    api();
    const copies: string[] = [];
    Object.defineProperty(document, 'execCommand', {
      configurable: true,
      value: () => {
        copies.push(document.querySelector('textarea')?.value ?? '');
        return true;
      },
    });
    renderCatalogApp('/service/petron-san-fernando');
    fireEvent.click(await screen.findByRole('button', { name: 'Copy address' }));
    expect(await screen.findByText('Address Copied')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Copy coordinates' }));
    expect(await screen.findByText('Coordinates Copied')).toBeTruthy();
    expect(copies).toEqual(['Jose Abad Santos Ave, San Fernando, Pampanga', '15.030000, 120.690000']);
  });

  it("slug editor: 'Invalid Slug' when empty; 'Service Updated' then the new slug after 1 s", async () => {
    const fetch = api({ user: editor });
    const app = renderCatalogApp('/service/petron-san-fernando');
    const input = await screen.findByLabelText('URL Slug');
    expect((input as HTMLInputElement).value).toBe('petron-san-fernando');

    fireEvent.change(input, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Slug' }));
    expect(await screen.findByText('Invalid Slug')).toBeTruthy();
    expect(screen.getByText('Please enter a valid URL slug')).toBeTruthy();
    expect(patchBodies).toHaveLength(0);

    fireEvent.change(input, { target: { value: '  petron-dolores ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Slug' }));
    expect(await screen.findByText('Service Updated')).toBeTruthy();
    expect(patchBodies).toEqual([{ slug: 'petron-dolores' }]);
    const saved = Date.now();
    expect(app.location().pathname).toBe('/service/petron-san-fernando');
    await waitFor(() => expect(app.location().pathname).toBe('/service/petron-dolores'), { timeout: 2500 });
    expect(Date.now() - saved).toBeGreaterThanOrEqual(900);
    expect(await screen.findByRole('heading', { level: 1, name: 'Petron San Fernando' })).toBeTruthy();
    // The saved service replaces the cached one: the old slug, which no longer exists, is never asked for again.
    const slugRequests = requestsOf(fetch)
      .map((request) => new URL(request.url).pathname)
      .filter((path) => path.startsWith('/api/services/slug/'));
    expect(slugRequests).toEqual(['/api/services/slug/petron-san-fernando']);
  });

  it("slug editor: 'Update Failed' with the server's message when the slug is taken", async () => {
    api({
      user: editor,
      patch: () =>
        jsonResponse(
          {
            statusCode: 409,
            code: 'SERVICE_SLUG_TAKEN',
            message: "The slug 'shell-nlex' is already used by another service",
          },
          { status: 409 },
        ),
    });
    const app = renderCatalogApp('/service/petron-san-fernando');
    fireEvent.change(await screen.findByLabelText('URL Slug'), { target: { value: 'shell-nlex' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Slug' }));
    expect(await screen.findByText('Update Failed')).toBeTruthy();
    // The client's own words for the code it knows (the server's English text is the fallback for unknown codes).
    expect(screen.getByText('Another service already uses this URL slug.')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(app.location().pathname).toBe('/service/petron-san-fernando');
  });

  it('coordinate editor: the validation messages, then save and reload after 100 ms', async () => {
    const reload = jest.spyOn(pageReload, 'reload').mockImplementation(() => undefined);
    api({ user: editor });
    renderCatalogApp('/service/petron-san-fernando');
    const latitude = await screen.findByLabelText('Latitude');
    const longitude = screen.getByLabelText('Longitude');
    const save = screen.getByRole('button', { name: 'Save Coordinates' });

    fireEvent.change(latitude, { target: { value: '' } });
    fireEvent.click(save);
    expect(await screen.findByText('Invalid Coordinates')).toBeTruthy();
    expect(screen.getByText('Please enter valid latitude and longitude values')).toBeTruthy();

    fireEvent.change(latitude, { target: { value: '95' } });
    fireEvent.click(save);
    expect(await screen.findByText('Latitude must be between -90 and 90, longitude between -180 and 180')).toBeTruthy();
    expect(patchBodies).toHaveLength(0);

    fireEvent.change(latitude, { target: { value: '15.0412' } });
    fireEvent.change(longitude, { target: { value: ' 120.6871 ' } });
    fireEvent.click(save);
    expect(await screen.findByText('Service Updated')).toBeTruthy();
    expect(patchBodies).toEqual([{ latitude: 15.0412, longitude: 120.6871 }]);
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
  });
});
