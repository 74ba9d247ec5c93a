import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { baseUrl } from './support/base-url.js';
import { PHONE, launchBrowser } from './support/browser.js';
import { DEMO_ACCOUNTS, signIn } from './support/sign-in.js';

/**
 * What a signed-out visitor's phone downloads to show the landing: every JavaScript file the page loads, measured
 * gzip-compressed (zlib's default level, as a web server sends it), in both languages. History: 233,200 bytes before
 * languages, 246,197 with them (issue 8 allowed 15 KB), 255,293 once the generated API client had the community,
 * moderation and coupon endpoints; 209,046 (en) after react-router was shared as the subset the apps use
 * (libs/rspack/react-router-subset.mjs) instead of whole; 194,551 once every page but the home and the 404 page
 * loads on its first visit (frontend-public/src/app/routes.tsx); 192,615 once the apps share one copy of Lingui (the
 * message runtime was in the shell and again in the public remote); 179,853 with the ES module builds of the Module
 * Federation runtime (libs/rspack/federated-app.config.mjs: its CommonJS builds brought the whole SDK, never
 * tree-shaken, into the shell's main script and again into the remote's entry); 155,860 on React 18 instead of 19
 * (react-dom 63.8 -> 41.6 KB gzip; nothing of React 19's own API is used); 148,381 once each message catalog comes in
 * two parts (src/i18n/catalog-parts.json: the first screen's words with the app, the rest with the first page loaded
 * later) and the member's notices load for members only; 145,451 once the landing, the member's header and bottom bar
 * and the icons beyond a visitor's first pages are chunks of their own (pages/index-route.tsx, app/member-chrome.tsx,
 * shared/ui/icons-more.tsx). Issue 13's budget: 150,000 bytes. 119,498 once the store's code (Redux Toolkit, RTK Query,
 * the generated client: about 28 KB) loads with the first page that reads the store, and on the landing as its
 * categories near the screen (frontend-public/src/app/store-code.tsx, shared/lib/store-gate.tsx). Issue 34's budget:
 * 120,000 bytes.
 *
 * /destinations: the list's page, its cards and the guide's part of the catalog instead of the landing's chunk. 158,710
 * bytes with the whole later part of the catalog, 148,452 with the guide's part alone (src/i18n/catalog-parts.json) and
 * the chunks above. Issue 13's budget: 150,000 bytes too; 153,431 with the near-me and open-now tools of the lists,
 * 154,393 with the store's code in a chunk of its own, 153,852 without the admin's endpoints in the generated client
 * (@tara/api-client/admin).
 *
 * Issue 34.2: every page at most 150,000 bytes before an interaction asks for more (the map, the photo composer, the
 * admin). First measured (en): /services 174,196 and a service's page 189,706 (members' pages: their header, bottom bar
 * and notices come with them), a destination's page 180,378 (its reviews and coupons at once), /community 175,550.
 * Then: a place's reviews and coupons load as they near the screen (frontend-public/src/shared/ui/near-viewport.tsx):
 * a destination's page 165,685, a service's 175,008; a place's page has its own part of the catalog instead of its
 * whole rest ('detail'): 158,280; a destination's editor loads when asked for: 157,148; a service's editing forms
 * load for editors only: a service's page 173,535. Then (en): a member's notices load only when there are some
 * (features/community/member-notices-gate.tsx): /services 161,231, a service's page 163,812; /community loads only the
 * catalog parts it uses, and the feed's comments, dialogs and photo upload load when asked
 * (features/community/components/feed-later.ts): 172,090; the share menu's popup loads when reached
 * (shared/share/share-menu-popup.tsx): /community 170,638, a service's page 161,573; a place's saving code comes with
 * its editor: a destination's page 155,832; the reviews', coupons' and partner counter's words are a catalog part of
 * their own ('reviewsCoupons'): /community 167,946. docs/performance.md has the table. A page not yet within the target is held at a ceiling a little over its last figure (`ceiling`), so that the
 * test fails when it grows; lower the ceiling as the page shrinks, and drop it once the page fits the target.
 */
/** A page to measure: its path (or how to find it in the demo data), whether a member looks at it, its budget. */
interface Measured {
  name: string;
  path: () => Promise<string>;
  member?: boolean;
  /** Issue 34's budget, gzip bytes in either language. */
  budget: number;
  /** Until the page fits its budget: the most it may load (its last figure and a little room), gzip bytes. */
  ceiling?: number;
}
const firstOf = async <T>(list: string): Promise<T> => ((await (await fetch(`${baseUrl()}${list}`)).json()) as T[])[0];
const PAGES: Measured[] = [
  { name: '/', path: async () => '/', budget: 120_000 },
  // 154,141 (en) and 154,340 (fil) last.
  { name: '/destinations', path: async () => '/destinations', budget: 150_000, ceiling: 154_800 },
  // The services and their pages are members' pages (a visitor is sent to sign in).
  // 161,118 (en) and 161,431 (fil) last.
  { name: '/services (a member)', path: async () => '/services', member: true, budget: 150_000, ceiling: 162_000 },
  {
    // 155,864 (en) and 156,163 (fil) last.
    name: "a destination's page",
    path: async () => `/destinations/${(await firstOf<{ id: string }>('/api/destinations?limit=1')).id}`,
    budget: 150_000,
    ceiling: 156_800,
  },
  {
    // 161,592 (en) and 162,005 (fil) last.
    name: "a service's page (a member)",
    path: async () => `/service/${(await firstOf<{ slug: string }>('/api/services?limit=1')).slug}`,
    member: true,
    budget: 150_000,
    ceiling: 162_700,
  },
  // 167,946 (en) and 168,492 (fil) last.
  { name: '/community (a member)', path: async () => '/community', member: true, budget: 150_000, ceiling: 169_200 },
];
/** Ant Design or the admin remote in a public page's graph: the admin remote's files or Ant Design's code. */
const ADMIN_CODE = /\/remotes\/admin\/|@ant-design|\bant-(btn|table|modal)\b/;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

interface LandingScript {
  path: string;
  /** Its bytes gzip-compressed at zlib's default level (the budget's measure, whatever the server sent). */
  gzip: number;
  /** The bytes that came over the wire, and their encoding. */
  transferred: number;
  encoding: string;
}

/**
 * Costly first uses the page's load must not make (issue 13.5): the first Intl.NumberFormat (about 50 ms of ICU set-up
 * in Chromium) or Intl.PluralRules, and the first localStorage read (the origin's storage opened: 10-47 ms here).
 */
const WATCH_FIRST_USES = () => {
  const used: string[] = [];
  (window as unknown as { __firstUses: string[] }).__firstUses = used;
  for (const kind of ['NumberFormat', 'PluralRules'] as const) {
    const Real = Intl[kind] as unknown as new (...args: unknown[]) => object;
    const watched = function (this: unknown, ...args: unknown[]) {
      used.push(`Intl.${kind}`);
      return new Real(...args);
    };
    Object.defineProperty(Intl, kind, { value: Object.assign(watched, Real), configurable: true, writable: true });
  }
  const storage = Object.getOwnPropertyDescriptor(window, 'localStorage');
  Object.defineProperty(window, 'localStorage', {
    configurable: true,
    get() {
      used.push('localStorage');
      return storage?.get?.call(window);
    },
  });
};

async function pageJavaScript(
  path: string,
  language: 'en' | 'fil',
  member = false,
): Promise<{ scripts: LandingScript[]; admin: string[]; firstUses: string[] }> {
  const context = await browser.newContext({ viewport: PHONE });
  if (member) await signIn(context, DEMO_ACCOUNTS.user);
  await context.addCookies([{ name: 'tara.lang', value: language, url: baseUrl() }]);
  await context.addInitScript(WATCH_FIRST_USES);
  const measured: Promise<LandingScript>[] = [];
  const admin: string[] = [];
  context.on('response', (response) => {
    // A redirect has no body: the file it leads to is measured as its own response.
    const redirect = response.status() >= 300 && response.status() < 400;
    if (response.request().resourceType() === 'script' && !redirect) {
      const file = new URL(response.url()).pathname;
      measured.push(
        Promise.all([response.body(), response.request().sizes()]).then(([body, sizes]) => {
          if (ADMIN_CODE.test(file) || ADMIN_CODE.test(body.toString('utf8'))) admin.push(file);
          return {
            path: file,
            gzip: gzipSync(body).length,
            transferred: sizes.responseBodySize,
            encoding: response.headers()['content-encoding'] ?? 'identity',
          };
        }),
      );
    }
  });
  try {
    const page = await context.newPage();
    await page.goto(new URL(path, baseUrl()).href);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.waitForLoadState('networkidle');
    const firstUses = await page.evaluate(() => (window as unknown as { __firstUses: string[] }).__firstUses);
    return { scripts: (await Promise.all(measured)).sort((a, b) => b.gzip - a.gzip), admin, firstUses };
  } finally {
    await context.close();
  }
}

it.each(PAGES.map((measured) => [measured.name, measured] as const))(
  'keeps the JavaScript of %s within the budget in both languages, with no admin or Ant Design code',
  async (_name, { path: find, member, budget, ceiling }) => {
    const path = await find();
    for (const language of ['en', 'fil'] as const) {
      const { scripts, admin, firstUses } = await pageJavaScript(path, language, member);
      // No Intl.NumberFormat or PluralRules (libs/i18n writes numbers and plural forms itself), no localStorage read
      // (libs/rspack/federation-env.mjs) while the page loads.
      expect(firstUses).toEqual([]);
      const gzip = scripts.reduce((sum, script) => sum + script.gzip, 0);
      const transferred = scripts.reduce((sum, script) => sum + script.transferred, 0);
      const list = scripts.map((script) => `${(script.gzip / 1024).toFixed(1)} KB ${script.path}`).join(', ');
      console.log(
        `JavaScript of ${path} (${language}): ${scripts.length} files, ${(gzip / 1024).toFixed(1)} KB gzip (${gzip} bytes), ` +
          `${transferred} bytes transferred: ${list}`,
      );
      if (ceiling !== undefined && gzip > budget) {
        console.log(`${path} (${language}) is ${gzip - budget} bytes over issue 34's budget of ${budget}`);
      }
      expect(gzip).toBeLessThanOrEqual(ceiling ?? budget);
      expect(admin).toEqual([]);
      // Issue 13.5: sent as the build compressed them (brotli, scripts/precompress.mjs), every file over 1 kB.
      expect(
        scripts.filter((script) => script.gzip > 1024 && script.encoding !== 'br').map((script) => script.path),
      ).toEqual([]);
    }
  },
);
