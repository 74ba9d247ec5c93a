import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setLanguage } from '@tara/i18n';
import type { OpeningHoursPreviewResponse } from '@tara/api-client/opening-hours';
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
 * Issue 33.1: the public edit forms show the coming week of the hours being typed, as the server reads them
 * (POST /api/opening-hours/preview, mocked here as it answers), or the server's reason when it cannot read them.
 */
afterEach(() => {
  jest.restoreAllMocks();
  i18n.loadAndActivate({ locale: 'en', locales: i18n.locales, messages: { ...en } });
  setLanguage('en');
});

const editor = userFixture({ role: 'editor' });
const SERVICE = serviceFixture({ openingHours: 'Mo-Su 05:00-23:00' });
const DESTINATION = destinationFixture({ openingHours: null });
const SUN_REASON = 'Times by the sun (sunrise, sunset, dawn, dusk) are not supported';
const WAIT = { timeout: 3000 };

/** Manila's wall clock as an instant. */
const at = (wallClock: string) => new Date(`${wallClock}:00+08:00`).toISOString();
const open = (date: string, from: string, to: string, toDate = date) => ({
  start: at(`${date}T${from}`),
  end: at(`${toDate}T${to}`),
});

/** A week as the server tells 'Mo-Sa 08:00-21:00; Fr 22:00-02:00; Su 00:00-24:00; PH off' from Friday 27 November 2026. */
const WEEK: OpeningHoursPreviewResponse = {
  is24_7: false,
  days: [
    {
      date: '2026-11-27',
      holiday: null,
      intervals: [open('2026-11-27', '08:00', '21:00'), open('2026-11-27', '22:00', '02:00', '2026-11-28')],
    },
    { date: '2026-11-28', holiday: null, intervals: [open('2026-11-28', '08:00', '21:00')] },
    { date: '2026-11-29', holiday: null, intervals: [open('2026-11-29', '00:00', '00:00', '2026-11-30')] },
    { date: '2026-11-30', holiday: { en: 'Bonifacio Day', fil: 'Araw ni Bonifacio' }, intervals: [] },
    { date: '2026-12-01', holiday: null, intervals: [open('2026-12-01', '08:00', '21:00')] },
    { date: '2026-12-02', holiday: null, intervals: [open('2026-12-02', '08:00', '21:00')] },
    { date: '2026-12-03', holiday: null, intervals: [open('2026-12-03', '08:00', '21:00')] },
  ],
};

/** The detail pages' API and the preview's: 'sunrise' is refused as the server refuses it, anything else is WEEK. */
function api(user: CurrentUser | null) {
  const previews: string[] = [];
  mockFetch(
    withSession(user, async (request) => {
      const url = new URL(request.url);
      if (url.pathname === '/api/opening-hours/preview' && request.method === 'POST') {
        const { openingHours } = (await request.json()) as { openingHours: string };
        previews.push(openingHours);
        if (!/sunrise/.test(openingHours)) return jsonResponse(WEEK);
        return jsonResponse(
          { statusCode: 400, code: 'OPENING_HOURS_INVALID', message: SUN_REASON, details: { field: 'openingHours' } },
          { status: 400 },
        );
      }
      if (url.pathname === '/api/categories') return jsonResponse(destinationCategories);
      if (url.pathname === `/api/services/slug/${SERVICE.slug}`) return jsonResponse(SERVICE);
      if (url.pathname === `/api/destinations/${DESTINATION.id}`) return jsonResponse(DESTINATION);
      return new Response(null, { status: 404 });
    }),
  );
  return previews;
}

/** The live region the field is described by. */
function previewOf(field: HTMLElement): HTMLElement {
  const id = field
    .getAttribute('aria-describedby')
    ?.split(' ')
    .find((part) => part.endsWith('-preview'));
  const region = id ? document.getElementById(id) : null;
  if (!region) throw new Error('the field is not described by a preview');
  expect(region.getAttribute('aria-live')).toBe('polite');
  return region;
}

describe("the week's preview of the hours on a service's page", () => {
  it('shows the week of the hours, then the reason of bad ones, asking once the typing rests', async () => {
    const previews = api(editor);
    renderCatalogApp(`/service/${SERVICE.slug}`);
    const form = await screen.findByRole('form', { name: 'Opening hours' });
    const field = within(form).getByLabelText('Opening hours');
    const preview = previewOf(field);

    expect(await within(preview).findByText('The coming 7 days (Manila time)', {}, WAIT)).toBeTruthy();
    const lines = within(preview)
      .getAllByRole('listitem')
      .map((item) => item.textContent?.replace(/\s/g, ' '));
    expect(lines).toEqual([
      'Fri, Nov 27: 8:00 AM – 9:00 PM, 10:00 PM – 2:00 AM',
      'Sat, Nov 28: 8:00 AM – 9:00 PM',
      'Sun, Nov 29: Open 24 hours',
      'Mon, Nov 30 · Bonifacio Day: Closed',
      'Tue, Dec 1: 8:00 AM – 9:00 PM',
      'Wed, Dec 2: 8:00 AM – 9:00 PM',
      'Thu, Dec 3: 8:00 AM – 9:00 PM',
    ]);
    expect(previews).toEqual(['Mo-Su 05:00-23:00']);

    // Typed quickly, one request for the last value, sent trimmed.
    fireEvent.change(field, { target: { value: 'Mo-Fr sun' } });
    fireEvent.change(field, { target: { value: ' Mo-Fr sunrise-18:00 ' } });
    expect(
      await within(preview).findByText(`These opening hours cannot be read: ${SUN_REASON}`, {}, WAIT),
    ).toBeTruthy();
    expect(within(preview).queryByRole('list')).toBeNull();
    expect(previews).toEqual(['Mo-Su 05:00-23:00', 'Mo-Fr sunrise-18:00']);

    // Emptied: nothing to preview, nothing asked.
    fireEvent.change(field, { target: { value: '  ' } });
    await act(() => new Promise((resolve) => setTimeout(resolve, 600)));
    expect(preview.textContent).toBe('');
    expect(previews).toHaveLength(2);
  });

  it('says so when the preview cannot be asked', async () => {
    mockFetch(
      withSession(editor, async (request) => {
        const url = new URL(request.url);
        if (url.pathname === `/api/services/slug/${SERVICE.slug}`) return jsonResponse(SERVICE);
        return new Response(null, { status: 503 });
      }),
    );
    renderCatalogApp(`/service/${SERVICE.slug}`);
    const form = await screen.findByRole('form', { name: 'Opening hours' });
    const preview = previewOf(within(form).getByLabelText('Opening hours'));
    expect(
      await within(preview).findByText(/The preview of these hours is not available right now/, {}, WAIT),
    ).toBeTruthy();
  });

  it('asks nothing for a member', async () => {
    const previews = api(userFixture({ role: 'user' }));
    renderCatalogApp(`/service/${SERVICE.slug}`);
    expect(await screen.findByRole('heading', { level: 1, name: SERVICE.name })).toBeTruthy();
    await act(() => new Promise((resolve) => setTimeout(resolve, 600)));
    expect(previews).toEqual([]);
  });
});

describe("the week's preview in a destination's edit form", () => {
  it('speaks Filipino: the days, the holiday’s Filipino name, Sarado, and the reason', async () => {
    i18n.loadAndActivate({ locale: 'fil', locales: i18n.locales, messages: { ...fil } });
    setLanguage('fil');
    const previews = api(editor);
    renderCatalogApp(`/destinations/${DESTINATION.id}`);
    fireEvent.click(await screen.findByRole('button', { name: fil['destination.edit'] }));
    const field = await screen.findByLabelText('Oras ng bukas');
    const preview = previewOf(field);
    await act(() => new Promise((resolve) => setTimeout(resolve, 600)));
    expect(previews).toEqual([]);

    fireEvent.change(field, { target: { value: 'Mo-Sa 08:00-21:00; PH off' } });
    expect(await within(preview).findByText('Ang susunod na 7 araw (oras sa Maynila)', {}, WAIT)).toBeTruthy();
    const lines = within(preview)
      .getAllByRole('listitem')
      .map((item) => item.textContent?.replace(/\s/g, ' '));
    expect(lines[2]).toBe('Lin, Nob 29: Bukas nang 24 oras');
    expect(lines[3]).toBe('Lun, Nob 30 · Araw ni Bonifacio: Sarado');
    expect(lines[4]).toBe('Mar, Dis 1: 8:00 AM – 9:00 PM');

    fireEvent.change(field, { target: { value: 'sunrise-sunset' } });
    expect(
      await within(preview).findByText(`Hindi mabasa ang oras ng bukas na ito: ${SUN_REASON}`, {}, WAIT),
    ).toBeTruthy();
    await waitFor(() => expect(previews).toEqual(['Mo-Sa 08:00-21:00; PH off', 'sunrise-sunset']));
  });
});
