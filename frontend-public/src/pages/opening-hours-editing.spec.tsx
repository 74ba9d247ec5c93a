import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setLanguage } from '@tara/i18n';
import type { DestinationResponse, ServiceResponse } from '@tara/api-client';
import { renderCatalogApp } from '../test/catalog-test-kit';
import { destinationCategories, destinationFixture } from '../test/destinations.fixture';
import { serviceFixture } from '../test/services.fixture';
import { userFixture, withSession } from '../test/auth.fixture';
import { jsonResponse, mockFetch } from '../test/fetch-mock';
import type { CurrentUser } from '../features/auth/auth.api';
import en from '../i18n/en.json';
import fil from '../i18n/fil.json';
import { i18n } from '../i18n/i18n';

/**
 * Issue 33.1: editors enter a place's opening hours on its page. This app sends them as typed; the server checks them
 * (the parser stays out of the public bundle) and its 400 shows with the app's own sentence before the parser's reason.
 */
afterEach(() => {
  jest.restoreAllMocks();
  i18n.loadAndActivate({ locale: 'en', locales: i18n.locales, messages: { ...en } });
  setLanguage('en');
});

const editor = userFixture({ role: 'editor' });
const SERVICE = serviceFixture({ openingHours: 'Mo-Su 05:00-23:00' });
const DESTINATION = destinationFixture({ openingHours: null });
const refusal = (code: string) =>
  jsonResponse(
    {
      statusCode: 400,
      code,
      message: 'Opening hours are not valid: Times by the sun (sunrise, sunset, dawn, dusk) are not supported',
      details: { field: 'openingHours' },
    },
    { status: 400 },
  );

/** The API of the two detail pages; a PATCH whose hours hold 'sunrise' is refused as the server does. */
function api(user: CurrentUser | null) {
  const patches: Record<string, unknown>[] = [];
  let service: ServiceResponse = SERVICE;
  let destination: DestinationResponse = DESTINATION;
  mockFetch(
    withSession(user, async (request) => {
      const url = new URL(request.url);
      if (url.pathname === '/api/categories') return jsonResponse(destinationCategories);
      const patch = async () => {
        const body = (await request.json()) as Record<string, unknown>;
        patches.push(body);
        return /sunrise/.test(String(body.openingHours ?? '')) ? null : body;
      };
      if (url.pathname === `/api/services/${SERVICE.id}` && request.method === 'PATCH') {
        const body = await patch();
        if (!body) return refusal('SERVICE_OPENING_HOURS_INVALID');
        service = { ...service, ...body } as ServiceResponse;
        return jsonResponse(service);
      }
      if (url.pathname === `/api/services/slug/${SERVICE.slug}`) return jsonResponse(service);
      if (url.pathname === `/api/destinations/${DESTINATION.id}`) {
        if (request.method !== 'PATCH') return jsonResponse(destination);
        const body = await patch();
        if (!body) return refusal('DESTINATION_OPENING_HOURS_INVALID');
        destination = { ...destination, ...body } as DestinationResponse;
        return jsonResponse(destination);
      }
      return new Response(null, { status: 404 });
    }),
  );
  return patches;
}

const hoursForm = () => screen.findByRole('form', { name: 'Opening hours' });

describe("a service's opening hours on its page", () => {
  it('saves new hours, shows a refusal on the field, and clears them with an empty value', async () => {
    const patches = api(editor);
    renderCatalogApp(`/service/${SERVICE.slug}`);
    const form = await hoursForm();
    const field = within(form).getByLabelText('Opening hours') as HTMLInputElement;
    expect(field.value).toBe('Mo-Su 05:00-23:00');
    expect(within(form).getByText('Mo-Sa 08:00-21:00; PH off')).toBeTruthy();

    fireEvent.change(field, { target: { value: 'Mo-Fr sunrise-18:00' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save Hours' }));
    const message = await within(form).findByText(
      'These opening hours cannot be read: Times by the sun (sunrise, sunset, dawn, dusk) are not supported',
    );
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')?.split(' ')).toContain(message.id);
    expect(await screen.findByText('Update Failed')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(field));

    fireEvent.change(field, { target: { value: ' Mo-Sa 06:00-22:00; PH off ' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save Hours' }));
    expect(await screen.findByText('The opening hours were saved.')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBeNull();

    fireEvent.change(field, { target: { value: '  ' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save Hours' }));
    await waitFor(() => expect(patches).toHaveLength(3));
    expect(patches).toEqual([
      { openingHours: 'Mo-Fr sunrise-18:00' },
      { openingHours: 'Mo-Sa 06:00-22:00; PH off' },
      { openingHours: null },
    ]);
  });

  it('speaks Filipino', async () => {
    i18n.loadAndActivate({ locale: 'fil', locales: i18n.locales, messages: { ...fil } });
    setLanguage('fil');
    api(editor);
    renderCatalogApp(`/service/${SERVICE.slug}`);
    const form = await screen.findByRole('form', { name: 'Oras ng bukas' });
    fireEvent.change(within(form).getByLabelText('Oras ng bukas'), { target: { value: 'sunrise-sunset' } });
    fireEvent.click(within(form).getByRole('button', { name: 'I-save ang Oras' }));
    expect(await within(form).findByText(/^Hindi mabasa ang oras ng bukas na ito: Times by the sun/)).toBeTruthy();
    expect(within(form).getByText(/Iwanang blangko kung hindi alam/)).toBeTruthy();
  });

  it('is not offered to a member', async () => {
    api(userFixture({ role: 'user' }));
    renderCatalogApp(`/service/${SERVICE.slug}`);
    expect(await screen.findByRole('heading', { level: 1, name: SERVICE.name })).toBeTruthy();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('form', { name: 'Opening hours' })).toBeNull();
    expect(screen.queryByLabelText('Opening hours')).toBeNull();
  });
});

describe("a destination's opening hours in its edit form", () => {
  it('sends the typed hours with the other changes, and says why the server refused them', async () => {
    const patches = api(editor);
    renderCatalogApp(`/destinations/${DESTINATION.id}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const form = screen.getByRole('form', { name: 'Edit destination' });
    const field = within(form).getByLabelText('Opening hours') as HTMLInputElement;
    expect(field.value).toBe('');

    fireEvent.change(field, { target: { value: 'Tu-Su sunrise-17:00' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(
      await within(form).findByText(
        'These opening hours cannot be read: Times by the sun (sunrise, sunset, dawn, dusk) are not supported',
      ),
    ).toBeTruthy();

    fireEvent.change(field, { target: { value: 'Tu-Su 08:00-17:00; PH off' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Edit destination' })).toBeNull());
    expect(patches).toEqual([{ openingHours: 'Tu-Su sunrise-17:00' }, { openingHours: 'Tu-Su 08:00-17:00; PH off' }]);
  });
});
