import { browserNavigation } from '../shared/lib/browser-navigation';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderCatalogApp } from '../test/catalog-test-kit';
import type { DestinationResponse } from '@tara/api-client';
import { destinationCategories, destinationFixture } from '../test/destinations.fixture';
import { userFixture, withSession } from '../test/auth.fixture';
import { jsonResponse, mockFetch, requestsOf } from '../test/fetch-mock';
import type { CurrentUser } from '../features/auth/auth.api';

afterEach(() => {
  jest.restoreAllMocks();
});

const ID = destinationFixture().id;
const editor = userFixture({ role: 'editor' });

interface Options {
  user?: CurrentUser | null;
  destination?: DestinationResponse | null;
  coupons?: unknown;
  patch?: (body: Record<string, unknown>) => Response;
}

const patchBodies: Record<string, unknown>[] = [];

function api({ user = null, destination = destinationFixture(), coupons, patch }: Options = {}) {
  let current = destination;
  patchBodies.length = 0;
  return mockFetch(
    withSession(user, async (request) => {
      const url = new URL(request.url);
      if (url.pathname === '/api/categories') return jsonResponse(destinationCategories);
      if (url.pathname === '/api/coupons') {
        return coupons === undefined ? new Response('Cannot GET /api/coupons', { status: 404 }) : jsonResponse(coupons);
      }
      if (url.pathname === `/api/destinations/${ID}`) {
        if (request.method === 'PATCH') {
          const body = (await request.json()) as Record<string, unknown>;
          patchBodies.push(body);
          const response = patch?.(body);
          if (response) return response;
          current = { ...(current as DestinationResponse), ...body } as DestinationResponse;
          return jsonResponse(current);
        }
        return current
          ? jsonResponse(current)
          : jsonResponse(
              { statusCode: 404, code: 'DESTINATION_NOT_FOUND', message: 'Destination not found' },
              { status: 404 },
            );
      }
      return new Response(null, { status: 404 });
    }),
  );
}

const patches = (fetch: ReturnType<typeof mockFetch>) =>
  requestsOf(fetch).filter((request) => request.method === 'PATCH');

describe('/destinations/{id}', () => {
  it('shows a skeleton, then name, description, gallery, rating, address, phone, website and map', async () => {
    api();
    renderCatalogApp(`/destinations/${ID}`);
    expect(screen.getByTestId('detail-skeleton')).toBeTruthy();

    expect(await screen.findByRole('heading', { level: 1, name: 'Mount Arayat National Park' })).toBeTruthy();
    expect(screen.getByText(/lone extinct volcano/)).toBeTruthy();
    expect(screen.getByText('4.7')).toBeTruthy();
    expect(screen.getByText('(128 reviews)')).toBeTruthy();
    expect(screen.getByText('Arayat, Pampanga')).toBeTruthy();
    expect(screen.getByRole('link', { name: '+63 45 123 4567' }).getAttribute('href')).toBe('tel:+63451234567');
    const website = screen.getByRole('link', { name: /arayat\.example\.ph/ });
    expect(website.getAttribute('href')).toBe('https://arayat.example.ph');
    expect(website.getAttribute('target')).toBe('_blank');
    expect(website.getAttribute('rel')).toContain('noopener');

    const map = screen.getByTitle('Map of Mount Arayat National Park');
    const src = new URL(map.getAttribute('src') ?? '');
    expect(src.hostname).toBe('www.openstreetmap.org');
    expect(src.searchParams.get('bbox')).toBe('120.735,15.195,120.745,15.205');
    expect(src.searchParams.get('marker')).toBe('15.2,120.74');
    expect(document.title).toBe('Mount Arayat National Park — Tara Pampanga');
  });

  it('switches the main image with the thumbnails', async () => {
    api();
    renderCatalogApp(`/destinations/${ID}`);
    const main = await screen.findByTestId('gallery-main');
    expect(main.getAttribute('src')).toBe('/api/artwork/destinations/arayat.svg');
    const thumbs = screen.getAllByRole('button', { name: /Show photo \d of 3/ });
    expect(thumbs).toHaveLength(3);
    expect(thumbs[0].getAttribute('aria-current')).toBe('true');

    fireEvent.click(thumbs[2]);
    expect(screen.getByTestId('gallery-main').getAttribute('src')).toBe('/api/artwork/destinations/arayat-3.svg');
    expect(thumbs[2].getAttribute('aria-current')).toBe('true');

    fireEvent.keyDown(screen.getByTestId('gallery-main').parentElement as HTMLElement, { key: 'ArrowRight' });
    expect(screen.getByTestId('gallery-main').getAttribute('src')).toBe('/api/artwork/destinations/arayat.svg');
  });

  it('shows no map without coordinates', async () => {
    api({ destination: destinationFixture({ latitude: null, longitude: null }) });
    renderCatalogApp(`/destinations/${ID}`);
    await screen.findByRole('heading', { level: 1, name: 'Mount Arayat National Park' });
    expect(screen.queryByTitle(/Map of/)).toBeNull();
  });

  it("lists its coupons under 'Available Coupons' (GET /api/coupons?destinationId=); a failed answer reads as none", async () => {
    const fetch = api();
    renderCatalogApp(`/destinations/${ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Mount Arayat National Park' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Available Coupons' })).toBeTruthy();
    expect(await screen.findByText('No coupons found')).toBeTruthy();
    const coupons = requestsOf(fetch).filter((request) => new URL(request.url).pathname === '/api/coupons');
    expect(coupons.map((request) => new URL(request.url).searchParams.get('destinationId'))).toEqual([ID]);
  });

  it("shows 'Destination Not Found' for a missing id", async () => {
    api({ destination: null });
    renderCatalogApp(`/destinations/${ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Destination Not Found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Destinations' }).getAttribute('href')).toBe('/destinations');
  });

  it('gives plain users and visitors no Edit button', async () => {
    for (const user of [null, userFixture()]) {
      api({ user });
      const view = renderCatalogApp(`/destinations/${ID}`);
      await screen.findByRole('heading', { level: 1, name: 'Mount Arayat National Park' });
      // Time for the current user's answer to show an Edit button, were there one (inside act: the page's coupons and
      // a member's notices arrive meanwhile).
      await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
      expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
      view.unmount();
      jest.restoreAllMocks();
    }
  });

  it('lets an editor change the description: PATCH sends only that field, then the success toast', async () => {
    const fetch = api({ user: editor });
    renderCatalogApp(`/destinations/${ID}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));

    const form = screen.getByRole('form', { name: 'Edit destination' });
    expect((within(form).getByLabelText('Name') as HTMLInputElement).value).toBe('Mount Arayat National Park');
    expect((within(form).getByLabelText('Latitude') as HTMLInputElement).value).toBe('15.2');
    expect((within(form).getByLabelText('Extra image 1 URL') as HTMLInputElement).value).toBe(
      '/api/artwork/destinations/arayat-2.svg',
    );
    fireEvent.change(within(form).getByLabelText('Description'), {
      target: { value: 'Hike to the summit at sunrise.' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Destination updated successfully')).toBeTruthy();
    const [patch] = patches(fetch);
    expect(new URL(patch.url).pathname).toBe(`/api/destinations/${ID}`);
    expect(patchBodies[0]).toEqual({ description: 'Hike to the summit at sunrise.' });
    expect(await screen.findByText('Hike to the summit at sunrise.')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Edit destination' })).toBeNull();
  });

  it('edits on a copy: Cancel discards the changes', async () => {
    const fetch = api({ user: editor });
    renderCatalogApp(`/destinations/${ID}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Changed name' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(screen.getByRole('heading', { level: 1, name: 'Mount Arayat National Park' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Mount Arayat National Park');
    expect(patches(fetch)).toHaveLength(0);
  });

  it('requires a name and clears fields with null', async () => {
    const fetch = api({ user: editor });
    renderCatalogApp(`/destinations/${ID}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: '  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Name is required')).toBeTruthy();
    expect(patches(fetch)).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Mount Arayat National Park' } });
    fireEvent.change(screen.getByLabelText('Website'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Extra image 2 URL'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Destination updated successfully');
    expect(patchBodies[0]).toEqual({
      website: null,
      images: ['/api/artwork/destinations/arayat.svg', '/api/artwork/destinations/arayat-2.svg'],
    });
  });

  it("shows 'Unauthorized' and goes to sign-in when the session ended before a save (spec section 8)", async () => {
    const assign = jest.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
    api({
      user: editor,
      patch: () => jsonResponse({ statusCode: 401, code: 'UNAUTHENTICATED', message: 'Unauthorized' }, { status: 401 }),
    });
    renderCatalogApp(`/destinations/${ID}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '0917 555 0000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('You are logged out. Logging in again...')).toBeTruthy();
    expect(screen.getByText('Unauthorized')).toBeTruthy();
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith(`/api/login?returnTo=${encodeURIComponent(`/destinations/${ID}`)}`),
    );
    assign.mockRestore();
  });

  it("shows 'Error' / 'Failed to update destination' when the save fails", async () => {
    api({
      user: editor,
      patch: () =>
        jsonResponse(
          { statusCode: 400, code: 'VALIDATION_FAILED', message: 'website must be an http or https URL' },
          { status: 400 },
        ),
    });
    renderCatalogApp(`/destinations/${ID}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '0917 555 0000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Failed to update destination')).toBeTruthy();
    expect(screen.getByText('Error')).toBeTruthy();
    expect(screen.getByText('website must be an http or https URL')).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Edit destination' })).toBeTruthy();
  });
});
