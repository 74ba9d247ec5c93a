import {
  CatalogLimits,
  CatalogMessages,
  CatalogRule,
  checkCoordinates,
  imageList,
  optionalPhone,
  optionalText,
  optionalWebsite,
  parseCoordinate,
  requireName,
  type CoordinateInput,
  type RuleViolation,
  type TextInput,
} from './catalog-rules.js';
import type { CategoryFilter } from './category-filter.js';
import { searchTerms } from './search-terms.js';
import { isUuid } from '../../../shared/domain/uuid.js';
import type { CategoryType } from '../../../shared/domain/category-type.js';
import type { CategorySummary } from './category-summary.js';
import { nearPointOf, type GeoPoint, type PlaceSort } from './place-order.js';
import { optionalOpeningHours, type PlaceOpenState } from './opening-hours.js';

/** What every place (a destination or a service) has, and what the shared rules check. */
export interface PlaceProps {
  readonly id: string;
  readonly name: string;
  /** The name in Kapampangan or Filipino when it differs ('Bunduk Arayat' for Mount Arayat); null: none. */
  readonly localName: string | null;
  readonly description: string | null;
  readonly address: string | null;
  readonly latitude: number | null;
  readonly longitude: number | null;
  readonly phone: string | null;
  readonly website: string | null;
  readonly images: readonly string[];
  /** 0..5, one decimal; null = no rating yet ('New'). */
  readonly rating: number | null;
  readonly reviewCount: number;
  readonly categoryId: string | null;
  readonly isVerified: boolean;
  /** OpenStreetMap `opening_hours` syntax, evaluated in Asia/Manila with Philippine holidays; null: not known. */
  readonly openingHours: string | null;
  readonly createdAt: Date;
  readonly updatedAt: Date;
}

/**
 * What a create or an update of any place may set. An absent key (undefined) leaves the field as it is; null or ''
 * clears it (never the name). Coordinates may be numbers or numeric strings and change together.
 */
export interface PlaceChanges {
  readonly name?: TextInput;
  readonly localName?: TextInput;
  readonly description?: TextInput;
  readonly address?: TextInput;
  readonly latitude?: CoordinateInput;
  readonly longitude?: CoordinateInput;
  readonly phone?: TextInput;
  readonly website?: TextInput;
  readonly images?: ReadonlyArray<string | null> | null;
  readonly categoryId?: string | null;
  /** Only admins and editors write places at all (DESIGN.md 4), so only they can set it. */
  readonly isVerified?: boolean | null;
  /** `opening_hours` syntax (checked by the package); null or '' clears it. */
  readonly openingHours?: TextInput;
}

type SharedFields = Omit<PlaceProps, 'id' | 'rating' | 'reviewCount' | 'createdAt' | 'updatedAt'>;

/** How many images a kind of place shows, and the message when there are more. */
export interface ImageLimit {
  readonly max: number;
  readonly tooMany: string;
}

/** A new place: nothing set yet, not verified, no rating. */
export function blankPlace(id: string, now: Date): PlaceProps {
  return {
    id,
    name: '',
    localName: null,
    description: null,
    address: null,
    latitude: null,
    longitude: null,
    phone: null,
    website: null,
    images: [],
    rating: null,
    reviewCount: 0,
    categoryId: null,
    isVerified: false,
    openingHours: null,
    createdAt: now,
    updatedAt: now,
  };
}

/**
 * The shared field rules of a create or an update, once for destinations and services (product spec 5): the name
 * stays required; a coordinate never comes alone ('Please enter valid latitude and longitude values'), both are in
 * range; website http(s); image URLs http(s) or same-site paths, at most `images.max`. `fail` turns a broken rule
 * into the module's own error code. Opening hours are checked by the `opening_hours` package as of `now`.
 */
export function changePlaceFields(
  current: PlaceProps,
  changes: PlaceChanges,
  images: ImageLimit,
  fail: RuleViolation,
  now: Date,
): SharedFields {
  const has = <K extends keyof PlaceChanges>(key: K) => changes[key] !== undefined;
  if (has('latitude') !== has('longitude')) {
    throw fail(
      CatalogRule.InvalidCoordinates,
      CatalogMessages.invalidCoordinates,
      has('latitude') ? 'longitude' : 'latitude',
    );
  }
  const coordinates = has('latitude')
    ? checkCoordinates(
        parseCoordinate(changes.latitude, 'latitude', fail),
        parseCoordinate(changes.longitude, 'longitude', fail),
        fail,
      )
    : { latitude: current.latitude, longitude: current.longitude };
  return {
    name: has('name') || current.name === '' ? requireName(changes.name, fail) : current.name,
    localName: has('localName')
      ? optionalText(changes.localName, 'localName', 'Local name', CatalogLimits.name, fail)
      : current.localName,
    description: has('description')
      ? optionalText(changes.description, 'description', 'Description', CatalogLimits.description, fail)
      : current.description,
    address: has('address')
      ? optionalText(changes.address, 'address', 'Address', CatalogLimits.address, fail)
      : current.address,
    latitude: coordinates.latitude,
    longitude: coordinates.longitude,
    phone: has('phone') ? optionalPhone(changes.phone, fail) : current.phone,
    website: has('website') ? optionalWebsite(changes.website, fail) : current.website,
    images: has('images') ? imageList(changes.images, images.max, images.tooMany, fail) : current.images,
    categoryId: has('categoryId') ? changes.categoryId || null : current.categoryId,
    isVerified: has('isVerified') ? changes.isVerified === true : current.isVerified,
    openingHours: has('openingHours') ? optionalOpeningHours(changes.openingHours, now, fail) : current.openingHours,
  };
}

/**
 * A place's category must exist and be of one of `allowed` types (destinations: destination or food; services:
 * motorist, bicycle or camping).
 */
export function checkPlaceCategory(
  kind: 'destination' | 'service',
  categoryId: string,
  category: CategorySummary | null,
  allowed: readonly string[],
  fail: RuleViolation,
): CategorySummary {
  if (category === null) {
    throw fail(CatalogRule.UnknownCategory, `categoryId: no category has the id ${categoryId}`, 'categoryId');
  }
  if (!allowed.includes(category.type)) {
    throw fail(
      CatalogRule.CategoryNotAllowed,
      `categoryId: a ${kind}'s category must be of type ${listOf(allowed)}, not ${category.type} ('${category.name}')`,
      'categoryId',
    );
  }
  return category;
}

function listOf(types: readonly string[]): string {
  return types.length <= 1 ? (types[0] ?? '') : `${types.slice(0, -1).join(', ')} or ${types.at(-1)}`;
}

/** The getters every place shares; a destination or a service adds its own fields. */
export abstract class Place<P extends PlaceProps> {
  protected constructor(protected readonly props: P) {}

  get id(): string {
    return this.props.id;
  }
  get name(): string {
    return this.props.name;
  }
  get localName(): string | null {
    return this.props.localName;
  }
  get description(): string | null {
    return this.props.description;
  }
  get address(): string | null {
    return this.props.address;
  }
  get latitude(): number | null {
    return this.props.latitude;
  }
  get longitude(): number | null {
    return this.props.longitude;
  }
  get phone(): string | null {
    return this.props.phone;
  }
  get website(): string | null {
    return this.props.website;
  }
  get images(): readonly string[] {
    return this.props.images;
  }
  get rating(): number | null {
    return this.props.rating;
  }
  get reviewCount(): number {
    return this.props.reviewCount;
  }
  get categoryId(): string | null {
    return this.props.categoryId;
  }
  get isVerified(): boolean {
    return this.props.isVerified;
  }
  get openingHours(): string | null {
    return this.props.openingHours;
  }
  get createdAt(): Date {
    return this.props.createdAt;
  }
  get updatedAt(): Date {
    return this.props.updatedAt;
  }
}

/** Which places a list keeps (GET /api/destinations, GET /api/services). */
export interface PlaceListFilter {
  /** Only this category. */
  readonly categoryId?: string;
  /** Only categories of this type (the Service Directory's tabs: motorist, bicycle, camping). */
  readonly type?: CategoryType;
  /** Only these categories or flags (the `category` key: food, gas, auto, emergency, an id, a name slug...). */
  readonly category?: CategoryFilter;
  /** Every word must occur in the name, local name, description or address (case- and accent-insensitive). */
  readonly terms: readonly string[];
  /** Nearest first from this point (unless `sort` says otherwise); only places with coordinates, with their distance. */
  readonly near?: GeoPoint;
  /** Another order than the list's default (or nearest first with `near`). */
  readonly sort?: PlaceSort;
  /** Only places open now by their opening hours (a place without hours is never open). */
  readonly openNow?: boolean;
}

/** A place as lists and details show it: with its category. */
export interface PlaceView<P> {
  readonly place: P;
  readonly category: CategorySummary | null;
  /** Whether a partner coupon of the place can be claimed now ('Coupon Available'). */
  readonly hasActiveCoupon: boolean;
  /** km from the list's `near` point, one decimal; only in a list asked with `near` (docs/near-me.md). */
  readonly distanceKm?: number;
  /** Open now, when it closes or opens, by the place's opening hours; null without hours. */
  readonly openState: PlaceOpenState | null;
}

/** What a place list is asked for, before it is read (the query string's fields). */
export interface PlaceListInput {
  readonly categoryId?: string;
  readonly type?: CategoryType;
  /** A category key, read by the list's own reader (destinations: type or slug; services: quick links first). */
  readonly category?: string;
  readonly search?: string;
  /** 'latitude,longitude' (validated by the request: place-order.ts readNear). */
  readonly near?: string;
  readonly sort?: PlaceSort;
  /** true: only places open now. */
  readonly openNow?: boolean;
}

/** The filter of a place list; null when it can match nothing (a categoryId that is not a UUID). */
export function placeListFilter(
  input: PlaceListInput,
  readCategoryKey: (key: string) => CategoryFilter,
): PlaceListFilter | null {
  if (input.categoryId !== undefined && !isUuid(input.categoryId)) return null;
  return {
    categoryId: input.categoryId?.toLowerCase(),
    type: input.type,
    category: input.category?.trim() ? readCategoryKey(input.category) : undefined,
    terms: searchTerms(input.search),
    near: nearPointOf(input.near),
    sort: input.sort,
    openNow: input.openNow === true,
  };
}
