import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import axe from 'axe-core';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setLanguage } from '@tara/i18n';
import type { CategoryResponse as Category } from '@tara/api-client';
import { activate } from '../../i18n/i18n';
import { destinationRecord, serviceRecord } from '../../test/content-fixtures';
import { json, mockFetch, requestsOf } from '../../test/fixtures';
import { renderWithStore } from '../../test/render';
import { DestinationsList } from './destinations/list';
import { ServicesList } from './services/list';
import { serviceCreateBody, servicePatchBody, serviceToValues, EMPTY_SERVICE } from './services/service-form';
import { openingHoursError, previewClock, weekPreview } from './opening-hours';

configure({ asyncUtilTimeout: 5_000 });

/** Friday 27 November 2026, 10:00 in Manila: the week ahead holds Bonifacio Day (Monday 30 November). */
const FRIDAY_10AM = new Date('2026-11-27T02:00:00Z');

beforeEach(() => {
  jest.spyOn(previewClock, 'now').mockImplementation(() => new Date(FRIDAY_10AM));
});

afterEach(async () => {
  jest.restoreAllMocks();
  document.cookie = 'tara.lang=; path=/; max-age=0';
  await activate('en');
});

const CATEGORY: Category = {
  id: 'c1000000-0000-4000-8000-000000000001',
  name: 'Churches',
  type: 'destination',
  icon: null,
  color: null,
};
const MOTORIST: Category = {
  id: 'c3000000-0000-4000-8000-000000000003',
  name: 'Gas Stations',
  type: 'motorist',
  icon: null,
  color: null,
};

const DESTINATION = destinationRecord(CATEGORY, { name: 'Betis Church', openingHours: 'Mo-Su 06:00-18:00' });

const SERVICE = serviceRecord(MOTORIST, {
  name: 'Petron Dau',
  slug: 'petron-dau',
  isOpen24h: true,
  openingHours: '24/7',
});

/** The API as the dialogs see it: lists, and writes that answer the record changed, or `refusal` when given. */
function fakeApi(refusal?: { code: string; message: string }) {
  return mockFetch(async (request) => {
    const url = new URL(request.url);
    if (request.method === 'GET') {
      if (url.pathname === '/api/categories') return json([CATEGORY, MOTORIST]);
      const items = url.pathname === '/api/services' ? [SERVICE] : [DESTINATION];
      return json(items, { headers: { 'X-Total-Count': '1' } });
    }
    if (refusal) return json({ statusCode: 400, ...refusal, details: { field: 'openingHours' } }, { status: 400 });
    const body = (await request.json()) as object;
    const record = url.pathname.startsWith('/api/services') ? SERVICE : DESTINATION;
    return json({ ...record, ...body }, { status: request.method === 'POST' ? 201 : 200 });
  });
}

const writes = (fetch: ReturnType<typeof mockFetch>) => requestsOf(fetch).filter((request) => request.method !== 'GET');
const previewLines = () =>
  within(screen.getByTestId('opening-hours-preview'))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

async function speakFilipino() {
  setLanguage('fil');
  await activate('fil');
}

describe('the week of opening hours', () => {
  it('tells the coming 7 days in Manila, naming holidays, in English and Filipino', async () => {
    const week = weekPreview('Mo-Sa 08:00-21:00; PH off', 'en', FRIDAY_10AM)!;
    expect(week.map((day) => day.date)).toEqual([
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
    ]);
    expect(week[0]).toEqual({
      date: '2026-11-27',
      label: 'Fri, Nov 27',
      holiday: null,
      hours: { kind: 'open', ranges: ['8:00 AM – 9:00 PM'] },
    });
    expect(week[2].hours).toEqual({ kind: 'closed' });
    expect(week[3]).toMatchObject({ holiday: 'Bonifacio Day', hours: { kind: 'closed' } });
    await speakFilipino();
    const linggo = weekPreview('Mo-Sa 08:00-21:00; PH off', 'fil', FRIDAY_10AM)!;
    expect(linggo[3]).toMatchObject({ label: 'Lun, Nob 30', holiday: 'Araw ni Bonifacio' });
  });

  it('keeps a closing after midnight on the day it opened, and says Open 24 hours', () => {
    const nights = weekPreview('Fr-Sa 18:00-02:00', 'en', FRIDAY_10AM)!;
    expect(nights.map((day) => day.hours)).toEqual([
      { kind: 'open', ranges: ['6:00 PM – 2:00 AM'] },
      { kind: 'open', ranges: ['6:00 PM – 2:00 AM'] },
      { kind: 'closed' },
      { kind: 'closed' },
      { kind: 'closed' },
      { kind: 'closed' },
      { kind: 'closed' },
    ]);
    // Past midnight on Saturday the first day shows the night still running.
    expect(weekPreview('Fr-Sa 18:00-02:00', 'en', new Date('2026-11-28T17:00:00Z'))![0].hours).toEqual({
      kind: 'open',
      ranges: ['12:00 AM – 2:00 AM'],
    });
    expect(weekPreview('24/7', 'en', FRIDAY_10AM)!.every((day) => day.hours.kind === 'allDay')).toBe(true);
    expect(weekPreview('', 'en', FRIDAY_10AM)).toBeNull();
    expect(weekPreview('Mo-Sa 8-21 later', 'en', FRIDAY_10AM)).toBeNull();
  });

  it("says why hours cannot be read in the language in force, the library's reason after it", async () => {
    expect(openingHoursError('Mo-Sa 08:00-21:00; PH off')).toBeNull();
    expect(openingHoursError('')).toBeNull();
    expect(openingHoursError('sunrise-sunset')).toBe(
      'These opening hours cannot be read: Times by the sun (sunrise, sunset, dawn, dusk) are not supported: give clock times',
    );
    await speakFilipino();
    expect(openingHoursError('SH off')).toMatch(/^Hindi mabasa ang oras ng bukas na ito: School holidays/);
  });

  it('lets the hours decide Open 24/7 when they are sent', () => {
    expect(serviceCreateBody({ ...EMPTY_SERVICE, name: 'X', categoryId: 'c', openingHours: ' 24/7 ' })).toEqual({
      name: 'X',
      categoryId: 'c',
      openingHours: '24/7',
      isEmergency: false,
      isVerified: false,
    });
    const values = serviceToValues(SERVICE);
    expect(servicePatchBody(SERVICE, { ...values, openingHours: '', isOpen24h: false })).toEqual({
      openingHours: null,
    });
    expect(servicePatchBody(SERVICE, { ...values, isOpen24h: false })).toEqual({ isOpen24h: false });
  });
});

describe("the dialogs' Opening hours field", () => {
  it('checks as you type, previews a good value and saves it (English)', async () => {
    const api = fakeApi();
    renderWithStore(<DestinationsList />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Betis Church' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Destination' });
    const field = within(dialog).getByLabelText('Opening hours') as HTMLInputElement;
    expect(field.value).toBe('Mo-Su 06:00-18:00');
    expect(within(dialog).getByText('24/7')).toBeTruthy();
    expect(previewLines()[0]).toBe('Fri, Nov 27: 6:00 AM – 6:00 PM');

    fireEvent.change(field, { target: { value: 'Mo-Sa 8-21 later' } });
    expect(
      await within(dialog).findByText(
        /^These opening hours cannot be read: Mo-Sa 8-21 late <--- \(Token "r" is not valid/,
      ),
    ).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(screen.queryByTestId('opening-hours-preview')).toBeNull());
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(writes(api)).toHaveLength(0);

    fireEvent.change(field, { target: { value: 'Mo-Sa 08:00-21:00; PH off' } });
    await waitFor(() => expect(within(dialog).queryByText(/cannot be read/)).toBeNull());
    await waitFor(() =>
      expect(previewLines()).toEqual([
        'Fri, Nov 27: 8:00 AM – 9:00 PM',
        'Sat, Nov 28: 8:00 AM – 9:00 PM',
        'Sun, Nov 29: Closed',
        'Mon, Nov 30 · Bonifacio Day: Closed',
        'Tue, Dec 1: 8:00 AM – 9:00 PM',
        'Wed, Dec 2: 8:00 AM – 9:00 PM',
        'Thu, Dec 3: 8:00 AM – 9:00 PM',
      ]),
    );
    // axe in jsdom: no layout, so no colour contrast (the e2e run in Chromium checks it).
    const found = await axe.run(dialog, { rules: { 'color-contrast': { enabled: false } } });
    expect(found.violations.map((violation) => violation.id)).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Destination Updated')).toBeTruthy();
    const [patch] = writes(api);
    expect(await patch.json()).toEqual({ openingHours: 'Mo-Sa 08:00-21:00; PH off' });
  });

  it('speaks Filipino: the check, the week and the holiday names, and sends cleared hours as null', async () => {
    await speakFilipino();
    const api = fakeApi();
    renderWithStore(<ServicesList />);
    fireEvent.click(await screen.findByRole('button', { name: 'I-edit ang Petron Dau' }));
    const dialog = await screen.findByRole('dialog');
    const field = within(dialog).getByLabelText('Oras ng bukas') as HTMLInputElement;
    expect(previewLines()[0]).toBe('Biy, Nob 27: Bukas nang 24 oras');

    fireEvent.change(field, { target: { value: 'PH Su 10:00-12:00' } });
    expect(await within(dialog).findByText(/^Hindi mabasa ang oras ng bukas na ito: PH cannot be/)).toBeTruthy();

    fireEvent.change(field, { target: { value: 'Mo-Fr 07:00-19:00; PH off' } });
    await waitFor(() => expect(previewLines()[3]).toBe('Lun, Nob 30 · Araw ni Bonifacio: Sarado'));
    expect(previewLines()[2]).toBe('Lin, Nob 29: Sarado');

    fireEvent.change(field, { target: { value: '   ' } });
    await waitFor(() => expect(screen.queryByTestId('opening-hours-preview')).toBeNull());
    fireEvent.click(within(dialog).getByRole('button', { name: 'I-update' }));
    await waitFor(() => expect(writes(api)).toHaveLength(1));
    expect(await writes(api)[0].json()).toEqual({ openingHours: null });
  });

  it("shows the server's refusal on the field, introduced in the language in force", async () => {
    fakeApi({ code: 'SERVICE_OPENING_HOURS_INVALID', message: 'Opening hours are not valid: too many rules' });
    renderWithStore(<ServicesList />);
    fireEvent.click(await screen.findByRole('button', { name: 'Create Service' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Service' });
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Shell Mabalacat' } });
    fireEvent.mouseDown(within(dialog).getByLabelText('Category'));
    fireEvent.click(await screen.findByTitle('Gas Stations (Motorist)'));
    fireEvent.change(within(dialog).getByLabelText('Opening hours'), { target: { value: 'Mo-Su 05:00-23:00' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('These opening hours cannot be read: too many rules')).toBeTruthy();
    expect(await screen.findByText('The opening hours cannot be read: see the message under the field')).toBeTruthy();
    expect(within(dialog).getByLabelText('Opening hours').getAttribute('aria-invalid')).toBe('true');
  });
});
