import type { BrowserContext, Page } from 'playwright-core';
import { describeFindings, seriousViolations } from './support/axe.js';
import { baseUrl } from './support/base-url.js';
import { DESKTOP, PHONE, browserPerFile } from './support/browser.js';
import { DEMO_ACCOUNTS, signIn } from './support/sign-in.js';
import { adminRequest, offline } from './support/users.js';

// Issue 33.1/33.6 in Chromium against the built app with demo data: the demo content editor edits a place's opening
// hours (docs/opening-hours.md) in the admin's Edit Destination dialog and in a service page's editor panel ('Save
// Hours'), at 360 px and 1280 px, in English and Filipino, saving with the keyboard only; then the public page shows
// the open-now label that the saved hours give at a fixed clock, and the API answers the hours. Each test edits a
// place of its own (created through the API), so no demo place the other specs read is changed.

const HOURS = 'Mo-Sa 08:00-21:00; PH off';
/** Unreadable, for the package's reason REASON. */
const UNREADABLE = 'Mo-Sa 25:00-26:00';
const REASON = 'Time range starts outside of the current day';
const HOUR_MS = 3_600_000;
const MANILA_OFFSET_MS = 8 * HOUR_MS;

type Language = 'en' | 'fil';

const TEXT = {
  en: {
    field: 'Opening hours',
    refused: 'These opening hours cannot be read: ',
    preview: 'The coming 7 days (Manila time)',
    christmas: ' · Christmas Day: Closed',
    openDay: ': 8:00 AM – 9:00 PM',
    saved: 'The opening hours were saved.',
    label: 'Opening hours: ',
    openNow: 'Open now · closes ',
    closedNow: 'Closed · opens ',
  },
  fil: {
    field: 'Oras ng bukas',
    refused: 'Hindi mabasa ang oras ng bukas na ito: ',
    preview: 'Ang susunod na 7 araw (oras sa Maynila)',
    christmas: ' · Araw ng Pasko: Sarado',
    openDay: ': 8:00 AM – 9:00 PM',
    saved: 'Nai-save ang oras ng bukas.',
    label: 'Oras ng pagbubukas: ',
    openNow: 'Bukas ngayon · magsasara nang ',
    closedNow: 'Sarado · magbubukas nang ',
  },
} as const;

const VARIANTS = [
  { width: '360', viewport: PHONE, language: 'en' },
  { width: '360', viewport: PHONE, language: 'fil' },
  { width: '1280', viewport: DESKTOP, language: 'en' },
  { width: '1280', viewport: DESKTOP, language: 'fil' },
] as const;

interface Interval {
  start: string;
  end: string;
}
interface Place {
  id: string;
  name: string;
  slug?: string | null;
  openingHours: string | null;
  openState: { is24_7: boolean; intervals: Interval[] } | null;
}

const { newContext } = browserPerFile();

/** A context that never leaves the machine, in `language`, signed in as `as` when given, with Date fixed at `clock`. */
async function contextFor(
  viewport: { width: number; height: number },
  language: Language,
  { as, clock }: { as?: string; clock?: Date } = {},
): Promise<BrowserContext> {
  const context = await newContext({ viewport });
  await offline(context);
  await context.addCookies([{ name: 'tara.lang', value: language, url: baseUrl() }]);
  if (clock) await context.clock.setFixedTime(clock);
  if (as) await signIn(context, as);
  return context;
}

/** A destination or service of the test's own, created by the demo admin through the API. */
async function createPlace(kind: 'destinations' | 'services'): Promise<Place> {
  const request = await adminRequest(await newContext());
  const stamp = `${Date.now()}${Math.random().toString(36).slice(2, 6)}`;
  let data: Record<string, unknown> = { name: `E2E Hours Bale ${stamp}`, address: 'Guagua, Pampanga' };
  if (kind === 'services') {
    const categories = (await (await request.get(`${baseUrl()}/api/categories`)).json()) as Array<{
      id: string;
      name: string;
    }>;
    const gas = categories.find((category) => category.name === 'Gas Stations')!;
    data = { name: `E2E Hours Fuel Stop ${stamp}`, slug: `e2e-hours-fuel-stop-${stamp}`, categoryId: gas.id };
  }
  const response = await request.post(`${baseUrl()}/api/${kind}`, { data, headers: { Origin: baseUrl() } });
  expect(response.status()).toBe(201);
  return (await response.json()) as Place;
}

async function getPlace(kind: 'destinations' | 'services', id: string): Promise<Place> {
  const response = await fetch(`${baseUrl()}/api/${kind}/${id}`);
  expect(response.status).toBe(200);
  return (await response.json()) as Place;
}

async function expectAxeClean(page: Page) {
  expect(describeFindings(await seriousViolations(page))).toBe('');
}

async function expectFitsTheWidth(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** Replaces a field's text with the keyboard, as a user does: focus, select all, type. */
async function typeInto(page: Page, field: ReturnType<Page['locator']>, text: string) {
  await field.focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Backspace');
  await page.keyboard.type(text);
}

/** Moves the focus with Tab until it is on an element matching `selector`. */
async function tabTo(page: Page, selector: string, most = 40) {
  for (let step = 0; step < most; step++) {
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`${most} presses of Tab never reached ${selector}`);
}

/** 23 December of this year at 10:00 in Manila: Christmas Day (a public holiday) is in the coming 7 days. */
function beforeChristmasInManila(): Date {
  const year = new Date(Date.now() + MANILA_OFFSET_MS).getUTCFullYear();
  return new Date(Date.UTC(year, 11, 23, 2));
}

/** The app's clock time in Manila ('9:00 PM', or 'Tue 8:00 AM' a day or more away: shared/lib/open-hours.ts). */
function manilaTime(instant: number, now: number, language: Language): string {
  return new Intl.DateTimeFormat(language === 'fil' ? 'fil-PH' : 'en-PH', {
    timeZone: 'Asia/Manila',
    hour: 'numeric',
    minute: '2-digit',
    ...(instant - now >= 24 * HOUR_MS ? { weekday: 'short' } : {}),
  }).format(instant);
}

const clean = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();

/**
 * The API has the hours, and their coming open intervals are theirs: 8:00 AM to 9:00 PM in Manila, never on a Sunday.
 * Returns the intervals that start later than an hour from now (whole openings).
 */
async function expectSavedHours(kind: 'destinations' | 'services', id: string): Promise<Interval[]> {
  const place = await getPlace(kind, id);
  expect(place.openingHours).toBe(HOURS);
  expect(place.openState?.is24_7).toBe(false);
  const coming = place.openState!.intervals.filter(({ start }) => Date.parse(start) > Date.now() + HOUR_MS);
  expect(coming.length).toBeGreaterThan(2);
  for (const { start, end } of coming) {
    const opens = new Date(Date.parse(start) + MANILA_OFFSET_MS);
    const closes = new Date(Date.parse(end) + MANILA_OFFSET_MS);
    expect([opens.getUTCDay() !== 0, opens.getUTCHours(), opens.getUTCMinutes()]).toEqual([true, 8, 0]);
    expect([closes.getUTCHours(), closes.getUTCMinutes()]).toEqual([21, 0]);
    expect(Date.parse(end) - Date.parse(start)).toBe(13 * HOUR_MS);
  }
  return coming;
}

/**
 * The place's public page, for a visitor (services: a member, they are for members) whose clock is fixed at 2:00 PM and then 9:30 PM in Manila on a day it
 * opens: 'Open now · closes 9:00 PM', then 'Closed · opens <its next opening>'.
 */
async function expectOpenLabels(
  path: string,
  intervals: Interval[],
  { language, viewport, as }: { language: Language; viewport: typeof PHONE; as?: string },
) {
  const [day, next] = intervals;
  const afternoon = Date.parse(day.start) + 6 * HOUR_MS;
  const night = Date.parse(day.end) + HOUR_MS / 2;
  const context = await contextFor(viewport, language, { as, clock: new Date(afternoon) });
  const page = await context.newPage();
  await page.goto(`${baseUrl()}${path}`);
  const label = page.getByTestId('open-label').first();
  await label.waitFor();
  const text = TEXT[language];
  expect(clean(await label.textContent())).toBe(
    clean(`${text.label}${text.openNow}${manilaTime(Date.parse(day.end), afternoon, language)}`),
  );
  await expectAxeClean(page);

  await context.clock.setFixedTime(new Date(night));
  await page.reload();
  await label.waitFor();
  expect(clean(await label.textContent())).toBe(
    clean(`${text.label}${text.closedNow}${manilaTime(Date.parse(next.start), night, language)}`),
  );
}

describe.each(VARIANTS)('opening hours edited by the demo editor at $width px ($language)', (variant) => {
  const text = TEXT[variant.language];

  it("in the admin's Edit Destination dialog: the reason, the week with its holiday, saved with the keyboard", async () => {
    const destination = await createPlace('destinations');
    const context = await contextFor(variant.viewport, variant.language, {
      as: DEMO_ACCOUNTS.editor,
      clock: beforeChristmasInManila(),
    });
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/admin?tab=content`);
    const card = page.getByTestId('destinations-card');
    await card.locator('tr.ant-table-row').first().waitFor();
    await card.locator('input').first().fill(destination.name);
    const row = card.locator('tr.ant-table-row', { hasText: destination.name });
    await row.getByRole('button').click();
    const dialog = page.getByRole('dialog');
    const field = dialog.getByLabel(text.field, { exact: true });
    await expect(field.inputValue()).resolves.toBe('');

    // Unreadable: the reason under the field, in the language in force (the package's own words stay English).
    await typeInto(page, field, UNREADABLE);
    // (each key typed gave its own reason: the last one stays, the others leave)
    const reason = dialog.locator('.ant-form-item-explain-error', { hasText: REASON });
    await reason.waitFor();
    expect(clean(await reason.textContent())).toBe(`${text.refused}Mo-Sa 25:00 <--- (${REASON})`);
    await expect(field.getAttribute('aria-invalid')).resolves.toBe('true');
    expect(await dialog.getByTestId('opening-hours-preview').count()).toBe(0);
    await expectAxeClean(page);

    // Readable: the coming 7 days from 23 December, Christmas Day named and closed, Sunday closed.
    await typeInto(page, field, HOURS);
    const preview = dialog.getByTestId('opening-hours-preview');
    await preview.getByText(text.preview).waitFor();
    await dialog.locator('.ant-form-item-explain-error').last().waitFor({ state: 'detached' });
    const days = (await preview.getByRole('listitem').allTextContents()).map(clean);
    expect(days).toHaveLength(7);
    expect(days.filter((day) => day.endsWith(clean(text.christmas)))).toHaveLength(1);
    expect(days.filter((day) => day.endsWith(clean(text.openDay))).length).toBeGreaterThanOrEqual(4);
    await expectFitsTheWidth(page);
    await expectAxeClean(page);

    // Saved with the keyboard only: Tab to the dialog's Update button, Enter.
    const patch = page.waitForRequest(
      (request) => request.method() === 'PATCH' && request.url().endsWith(`/api/destinations/${destination.id}`),
    );
    await tabTo(page, '.ant-modal-footer .ant-btn-primary');
    await page.keyboard.press('Enter');
    const sent = await patch;
    expect(sent.postDataJSON()).toEqual({ openingHours: HOURS });
    expect((await sent.response())?.status()).toBe(200);
    await dialog.waitFor({ state: 'detached' });

    const intervals = await expectSavedHours('destinations', destination.id);
    await expectOpenLabels(`/destinations/${destination.id}`, intervals, variant);
  });

  it("on a service's page, the editor panel's 'Save Hours': the server's reason, then saved with Enter", async () => {
    const service = await createPlace('services');
    const context = await contextFor(variant.viewport, variant.language, { as: DEMO_ACCOUNTS.editor });
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/service/${service.slug}`);
    await page.getByRole('heading', { level: 1, name: service.name }).waitFor();
    const field = page.getByRole('textbox', { name: text.field, exact: true });
    await expect(field.inputValue()).resolves.toBe('');

    // Unreadable: the server refuses it (the public app has no parser); the reason shows on the field, focused.
    const refused = page.waitForResponse(
      (response) => response.request().method() === 'PATCH' && response.url().endsWith(`/api/services/${service.id}`),
    );
    await typeInto(page, field, UNREADABLE);
    await page.keyboard.press('Enter');
    expect((await refused).status()).toBe(400);
    await page.waitForFunction(
      (element) => element?.getAttribute('aria-invalid') === 'true',
      await field.elementHandle(),
    );
    // The message under the field is the first description of the field.
    const errorId = (await field.getAttribute('aria-describedby'))!.split(' ')[0];
    const message = clean(await page.locator(`[id="${errorId}"]`).textContent());
    expect(message.startsWith(text.refused)).toBe(true);
    expect(message).toContain(REASON);
    await expect(field.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
    await expectFitsTheWidth(page);
    await expectAxeClean(page);
    expect((await getPlace('services', service.id)).openingHours).toBeNull();

    const saved = page.waitForResponse(
      (response) => response.request().method() === 'PATCH' && response.url().endsWith(`/api/services/${service.id}`),
    );
    await typeInto(page, field, HOURS);
    // As the typing rests, the server's preview of the coming week shows under the field (POST
    // /api/opening-hours/preview), in the language in force.
    await page.getByText(text.preview, { exact: true }).waitFor();
    await expect(page.locator('.tp-hours-preview__days li').count()).resolves.toBe(7);
    await expectAxeClean(page);
    await page.keyboard.press('Enter');
    expect((await saved).status()).toBe(200);
    await page.getByText(text.saved).first().waitFor();
    await expect(field.getAttribute('aria-invalid')).resolves.toBeNull();

    const intervals = await expectSavedHours('services', service.id);
    await expectOpenLabels(`/services/${service.id}`, intervals, { ...variant, as: DEMO_ACCOUNTS.user });
  });
});
