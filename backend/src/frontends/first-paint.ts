import type { Request } from 'express';
import { KeptReads } from '../shared/persistence/kept-reads.js';
// The cover as the app picks it (the same rules: libs/images): of the images that can be shown (a same-site path or an
// http(s) URL, never javascript: or data:), the main one (a service's mainImageIndex) or the first; else imageUrl.
import { mainImageOf } from '../../../libs/images/src/index.js';

/**
 * The first paint of pages (issue 13.5): the shell's index.html carries, hidden, the landing's hero, the header of
 * /destinations and /services and a destination's and a service's page's link back in every language
 * (frontend-shell/build/first-paint.mjs), and empty slots for cards and for a place. The Node server shows the
 * visitor's language and writes a list's first cards, or the place of the page, into their slot, so the browser paints
 * the page's largest content (the hero's title; the first card's cover; the place's cover) from the HTML itself, before
 * any script and without waiting for the data. The shell's first script hands over to the app (frontend-shell/src/first-paint.ts).
 */

export type Language = 'en' | 'fil';

/** The signed-in hint (modules/auth/http/session-cookies.ts SIGNED_IN_COOKIE): a member's `/` is their home, not the landing. */
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
  /** A service's: which of its images is the cover. */
  readonly mainImageIndex?: number | null;
  /** A service's: its page is /service/{slug}. */
  readonly slug?: string | null;
}

/** The lists with a first paint: /destinations, and /services (a member's page). */
export type FirstPaintList = 'destinations' | 'services';

/** The first places of a list as the app asks for it first (no search, no category; the services' first tab). */
export type FirstPlaces = () => Promise<readonly FirstPaintPlace[]>;

/**
 * `load` kept while `version()` answers the same (the versions of the tables it reads: shared/persistence
 * cache-versions.ts), so a crowd opening /destinations costs one query per write, not one per visitor; loaded each
 * time while the version is unknown. Callers at the same time share one load; a failed load is not kept.
 */
export function keptWhileVersion<T>(version: () => string | undefined, load: () => Promise<T>): () => Promise<T> {
  const kept = new KeptReads<T>(version, 1);
  return () => kept.get('', load);
}

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
  return showSection(html, 'class="fp-hero"', language);
}

/**
 * index.html with the header of a list in `language` shown and `places` as its first cards (none: the header alone, as
 * the shell's script would show it).
 */
export function showListFirstPaint(
  html: string,
  list: FirstPaintList,
  language: Language,
  places: readonly FirstPaintPlace[],
  inlineImage?: InlineImage,
): string {
  const shown = showSection(html, `class="fp-list" data-page="${list}"`, language);
  if (places.length === 0) return shown;
  return shown.replace(
    /<ul class="fp-cards"([^>]*) hidden><\/ul>/,
    (_slot, attributes: string) =>
      `<ul class="fp-cards"${attributes}>${placeCardsHtml(places, DETAILS_PATH[list], inlineImage)}</ul>`,
  );
}

/**
 * The `data:` URL of an image the server draws itself (the generated artwork), for the first cover to come with the
 * HTML: painted with the page's first paint, it is the largest paint at once instead of a request later (issue 13.5,
 * LCP); undefined for any other image (its address stays). The address is still preloaded (coverPreloadLink), so the
 * app's own card, which uses it, finds it in the cache.
 */
export type InlineImage = (address: string) => string | undefined;

/** Where a card links to: the place's page as the app names it (frontend-public service-display.ts serviceDetailPath). */
const DETAILS_PATH: Record<FirstPaintList, (place: FirstPaintPlace) => string> = {
  destinations: (place) => `/destinations/${encodeURIComponent(place.id)}`,
  services: (place) =>
    place.slug ? `/service/${encodeURIComponent(place.slug)}` : `/services/${encodeURIComponent(place.id)}`,
};

/** index.html with the feed's header in `language` shown (a member's /community: posts are theirs to ask for). */
export function showCommunityFirstPaint(html: string, language: Language): string {
  return showSection(html, 'class="fp-list" data-page="community"', language);
}

/** The places with a page of their own: a destination's /destinations/{id}, a service's /service/{slug}. */
export type FirstPaintPlaceKind = 'destination' | 'service';

/**
 * index.html with a place's page shown in `language`: its link back to its list (the section of its kind), and the
 * place's cover, name and facts.
 */
export function showPlaceFirstPaint(
  html: string,
  kind: FirstPaintPlaceKind,
  language: Language,
  place: FirstPaintPlace,
  inlineImage?: InlineImage,
): string {
  return showSection(html, `class="fp-place-page" data-page="${kind}"`, language).replace(
    /<div class="fp-place"([^>]*) hidden><\/div>/,
    (_slot, attributes: string) => `<div class="fp-place"${attributes}>${placeHtml(place, inlineImage)}</div>`,
  );
}

/** `attributes`: the section's opening tag's attributes before its language (frontend-shell/build/first-paint.mjs). */
function showSection(html: string, attributes: string, language: Language): string {
  return html
    .replace('<div id="first-paint" hidden>', '<div id="first-paint">')
    .replace(`<section ${attributes} lang="${language}" hidden>`, `<section ${attributes} lang="${language}">`);
}

/**
 * The cards as HTML: each a link to the place's page with its cover, name, local name, description, rating and
 * address, all of them data (no message in any language: the app's own card, with its badges and buttons, replaces it
 * within a second). The first cover loads at high priority: it is the page's largest paint on a phone.
 */
export function placeCardsHtml(
  places: readonly FirstPaintPlace[],
  detailsPath: (place: FirstPaintPlace) => string,
  inlineImage?: InlineImage,
): string {
  return places
    .map((place, index) => {
      const facts = factsHtml(place);
      return (
        `<li class="fp-card"><a href="${escapeHtml(detailsPath(place))}">${coverHtml(place, index === 0 ? (inlineImage ?? HIGH_PRIORITY) : undefined)}` +
        `<span class="fp-card__body"><span class="fp-card__title">${escapeHtml(place.name)}</span>` +
        (place.localName ? `<span class="fp-card__local" lang="pam">${escapeHtml(place.localName)}</span>` : '') +
        (place.description ? `<span class="fp-card__text">${escapeHtml(place.description)}</span>` : '') +
        (facts ? `<span class="fp-card__facts">${facts}</span>` : '') +
        '</span></a></li>'
      );
    })
    .join('');
}

/** A place's page as HTML: its cover (the page's largest paint), name, local name, facts and description; data only. */
export function placeHtml(place: FirstPaintPlace, inlineImage?: InlineImage): string {
  const facts = factsHtml(place);
  return (
    coverHtml(place, inlineImage ?? HIGH_PRIORITY) +
    `<p class="fp-place__title">${escapeHtml(place.name)}</p>` +
    (place.localName ? `<p class="fp-card__local" lang="pam">${escapeHtml(place.localName)}</p>` : '') +
    (facts ? `<p class="fp-card__facts">${facts}</p>` : '') +
    (place.description ? `<p class="fp-place__text">${escapeHtml(place.description)}</p>` : '')
  );
}

/** No image is inlined: the first cover keeps its address, loaded at high priority. */
const HIGH_PRIORITY: InlineImage = () => undefined;

/** A cover; the page's first (`first` given) inlined when the server draws it, else at high priority. */
function coverHtml(place: FirstPaintPlace, first?: InlineImage): string {
  const cover = mainImageOf(place);
  if (!cover) return '<span class="fp-card__cover"></span>';
  const inline = first?.(cover);
  if (inline) return `<img class="fp-card__cover" src="${escapeHtml(inline)}" alt="" width="640" height="400">`;
  return `<img class="fp-card__cover" src="${escapeHtml(cover)}" alt="" width="640" height="400" decoding="async"${first ? ' fetchpriority="high"' : ''}>`;
}

/** '★ 4.9 · address' (the rating when there is one: unrated, the app says 'New', in a language). */
function factsHtml(place: FirstPaintPlace): string {
  const rating = typeof place.rating === 'number' && place.rating > 0 ? place.rating.toFixed(1) : null;
  return [
    rating && `<span class="fp-card__star" aria-hidden="true">★</span> ${rating}`,
    place.address && escapeHtml(place.address),
  ]
    .filter(Boolean)
    .join(' · ');
}

/**
 * The `Link` header value that preloads the cover of the page's first place (the page's largest paint on a phone), so
 * the browser asks for it with the page's headers instead of once it has parsed the inline style above the card
 * (issue 13.5, LCP); none without a cover, or for one that is not a plain same-site path (another host, or characters
 * a Link header would need escaped).
 */
export function coverPreloadLink(place: FirstPaintPlace | undefined): string | undefined {
  const cover = place && mainImageOf(place);
  return cover && /^\/(?!\/)[^\s<>,;"']*$/.test(cover)
    ? `<${cover}>; rel=preload; as=image; fetchpriority=high`
    : undefined;
}

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}
