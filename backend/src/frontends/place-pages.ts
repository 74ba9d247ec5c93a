import { KeptReads } from '../shared/persistence/kept-reads.js';
import type { CacheScope, CacheVersions } from '../shared/persistence/cache-versions.js';
import {
  STRUCTURED_REVIEWS,
  type PlaceKind,
  type PlacePageData,
  type StructuredPlace,
  type StructuredReview,
} from './structured-data.js';

/** The place of a page: /destinations/{id} or /service/{slug}. */
export type PlacePageRef =
  { readonly kind: 'destination'; readonly id: string } | { readonly kind: 'service'; readonly slug: string };

/** The place of a page and its first reviews; null when there is no such place. */
export type PlacePages = (page: PlacePageRef) => Promise<PlacePageData | null>;

/** Where a place's page reads its data: the modules' public queries, as the API answers them. */
export interface PlacePageSources {
  /** A destination as GET /api/destinations/{id} answers it; null when there is none. */
  destination(id: string): Promise<StructuredPlace | null>;
  /** A service as GET /api/services/slug/{slug} answers it; null when there is none. */
  serviceBySlug(slug: string): Promise<StructuredPlace | null>;
  /** The first `limit` published reviews of a place, most helpful first, as GET /api/reviews answers them. */
  reviews(kind: PlaceKind, placeId: string, limit: number): Promise<readonly StructuredReview[]>;
}

/** How many places' pages are kept at most (least recently used out first): a few MB even with long reviews. */
export const KEPT_PLACE_PAGES = 500;

/** What a place's page shows depends on: the place (and its rating and count), its category, its reviews. */
const SCOPES: Record<PlaceKind, readonly CacheScope[]> = {
  destination: ['destinations', 'categories', 'reviews'],
  service: ['services', 'categories', 'reviews'],
};

/**
 * The data of places' pages (the first paint of a destination, the JSON-LD of both kinds), kept while the versions of
 * the tables they read stay the same (KeptReads: the mechanism of keptWhileVersion, one entry per page): a crowd on
 * one place costs two queries per write (the place, its reviews), not per visitor; a place without published reviews
 * one. A place that does not exist is kept too (null), so a crawler asking for it again costs nothing; a failed read
 * is not kept.
 */
export function keptPlacePages(
  sources: PlacePageSources,
  versions: Pick<CacheVersions, 'current'>,
  entries = KEPT_PLACE_PAGES,
): PlacePages {
  const kept: Record<PlaceKind, KeptReads<PlacePageData | null>> = {
    destination: new KeptReads(() => versions.current(SCOPES.destination), entries),
    service: new KeptReads(() => versions.current(SCOPES.service), entries),
  };
  return (page) => {
    const key = page.kind === 'destination' ? page.id : page.slug.toLowerCase();
    return kept[page.kind].get(key, async () => {
      const place =
        page.kind === 'destination' ? await sources.destination(page.id) : await sources.serviceBySlug(page.slug);
      if (!place) return null;
      // No published review: nothing to read (the block has neither rating nor reviews).
      const reviews =
        (place.reviewCount ?? 0) > 0 ? await sources.reviews(page.kind, place.id, STRUCTURED_REVIEWS) : [];
      return { kind: page.kind, place, reviews };
    });
  };
}
