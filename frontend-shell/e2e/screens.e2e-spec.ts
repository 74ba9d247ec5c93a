import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { repoRoot } from './support/app-server.js';
import { describeFindings, seriousViolations } from './support/axe.js';
import { baseUrl } from './support/base-url.js';
import { DESKTOP, PHONE, browserPerFile } from './support/browser.js';
import { inspectLayout, MIN_TARGET, settle, trackRequests } from './support/screen-checks.js';
import { DEMO_ACCOUNTS, signIn } from './support/sign-in.js';
import { offline } from './support/users.js';
import { revealLaterParts } from './support/later-parts.js';

/**
 * Issue 31, item 1: every screen of both apps, as each role that can open it, at 360 px and at 1280 px, in English and
 * in Filipino. The screens are the routes of backend/src/frontends/client-routes.ts (with a real destination id,
 * service id and slug from the API) and every admin tab (frontend-admin/src/app/tabs.tsx); a page that looks the same
 * to every signed-in role is walked as the member, and a role walks the screens that differ for it (the composer,
 * the partner's counter, the admin tabs of DESIGN.md section 4). States of a route are screens too: the map views of
 * /destinations, /services and /coupons (?view=map, with their markers), the place pages with their reviews section
 * (the destination with the most reviews), and the admin's Edit Destination dialog with readable opening hours (the
 * week's preview) and with unreadable ones (the reason). The test fails with one report listing, per screen:
 *
 * - horizontal scrolling: the page's scrollWidth over the viewport's width, with the elements where the overflow starts;
 * - text cut off: a visible text that a hidden/clip-overflow ancestor cuts (scrolling containers are fine: the text is
 *   reachable). Truncation on purpose is exempt: text-overflow: ellipsis when the element or an ancestor carries the
 *   whole text in a title or aria-label, and -webkit-line-clamp (a summary cut after n lines, vertically). A text
 *   entirely outside its clipping box (a closed panel, another slide) is hidden, not cut;
 * - text overlapping other text, and interactive elements whose boxes overlap (within one layer: fixed and sticky bars
 *   are compared among themselves, not with the page they float over; a control inside another is not an overlap);
 * - touch targets under 44×44 CSS px at 360 px: links, buttons, inputs, selects, textareas, summary, [role=button],
 *   [role=tab], [role=link], [role=checkbox], [role=radio], [role=switch], [role=menuitem], [role=combobox],
 *   [tabindex=0]. Exemptions: a link displayed inline inside running text (WCAG 2.5.8's inline exception); an input
 *   is measured by the box a user taps (its label, or Ant Design's select/input/picker/checkbox wrapper); elements
 *   hidden from sight (visually hidden for screen readers, aria-hidden, inert, opacity 0) are not targets;
 * - axe-core serious or critical findings (support/axe.ts);
 * - in the Filipino rendering: a visible text (a text node or an element's whole text) or placeholder that is one of
 *   the English catalog messages of the public, admin or shell app (a {placeholder} matches any text; an ICU plural's
 *   'one' branch matches only 1, its 'other' branch any number). Not counted: texts of the demo data (place, service
 *   and category names, opening hours: the database's words, not the catalog's), messages made only of the words
 *   libs/i18n/same-in-every-language.json keeps in Filipino (Email, Password, Admin...: docs/user-guide/README.md),
 *   and the short ALLOWED list below.
 */

type Catalog = Record<string, string>;
const catalog = (app: string, language: string): Catalog =>
  JSON.parse(readFileSync(join(repoRoot, app, 'src', 'i18n', `${language}.json`), 'utf8')) as Catalog;

/** English messages that a Filipino page may show as they are, with the reason. */
const ALLOWED: ReadonlyArray<readonly [string, string]> = [
  ['{title} — Tara Pampanga', 'a page title: the title is translated, the brand is not'],
  ['English', 'the language switch names each language in that language'],
  ['Filipino', 'the language switch names each language in that language'],
  ['Mabuhay, {name}!', 'already Filipino: the greeting of both languages'],
];

/** The words the project keeps as English has them in Filipino (the catalog check's own list). */
const SAME_IN_FILIPINO = new Set(
  (
    JSON.parse(readFileSync(join(repoRoot, 'libs', 'i18n', 'same-in-every-language.json'), 'utf8')) as {
      words: string[];
    }
  ).words,
);
const keptInFilipino = (message: string) =>
  (message.match(/\p{L}+/gu) ?? []).every((word) => SAME_IN_FILIPINO.has(word));

/**
 * A message as a regular expression over the whole text: a {placeholder} matches any text, an ICU plural or select
 * matches any of its branches (# a number). Null when the message has fewer than 3 letters of its own (e.g. '{count}/{max}').
 */
function patternOf(message: string): string | null {
  let letters = 0;
  /** `count`: what a # stands for in the branch being converted (a pattern), or null outside a plural. */
  const convert = (text: string, count: string | null): string => {
    let out = '';
    for (let i = 0; i < text.length; i++) {
      const char = text[i];
      if (char === '{') {
        let depth = 1;
        let j = i + 1;
        for (; j < text.length && depth > 0; j++) depth += text[j] === '{' ? 1 : text[j] === '}' ? -1 : 0;
        const inner = text.slice(i + 1, j - 1);
        const choice = /^\s*\w+\s*,\s*(?:plural|select|selectordinal)\s*,/.exec(inner);
        if (choice) {
          const branches: string[] = [];
          const rest = inner.slice(choice[0].length);
          for (let k = 0; k < rest.length; k++) {
            if (rest[k] !== '{') continue;
            const selector = /([=\w]+)\s*$/u.exec(rest.slice(0, k))?.[1] ?? 'other';
            let level = 1;
            let m = k + 1;
            for (; m < rest.length && level > 0; m++) level += rest[m] === '{' ? 1 : rest[m] === '}' ? -1 : 0;
            const count = selector === 'one' ? '1' : selector.startsWith('=') ? selector.slice(1) : '[\\d.,]+';
            branches.push(convert(rest.slice(k + 1, m - 1), count));
            k = m - 1;
          }
          out += `(?:${branches.join('|')})`;
        } else {
          out += '.+';
        }
        i = j - 1;
      } else if (char === '#' && count !== null) {
        out += count;
      } else {
        if (/\p{L}/u.test(char)) letters++;
        out += char.replace(/[.*+?^$()|[\]\\/]/g, '\\$&');
      }
    }
    return out;
  };
  const source = `^${convert(message, null)}$`;
  return letters >= 3 ? source : null;
}

function englishMessages(): { exact: string[]; patterns: string[]; data: string[] } {
  const allowed = new Set(ALLOWED.map(([text]) => text));
  const messages = ['frontend-public', 'frontend-admin', 'frontend-shell']
    .flatMap((app) => Object.values(catalog(app, 'en')))
    .map((message) => message.replace(/<\/?\w+>/g, '').trim())
    .filter((message) => !allowed.has(message) && !keptInFilipino(message));
  const exact = messages.filter((message) => !message.includes('{'));
  const patterns = messages
    .filter((message) => message.includes('{'))
    .map(patternOf)
    .filter((pattern): pattern is string => pattern !== null);
  return { exact: [...new Set(exact)], patterns: [...new Set(patterns)], data: [] };
}

type Role = 'visitor' | 'member' | 'staff' | 'blogger' | 'editor' | 'moderator' | 'admin';
const EMAIL: Record<Exclude<Role, 'visitor'>, string> = {
  member: DEMO_ACCOUNTS.user,
  staff: 'teresita.pangilinan@example.com', // the demo partner staff (coupons demo data)
  blogger: DEMO_ACCOUNTS.blogger,
  editor: DEMO_ACCOUNTS.editor,
  moderator: DEMO_ACCOUNTS.moderator,
  admin: DEMO_ACCOUNTS.admin,
};

/**
 * Every text of the data the screens show (names, addresses, hours, the walked places' reviews, which other specs may
 * have written in English): the database's words, not the catalog's.
 */
async function dataTexts(ids: { destination: string; service: string }): Promise<string[]> {
  const texts = new Set<string>();
  const collect = (value: unknown): void => {
    if (typeof value === 'string') texts.add(value.replace(/\s+/g, ' ').trim());
    else if (Array.isArray(value)) value.forEach(collect);
    else if (value && typeof value === 'object') Object.values(value).forEach(collect);
  };
  for (const path of [
    '/api/categories',
    '/api/destinations?limit=100',
    '/api/services?limit=100',
    `/api/reviews?destinationId=${ids.destination}&limit=100`,
    `/api/reviews?serviceId=${ids.service}&limit=100`,
  ]) {
    collect(await (await fetch(`${baseUrl()}${path}`)).json());
  }
  return [...texts];
}

async function realIds() {
  const list = async <T>(path: string) => (await (await fetch(`${baseUrl()}${path}`)).json()) as T[];
  // The destination with the most reviews, so that its reviews section shows reviews (and the form for a member).
  const destinations = await list<{ id: string; reviewCount: number }>('/api/destinations?limit=100');
  const destination = destinations.reduce((best, next) => (next.reviewCount > best.reviewCount ? next : best));
  const [service] = await list<{ id: string; slug: string }>('/api/services?limit=1');
  return { destination: destination.id, service: service.id, slug: service.slug };
}

/**
 * A screen of the walk: a route, or a state of one that a few steps reach (a dialog open, a value typed). `ready` is
 * what the screen shows once its content is there (the map's markers, the reviews), waited for before the checks.
 */
interface Screen {
  path: string;
  /** The report's name of a state (the path by default). */
  name?: string;
  ready?: string;
  /** Steps after the route has settled; the screen after one with steps is loaded afresh. */
  act?: (page: Page) => Promise<void>;
}

const MAP_READY = '.tp-map-marker, .tp-map-cluster';
const REVIEWS_READY = '[data-testid="reviews-section"] [data-testid="review"]';

/**
 * The admin's Edit Destination dialog of the first destination of the Content tab, with `hours` typed in its
 * 'Opening hours' field, once the check has answered: the week's preview or the reason under the field.
 */
function hoursDialog(hours: string, shows: string): Screen {
  return {
    path: '/admin?tab=content',
    name: `/admin?tab=content, Edit Destination, opening hours '${hours}'`,
    act: async (page) => {
      await page.locator('[data-testid="destinations-card"] tr.ant-table-row button').first().click();
      const dialog = page.locator('.ant-modal');
      await dialog.locator('input#openingHours').fill(hours);
      await dialog.locator(shows).first().waitFor();
    },
  };
}

/** The screens each role walks. */
function screensOf(ids: Awaited<ReturnType<typeof realIds>>): Record<Role, Screen[]> {
  const tab = (key: string) => `/admin?tab=${key}`;
  const destination = { path: `/destinations/${ids.destination}`, ready: REVIEWS_READY };
  const paths = (...list: string[]) => list.map((path) => ({ path }));
  return {
    visitor: [
      ...paths('/', '/sign-in', '/sign-up', '/set-password', '/destinations'),
      { path: '/destinations?view=map', ready: MAP_READY },
      destination,
      ...paths('/x'),
    ],
    member: [
      ...paths('/', '/destinations'),
      destination,
      ...paths('/services'),
      { path: '/services?view=map', ready: MAP_READY },
      { path: `/services/${ids.service}`, ready: '[data-testid="reviews-section"]' },
      ...paths(`/service/${ids.slug}`, '/community', '/coupons'),
      { path: '/coupons?view=map', ready: MAP_READY },
      ...paths('/verify', '/admin'),
    ],
    staff: paths('/verify', '/coupons'),
    blogger: paths('/community'),
    editor: [
      destination,
      ...paths(tab('content')),
      hoursDialog('Mo-Sa 08:00-21:00; PH off', '[data-testid="opening-hours-preview"] li'),
      hoursDialog('Mo-Sa 25:00-26:00', '.ant-form-item-explain-error'),
    ],
    moderator: paths('/community', tab('reports'), tab('resolved')),
    admin: paths(...['reports', 'users', 'content', 'coupons', 'resolved', 'audit'].map(tab)),
  };
}

const { newContext } = browserPerFile();

interface Variant {
  language: 'en' | 'fil';
  label: string;
  viewport: { width: number; height: number };
}
const VARIANTS: Variant[] = (['en', 'fil'] as const).flatMap((language) => [
  { language, label: `${language} 360`, viewport: PHONE },
  { language, label: `${language} 1280`, viewport: DESKTOP },
]);

async function contextFor(role: Role, language: 'en' | 'fil'): Promise<BrowserContext> {
  const context = await newContext({ viewport: DESKTOP, locale: 'en-US' });
  await offline(context);
  const { hostname } = new URL(baseUrl());
  await context.addCookies([{ name: 'tara.lang', value: language, domain: hostname, path: '/' }]);
  if (role !== 'visitor') await signIn(context, EMAIL[role]);
  return context;
}

/**
 * Opens a path: the first one loads the app, the next ones are client-side navigations (as a user's clicks are),
 * which keep the apps' code loaded and make the walk several times faster than a full load per screen. `afresh`: a
 * full load (after a screen whose steps left a dialog open).
 */
async function open(page: Page, path: string, afresh = false): Promise<void> {
  if (afresh || !page.url().startsWith(baseUrl())) {
    await page.goto(`${baseUrl()}${path}`, { waitUntil: 'domcontentloaded' });
    return;
  }
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
  await page.waitForFunction(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))));
}

/** Walks one role's screens in one language, at both widths, and returns the findings by screen. */
async function walk(role: Role, language: 'en' | 'fil', screens: Screen[], english: LayoutEnglish): Promise<string[]> {
  const context = await contextFor(role, language);
  const page = await context.newPage();
  const inFlight = trackRequests(page);
  const report: string[] = [];
  for (const variant of VARIANTS.filter((v) => v.language === language)) {
    await page.setViewportSize(variant.viewport);
    let afresh = false;
    for (const screen of screens) {
      const name = `[${variant.label} ${role}] ${screen.name ?? screen.path}`;
      try {
        const t0 = Date.now();
        await open(page, screen.path, afresh);
        afresh = Boolean(screen.act);
        if (screen.ready) {
          // A place's reviews load as they near the screen: scrolled to first (support/later-parts.ts).
          await revealLaterParts(page, page.locator(screen.ready));
          await page.locator(screen.ready).first().waitFor({ timeout: 20_000 });
        }
        await settle(page, inFlight);
        if (screen.act) {
          await screen.act(page);
          await settle(page, inFlight);
        }
        const t1 = Date.now();
        const findings = await page.evaluate(inspectLayout, {
          minTarget: variant.viewport.width === PHONE.width ? MIN_TARGET : 0,
          english: language === 'fil' ? english : null,
        });
        const t2 = Date.now();
        const axe = await seriousViolations(page);
        if (process.env.SCREENS_TIMING) console.log(`${name}: ${t1 - t0} + ${t2 - t1} + ${Date.now() - t2} ms`);
        if (axe.length)
          findings.push(
            ...describeFindings(axe)
              .split('\n')
              .map((line) => `axe ${line}`),
          );
        if (findings.length) report.push(`${name}\n${findings.map((finding) => `  - ${finding}`).join('\n')}`);
      } catch (error) {
        report.push(`${name}\n  - could not check: ${(error as Error).message.split('\n')[0]}`);
      }
    }
  }
  await context.close();
  return report;
}
type LayoutEnglish = ReturnType<typeof englishMessages>;

it('shows every screen without sideways scrolling, cut-off text, small targets, axe findings or English in Filipino', async () => {
  const started = Date.now();
  const ids = await realIds();
  const english = { ...englishMessages(), data: await dataTexts(ids) };
  const screens = screensOf(ids);
  const jobs = (Object.keys(screens) as Role[]).flatMap((role) =>
    (['en', 'fil'] as const).map((language) => () => walk(role, language, screens[role], english)),
  );
  // Two walks at a time: the page of one renders while the other waits for the server.
  const reports: string[] = [];
  const queue = [...jobs];
  await Promise.all(
    [0, 1].map(async () => {
      for (let job = queue.shift(); job; job = queue.shift()) reports.push(...(await job()));
    }),
  );
  const pages = Object.values(screens).flat().length * VARIANTS.length;
  console.log(`screens.e2e-spec: ${pages} screens checked in ${Math.round((Date.now() - started) / 1000)} s`);
  expect(reports.sort().join('\n')).toBe('');
}, 480_000);
