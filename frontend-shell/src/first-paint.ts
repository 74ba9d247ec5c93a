import { currentLanguage } from '@tara/i18n/language';

/** The signed-in hint cookie (backend modules/auth/http/session.ts SIGNED_IN_COOKIE): a member's `/` is their home, not the landing. */
const SIGNED_IN_HINT = 'tara.signedin=';

/**
 * Shows the landing's first paint (index.html `#first-paint`, written at build time by build/first-paint.mjs) in the
 * visitor's language while the app loads, for a signed-out visitor on `/`; anywhere else it is removed at once. While
 * it shows, `#root` is hidden (index.html's style); it is removed as soon as the app has rendered a page heading (an
 * h1: its own landing, or an error page; the first paint has none), so the two never show together and the first
 * paint never outlives the app. Runs first thing in the shell's entry, before any other code of the app is loaded.
 */
export function showFirstPaint(doc: Document = document): void {
  const firstPaint = doc.getElementById('first-paint');
  const root = doc.getElementById('root');
  if (!firstPaint) return;
  const hero = firstPaint.querySelector<HTMLElement>(`.fp-hero[lang="${currentLanguage()}"]`);
  if (!root || !hero || doc.location.pathname !== '/' || doc.cookie.includes(SIGNED_IN_HINT)) {
    firstPaint.remove();
    return;
  }
  // The server may have shown it already (backend frontends/frontend-hosting.ts); this script's choice of language wins.
  for (const each of firstPaint.querySelectorAll<HTMLElement>('.fp-hero')) each.hidden = each !== hero;
  firstPaint.hidden = false;
  const observer = new MutationObserver(() => {
    if (!root.querySelector('h1')) return;
    observer.disconnect();
    firstPaint.remove();
  });
  observer.observe(root, { childList: true, subtree: true });
}
