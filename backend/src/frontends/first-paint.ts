import type { Request } from 'express';

/**
 * The first paint of pages (issue 13.5): the shell's index.html carries, hidden, the landing's hero and the header of
 * /destinations in every language (frontend-shell/build/first-paint.mjs) and an empty card slot. The Node server shows
 * the visitor's language, and on /destinations writes the first destinations' cards into the slot, so the browser
 * paints the page's largest content (the hero's title; the first card's cover) from the HTML itself, before any script
 * and without waiting for the list's data. The shell's first script hands over to the app (frontend-shell/src/first-paint.ts).
 */

export type Language = 'en' | 'fil';

/** The signed-in hint (modules/auth/http/session.ts SIGNED_IN_COOKIE): a member's `/` is their home, not the landing. */
const SIGNED_IN_HINT_COOKIE = 'tara.signedin';

/** How many cards the first paint of a list shows: a phone's screen and a desktop's first row (the app's ABOVE_FOLD_CARDS). */
export const FIRST_PAINT_CARDS = 3;

/** What a card of the first paint shows of a place: fields of DestinationResponse, as the app's card reads them. */
export interface FirstPaintPlace {
  readonly id: string;
  readonly name: string;
  readonly localName?: string | null;
  readonly description?: string | null;
  readonly rating?: number | null;
  readonly address?: string | null;
  readonly images?: readonly string[] | null;
  readonly imageUrl?: string | null;
}

/** The first destinations of the list as the app asks for it (no search, no category): its first page's order. */
export type FirstDestinations = () => Promise<readonly FirstPaintPlace[]>;

/** The language the apps will pick (libs/i18n currentLanguage): the `tara.lang` cookie's, else the browser's first en/fil/tl, else en. */
export function visitorLanguage(req: Pick<Request, 'headers'>): Language {
  const cookie = /(?:^|;\s*)tara\.lang=([^;]*)/.exec(req.headers.cookie ?? '')?.[1];
  if (cookie === 'en' || cookie === 'fil') return cookie;
  for (const tag of String(req.headers['accept-language'] ?? '').split(',')) {
    const primary = tag.trim().split(/[-_;]/)[0].toLowerCase();
    if (primary === 'fil' || primary === 'tl') return 'fil';
    if (primary === 'en') return 'en';
  }
  return 'en';
}

export function isSignedIn(req: Pick<Request, 'headers'>): boolean {
  return req.headers.cookie?.includes(`${SIGNED_IN_HINT_COOKIE}=`) === true;
}

/** index.html with the landing's hero in `language` shown (unchanged when it has none). */
export function showLandingFirstPaint(html: string, language: Language): string {
  return showSection(html, 'fp-hero', language);
}

/**
 * index.html with the header of /destinations in `language` shown and `places` as its first cards (none: the header
 * alone, as the shell's script would show it).
 */
export function showDestinationsFirstPaint(html: string, language: Language, places: readonly FirstPaintPlace[]): string {
  const shown = showSection(html, 'fp-list', language);
  if (places.length === 0) return shown;
  return shown.replace(
    /<ul class="fp-cards"([^>]*) hidden><\/ul>/,
    (_slot, attributes: string) => `<ul class="fp-cards"${attributes}>${placeCardsHtml(places, (id) => `/destinations/${encodeURIComponent(id)}`)}</ul>`,
  );
}

function showSection(html: string, className: 'fp-hero' | 'fp-list', language: Language): string {
  return html
    .replace('<div id="first-paint" hidden>', '<div id="first-paint">')
    .replace(`<section class="${className}" lang="${language}" hidden>`, `<section class="${className}" lang="${language}">`);
}

/**
 * The cards as HTML: each a link to the place's page with its cover, name, local name, description, rating and
 * address, all of them data (no message in any language: the app's own card, with its badges and buttons, replaces it
 * within a second). The first cover loads at high priority: it is the page's largest paint on a phone.
 */
export function placeCardsHtml(places: readonly FirstPaintPlace[], detailsPath: (id: string) => string): string {
  return places
    .map((place, index) => {
      const cover = coverOf(place);
      const rating = typeof place.rating === 'number' && place.rating > 0 ? place.rating.toFixed(1) : null;
      const facts = [rating && `<span class="fp-card__star" aria-hidden="true">★</span> ${rating}`, place.address && escapeHtml(place.address)]
        .filter(Boolean)
        .join(' · ');
      return (
        `<li class="fp-card"><a href="${escapeHtml(detailsPath(place.id))}">` +
        (cover
          ? `<img class="fp-card__cover" src="${escapeHtml(cover)}" alt="" width="640" height="400" decoding="async"${index === 0 ? ' fetchpriority="high"' : ''}>`
          : '<span class="fp-card__cover"></span>') +
        `<span class="fp-card__body"><span class="fp-card__title">${escapeHtml(place.name)}</span>` +
        (place.localName ? `<span class="fp-card__local" lang="pam">${escapeHtml(place.localName)}</span>` : '') +
        (place.description ? `<span class="fp-card__text">${escapeHtml(place.description)}</span>` : '') +
        (facts ? `<span class="fp-card__facts">${facts}</span>` : '') +
        '</span></a></li>'
      );
    })
    .join('');
}

/**
 * The cover as the app picks it (frontend-public features/catalog/images.ts): the first of images, else imageUrl; only
 * a same-site path or an http(s) URL (never javascript: or data:).
 */
function coverOf(place: FirstPaintPlace): string | null {
  return [...(place.images ?? []), place.imageUrl].find(isDisplayableImage) ?? null;
}

function isDisplayableImage(url: unknown): url is string {
  if (typeof url !== 'string' || url.trim() === '') return false;
  const value = url.trim();
  return (value.startsWith('/') && !value.startsWith('//')) || /^https?:\/\//i.test(value);
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}
