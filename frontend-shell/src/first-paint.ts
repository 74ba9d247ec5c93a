import { currentLanguage } from '@tara/i18n/language';

/** The signed-in hint cookie (backend modules/auth/http/session-cookies.ts SIGNED_IN_COOKIE). */
const SIGNED_IN_HINT = 'tara.signedin=';

interface FirstPaintPage {
  /** Its section (one per language). */
  section: string;
  /** The slot the server fills with data (cards, a place), if any; `required`: nothing to show without it. */
  slot?: { selector: string; required: boolean };
  /** Whom it is for, by the signed-in hint: the landing is a signed-out visitor's `/`, the services and the feed members' pages. */
  visitor?: 'signed-out' | 'signed-in';
}

const CARDS = { selector: '.fp-cards', required: false };
/** A place's page: nothing to show without the place the server wrote. */
const PLACE = { selector: '.fp-place', required: true };

/** The pages index.html has a first paint of (build/first-paint.mjs): what it shows there, and for whom. */
function firstPaintPage(pathname: string): FirstPaintPage | undefined {
  if (pathname === '/') return { section: '.fp-hero', visitor: 'signed-out' };
  if (pathname === '/destinations') return { section: '[data-page="destinations"]', slot: CARDS };
  if (pathname === '/services') return { section: '[data-page="services"]', slot: CARDS, visitor: 'signed-in' };
  if (pathname === '/community') return { section: '[data-page="community"]', visitor: 'signed-in' };
  if (/^\/destinations\/[^/]+$/.test(pathname)) return { section: '[data-page="destination"]', slot: PLACE };
  if (/^\/service\/[^/]+$/.test(pathname))
    return { section: '[data-page="service"]', slot: PLACE, visitor: 'signed-in' };
  return undefined;
}

/**
 * Shows the first paint of index.html (`#first-paint`, written at build time by build/first-paint.mjs) in the visitor's
 * language while the app loads: the landing's hero on `/` for a signed-out visitor; the header of /destinations (and of
 * /services, for a member) and the first cards the server wrote; a member's /community header; a destination's (and,
 * for a member, a service's) cover, name and facts the server wrote (backend frontends/first-paint.ts); anywhere else
 * it is removed at once. While it shows, `#root` is hidden (index.html's style); it is removed as soon as the app has
 * rendered its page (a page heading, h1: its own, or an error page's; with cards, the app's own cards or its empty or
 * error state; with a place, its load error or the sign-in redirect's toast too: the slot's `data-ready`), so the
 * two never show together and the first paint never outlives the app. Runs first thing in the shell's entry, before any
 * other code of the app is loaded.
 */
export function showFirstPaint(doc: Document = document): void {
  const firstPaint = doc.getElementById('first-paint');
  const root = doc.getElementById('root');
  if (!firstPaint) return;
  const page = firstPaintPage(doc.location.pathname);
  const section = page && firstPaint.querySelector<HTMLElement>(`${page.section}[lang="${currentLanguage()}"]`);
  // Data is there only where the server wrote it (not from nginx or a dev server), for the page it belongs to.
  const slot = page?.slot && firstPaint.querySelector<HTMLElement>(page.slot.selector);
  const filled = !!slot && !slot.hidden && slot.childElementCount > 0;
  // Shown by the server, it has checked the request's own cookies; sent as is (nginx), this script checks them.
  const shownByServer = !firstPaint.hidden;
  const visitor = doc.cookie.includes(SIGNED_IN_HINT) ? 'signed-in' : 'signed-out';
  const forVisitor = shownByServer || !page?.visitor || page.visitor === visitor;
  if (!root || !page || !section || !forVisitor || (page.slot?.required && !filled)) {
    firstPaint.remove();
    return;
  }
  // The server may have shown it already (backend frontends/frontend-hosting.ts); this script's choice of language wins.
  for (const each of firstPaint.querySelectorAll<HTMLElement>('main > section')) each.hidden = each !== section;
  for (const each of firstPaint.querySelectorAll<HTMLElement>('.fp-cards, .fp-place'))
    if (!filled || each !== slot) each.remove();
  firstPaint.hidden = false;
  const ready = (filled && slot.dataset.ready) || 'h1';
  const handOver = handOverTo(firstPaint, root);
  const observer = new MutationObserver(() => {
    if (!root.querySelector(ready)) return;
    observer.disconnect();
    handOver();
  });
  observer.observe(root, { childList: true, subtree: true });
}

/** How long the app waits for the first paint to reach the screen before it starts anyway (a page nobody sees: a hidden tab). */
export const FIRST_PAINT_WAIT_MS = 1000;

/**
 * Runs `start` once the browser has put the page's first contentful paint on the screen (the first paint's text and
 * cover, or the boot mark): the app's code is fetched and run after it, not in the frames before it. On a phone the
 * app's first chunks took the main thread and the network from the first frame (its largest paint waited for them,
 * issue 13.5). Without paint timing, or when no paint comes (a hidden tab), it starts after FIRST_PAINT_WAIT_MS.
 */
export function afterFirstPaint(start: () => void): void {
  let timer = 0;
  const once = () => {
    if (!timer) return;
    clearTimeout(timer);
    timer = 0;
    start();
  };
  timer = window.setTimeout(once, FIRST_PAINT_WAIT_MS);
  try {
    new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length > 0) setTimeout(once);
    }).observe({ type: 'paint', buffered: true });
  } catch {
    once(); // no paint timing here: start at once, as before
  }
}

/**
 * When the app cannot start (its code did not arrive): index.html's message in the visitor's language (a template per
 * language, build/first-paint.mjs startFailureHtml) takes the boot mark's place, and the first paint leaves so that
 * it shows.
 */
export function showStartFailure(doc: Document = document): void {
  const message = doc.querySelector<HTMLTemplateElement>(`template.start-failure[lang="${currentLanguage()}"]`);
  doc.getElementById('first-paint')?.remove();
  if (message) doc.getElementById('root')?.replaceChildren(message.content.cloneNode(true));
}

/**
 * Removes the first paint for the app without losing what the visitor was doing on it: a press on it (a finger or
 * the mouse down on one of its links while the app arrives) is let finish first, so that its click reaches the link it
 * began on (the page swapping under a press sent the click to neither); and keyboard focus on one of its links moves
 * to the app's link to the same address, so Tab goes on from there.
 */
function handOverTo(firstPaint: HTMLElement, root: HTMLElement): () => void {
  const win = firstPaint.ownerDocument.defaultView ?? window;
  let pressed = false;
  let waiting = false;
  const remove = () => {
    win.removeEventListener('pointerup', release, true);
    win.removeEventListener('pointercancel', release, true);
    const doc = firstPaint.ownerDocument;
    const focused =
      doc.activeElement instanceof HTMLAnchorElement && firstPaint.contains(doc.activeElement)
        ? doc.activeElement
        : null;
    firstPaint.remove();
    const href = focused?.getAttribute('href');
    if (!focused || !href) return;
    const same = [...root.querySelectorAll<HTMLAnchorElement>(`a[href="${CSS.escape(href)}"]`)];
    (same.find((link) => link.textContent?.trim() === focused.textContent?.trim()) ?? same[0])?.focus();
  };
  firstPaint.addEventListener('pointerdown', () => (pressed = true));
  function release(): void {
    if (!pressed) return;
    pressed = false;
    // The click of this press is dispatched right after its pointerup, in the same task: remove after it.
    if (waiting) win.setTimeout(remove);
  }
  win.addEventListener('pointerup', release, true);
  win.addEventListener('pointercancel', release, true);
  return () => {
    if (pressed) waiting = true;
    else remove();
  };
}
