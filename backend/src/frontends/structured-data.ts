// The place's pictures as the app shows them (libs/images): only those that can be shown (a same-site path or an http(s)
// URL, never javascript: or data:), the main one first.
import { imagesOf, orderedImages } from '../../../libs/images/src/index.js';
import type { FirstPaintPlace } from './first-paint.js';

/**
 * schema.org structured data of a place's page (issue 32.7): the Node server writes a JSON-LD block into the HTML of
 * /destinations/{id} and /service/{slug}, so search engines read the place, its rating and its first reviews from the
 * page itself, without running the app. A data block (`type="application/ld+json"`) is never executed: the
 * Content-Security-Policy (./security-headers.ts) has nothing to allow. Members' words go in it, so the JSON is escaped
 * for HTML (jsonLdScript): no text can end the script element.
 */

/** What the block tells of a place: fields of DestinationResponse and ServiceResponse (a first paint's place, and more). */
export interface StructuredPlace extends FirstPaintPlace {
  readonly latitude?: number | null;
  readonly longitude?: number | null;
  readonly phone?: string | null;
  /** From the place's published reviews: null and 0 without any. */
  readonly reviewCount?: number | null;
  /** A service's. */
  readonly isEmergency?: boolean | null;
  readonly category?: { readonly name: string; readonly type: string; readonly icon?: string | null } | null;
}

/** A published review as the block shows it. */
export interface StructuredReview {
  /** The display name ('Maria S.'), never the account's full name or e-mail. */
  readonly authorName: string;
  readonly stars: number;
  readonly text: string;
  readonly createdAt: Date | string;
}

export type PlaceKind = 'destination' | 'service';

/** A place's page: the place and its first published reviews (most helpful first). */
export interface PlacePageData {
  readonly kind: PlaceKind;
  readonly place: StructuredPlace;
  readonly reviews: readonly StructuredReview[];
}

/** How many reviews the block carries at most: the first of the place's page (most helpful first). */
export const STRUCTURED_REVIEWS = 5;

const BEST_RATING = 5;
const WORST_RATING = 1;

/** The schema.org type of a service, by its category (admins name categories: the icon first, then the name's words). */
const SERVICE_TYPES: ReadonlyArray<{
  readonly type: string;
  readonly icons: readonly string[];
  readonly words: RegExp;
}> = [
  { type: 'EmergencyService', icons: ['siren'], words: /emergenc|rescue|hospital|ambulance/i },
  { type: 'GasStation', icons: ['fuel'], words: /\b(gas|fuel|petrol)\b/i },
  { type: 'AutoRepair', icons: ['wrench'], words: /repair|mechanic|vulcani[sz]/i },
  { type: 'Restaurant', icons: ['utensils', 'chef-hat'], words: /restaurant|eatery|food|carinderia/i },
  { type: 'BikeStore', icons: ['bike'], words: /bike|bicycle/i },
  { type: 'Campground', icons: ['tent', 'tent-tree'], words: /camp|glamping/i },
];

/** TouristAttraction for a destination; a service's LocalBusiness subtype by its category, else LocalBusiness. */
export function schemaTypeOf(kind: PlaceKind, place: StructuredPlace): string {
  if (kind === 'destination') return 'TouristAttraction';
  if (place.isEmergency) return 'EmergencyService';
  const category = place.category;
  if (!category) return 'LocalBusiness';
  const byIcon = SERVICE_TYPES.find(({ icons }) => category.icon && icons.includes(category.icon));
  const byName = SERVICE_TYPES.find(({ words }) => words.test(category.name));
  return (byIcon ?? byName)?.type ?? 'LocalBusiness';
}

/** The page of a place as the app names it (frontend-public: /destinations/{id}, a service's /service/{slug}). */
export function placePagePath(kind: PlaceKind, place: StructuredPlace): string {
  if (kind === 'service' && place.slug) return `/service/${encodeURIComponent(place.slug)}`;
  return `/${kind === 'destination' ? 'destinations' : 'services'}/${encodeURIComponent(place.id)}`;
}

/**
 * 'Brgy. San Juan Baño, Arayat, Pampanga' -> street 'Brgy. San Juan Baño', locality 'Arayat': the demo and the editors
 * write addresses as '..., town, Pampanga'; any other form is the street address as written.
 */
function postalAddressOf(address: string | null | undefined): Record<string, string> {
  const parts = (address ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  if (parts.at(-1)?.toLowerCase() === 'pampanga') parts.pop();
  const locality = parts.length >= 2 ? parts.pop() : undefined;
  return {
    '@type': 'PostalAddress',
    ...(parts.length > 0 ? { streetAddress: parts.join(', ') } : {}),
    ...(locality ? { addressLocality: locality } : {}),
    addressRegion: 'Pampanga',
    addressCountry: 'PH',
  };
}

/** An address on this site made absolute (`origin` + path); an http(s) URL as it is. */
function absolute(address: string, origin: string): string {
  return address.startsWith('/') && !address.startsWith('//') ? `${origin}${address}` : address;
}

/** 'YYYY-MM-DD' of when a review was written (UTC: the date of the ISO timestamp the API gives). */
function dateOf(at: Date | string): string {
  return (typeof at === 'string' ? new Date(at) : at).toISOString().slice(0, 10);
}

function ratingOf(value: number): Record<string, unknown> {
  return { '@type': 'Rating', ratingValue: value, bestRating: BEST_RATING, worstRating: WORST_RATING };
}

/**
 * The schema.org object of a place's page. `origin`: the site's (https://tara.example.com), for its absolute address
 * and pictures. aggregateRating only when the place has published reviews (schema.org and search engines refuse a rating
 * of nothing); `review` the reviews given (at most STRUCTURED_REVIEWS).
 */
export function placeStructuredData(data: PlacePageData, origin: string): Record<string, unknown> {
  const { kind, place } = data;
  const url = `${origin}${placePagePath(kind, place)}`;
  const images = orderedImages(imagesOf(place), place.mainImageIndex).map((image) => absolute(image, origin));
  const hasGeo = typeof place.latitude === 'number' && typeof place.longitude === 'number';
  const reviewCount = place.reviewCount ?? 0;
  const rated = reviewCount > 0 && typeof place.rating === 'number';
  const reviews = rated ? data.reviews.slice(0, STRUCTURED_REVIEWS) : [];
  return {
    '@context': 'https://schema.org',
    '@type': schemaTypeOf(kind, place),
    '@id': url,
    name: place.name,
    ...(place.description ? { description: place.description } : {}),
    url,
    address: postalAddressOf(place.address),
    ...(hasGeo ? { geo: { '@type': 'GeoCoordinates', latitude: place.latitude, longitude: place.longitude } } : {}),
    ...(images.length > 0 ? { image: images } : {}),
    ...(place.phone ? { telephone: place.phone } : {}),
    ...(rated
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: place.rating,
            reviewCount,
            bestRating: BEST_RATING,
            worstRating: WORST_RATING,
          },
        }
      : {}),
    ...(reviews.length > 0
      ? {
          review: reviews.map((review) => ({
            '@type': 'Review',
            author: { '@type': 'Person', name: review.authorName },
            datePublished: dateOf(review.createdAt),
            reviewRating: ratingOf(review.stars),
            reviewBody: review.text,
          })),
        }
      : {}),
  };
}

/** Characters that must not appear as such in a script element's text (or that old parsers end a string at). */
const UNSAFE_IN_SCRIPT = /[<>&\u2028\u2029]/g;

/**
 * The JSON-LD script element of `data`: JSON with `<`, `>`, `&`, U+2028 and U+2029 written as \uXXXX escapes, which
 * JSON reads back as the same characters, so no text (a review's `</script><script>...`, an HTML comment) can end the
 * element or open another.
 */
export function jsonLdScript(data: unknown): string {
  const json = JSON.stringify(data).replace(
    UNSAFE_IN_SCRIPT,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  return `<script type="application/ld+json">${json}</script>`;
}

/** index.html with `script` at the end of its head (or of the document, for a page without one). */
export function withStructuredData(html: string, script: string): string {
  const head = html.indexOf('</head>');
  return head === -1 ? `${html}${script}` : `${html.slice(0, head)}${script}${html.slice(head)}`;
}
