import { currentLanguage } from '@tara/i18n/language';

/** The signed-in hint cookie (backend modules/auth/http/session.ts SIGNED_IN_COOKIE): a member's `/` is their home, not the landing. */
const SIGNED_IN_HINT = 'tara.signedin=';

/** The pages index.html has a first paint of (build/first-paint.mjs): the section it shows there, and for whom. */
const PAGES: Record<string, { section: string; signedOutOnly: boolean }> = {
  '/': { section: '.fp-hero', signedOutOnly: true },
  '/destinations': { section: '.fp-list', signedOutOnly: false },
};

/**
 * Shows the first paint of index.html (`#first-paint`, written at build time by build/first-paint.mjs) in the visitor's
 * language while the app loads: the landing's hero on `/` for a signed-out visitor, the header of /destinations and the
 * first cards the server wrote into it (backend frontends/first-paint.ts); anywhere else it is removed at once. While it
 * shows, `#root` is hidden (index.html's style); it is removed as soon as the app has rendered its page (a page heading,
 * h1: its own, or an error page's; with cards, the app's own cards or its empty or error state: `data-ready`), so the
 * two never show together and the first paint never outlives the app. Runs first thing in the shell's entry, before any
 * other code of the app is loaded.
 */
export function showFirstPaint(doc: Document = document): void {
  const firstPaint = doc.getElementById('first-paint');
  const root = doc.getElementById('root');
  if (!firstPaint) return;
  const page = PAGES[doc.location.pathname];
  const section = page && firstPaint.querySelector<HTMLElement>(`${page.section}[lang="${currentLanguage()}"]`);
  if (!root || !page || !section || (page.signedOutOnly && doc.cookie.includes(SIGNED_IN_HINT))) {
    firstPaint.remove();
    return;
  }
  // The server may have shown it already (backend frontends/frontend-hosting.ts); this script's choice of language wins.
  for (const each of firstPaint.querySelectorAll<HTMLElement>('main > section')) each.hidden = each !== section;
  firstPaint.hidden = false;
  // Cards are there only where the server wrote them, and only for the page they belong to.
  const cards = firstPaint.querySelector<HTMLElement>('.fp-cards');
  const withCards = page.section === '.fp-list' && !!cards && !cards.hidden && cards.childElementCount > 0;
  if (cards && !withCards) cards.remove();
  const ready = withCards ? cards.dataset.ready || 'h1' : 'h1';
  const observer = new MutationObserver(() => {
    if (!root.querySelector(ready)) return;
    observer.disconnect();
    firstPaint.remove();
  });
  observer.observe(root, { childList: true, subtree: true });
}
