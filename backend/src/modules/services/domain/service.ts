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
  type TextInput,
} from '../../catalog/domain/catalog-rules.js';
import type { CategorySummary } from '../../catalog/domain/category-summary.js';
import { isValidSlug } from '../../catalog/domain/slug.js';
import { ServiceError, ServiceErrorCode, serviceViolation as fail } from './service.errors.js';

export const SERVICE_MAX_IMAGES = 10;
export const TOO_MANY_SERVICE_IMAGES = `At most ${SERVICE_MAX_IMAGES} images`;
/** Product spec 5 ('Invalid Slug'). */
export const INVALID_SLUG_MESSAGE = 'Please enter a valid URL slug';
export const SLUG_FORMAT_MESSAGE = `${INVALID_SLUG_MESSAGE}: lower-case letters, digits and single hyphens, at most 80 characters (e.g. petron-san-fernando)`;
/** Categories a service may not belong to (product spec 5: 'categories are all except type destination'; food is for destinations too). */
export const NON_SERVICE_CATEGORY_TYPES: readonly string[] = ['destination', 'food'];
export const GAS_PRICE_MAX = 999_999.99;

export interface ServiceProps {
  readonly id: string;
  readonly name: string;
  readonly slug: string;
  readonly description: string | null;
  readonly address: string | null;
  readonly phone: string | null;
  readonly hours: string | null;
  readonly website: string | null;
  readonly latitude: number | null;
  readonly longitude: number | null;
  readonly images: readonly string[];
  /** Which image is the main one (0 when there are none). */
  readonly mainImageIndex: number;
  readonly rating: number | null;
  readonly reviewCount: number;
  readonly isOpen24h: boolean;
  readonly isEmergency: boolean;
  /** Pesos per litre of regular gas, two decimals. */
  readonly gasPrice: number | null;
  readonly gasPriceUpdatedAt: Date | null;
  readonly categoryId: string | null;
  readonly isVerified: boolean;
  readonly createdAt: Date;
  readonly updatedAt: Date;
}

/**
 * What a create or an update may set: an absent key (undefined) leaves the field as it is; null or ''
 * clears an optional field. The slug is set by the use case (ServiceSlugs) after checkSlug().
 */
export interface ServiceChanges {
  readonly name?: TextInput;
  readonly description?: TextInput;
  readonly address?: TextInput;
  readonly phone?: TextInput;
  readonly hours?: TextInput;
  readonly website?: TextInput;
  readonly latitude?: CoordinateInput;
  readonly longitude?: CoordinateInput;
  readonly images?: ReadonlyArray<string | null> | null;
  readonly mainImageIndex?: number | null;
  readonly isOpen24h?: boolean | null;
  readonly isEmergency?: boolean | null;
  readonly isVerified?: boolean | null;
  readonly gasPrice?: number | string | null;
  readonly categoryId?: string | null;
}

export class Service {
  private constructor(private readonly props: ServiceProps) {}

  get id(): string { return this.props.id; }
  get name(): string { return this.props.name; }
  get slug(): string { return this.props.slug; }
  get description(): string | null { return this.props.description; }
  get address(): string | null { return this.props.address; }
  get phone(): string | null { return this.props.phone; }
  get hours(): string | null { return this.props.hours; }
  get website(): string | null { return this.props.website; }
  get latitude(): number | null { return this.props.latitude; }
  get longitude(): number | null { return this.props.longitude; }
  get images(): readonly string[] { return this.props.images; }
  get mainImageIndex(): number { return this.props.mainImageIndex; }
  /** The main image (images[mainImageIndex]), or null without images. */
  get imageUrl(): string | null { return this.props.images[this.props.mainImageIndex] ?? this.props.images[0] ?? null; }
  get rating(): number | null { return this.props.rating; }
  get reviewCount(): number { return this.props.reviewCount; }
  get isOpen24h(): boolean { return this.props.isOpen24h; }
  get isEmergency(): boolean { return this.props.isEmergency; }
  get gasPrice(): number | null { return this.props.gasPrice; }
  get gasPriceUpdatedAt(): Date | null { return this.props.gasPriceUpdatedAt; }
  get categoryId(): string | null { return this.props.categoryId; }
  get isVerified(): boolean { return this.props.isVerified; }
  get createdAt(): Date { return this.props.createdAt; }
  get updatedAt(): Date { return this.props.updatedAt; }

  /** A new service with a checked slug (see checkSlug) and category; every other field checked like update(). */
  static create(id: string, slug: string, input: ServiceChanges, now: Date): Service {
    if (input.categoryId === undefined || input.categoryId === null || input.categoryId === '') {
      throw new ServiceError(ServiceErrorCode.CategoryRequired, 'categoryId is required: every service has a category', {
        field: 'categoryId',
      });
    }
    const blank = new Service({
      id,
      name: '',
      slug: checkSlug(slug),
      description: null,
      address: null,
      phone: null,
      hours: null,
      website: null,
      latitude: null,
      longitude: null,
      images: [],
      mainImageIndex: 0,
      rating: null,
      reviewCount: 0,
      isOpen24h: false,
      isEmergency: false,
      gasPrice: null,
      gasPriceUpdatedAt: null,
      categoryId: null,
      isVerified: false,
      createdAt: now,
      updatedAt: now,
    });
    return blank.update({ ...input, name: input.name ?? null }, now);
  }

  /** Rebuilds a service that was valid when stored (no checks). */
  static restore(props: ServiceProps): Service {
    return new Service({ ...props, images: [...props.images] });
  }

  /**
   * A copy with the given fields changed and checked. Coordinates change together (both keys or neither,
   * 'Please enter valid latitude and longitude values'); setting gasPrice stamps gasPriceUpdatedAt with `now`,
   * clearing it clears both; a new image list keeps the main image index when it still fits, else 0.
   */
  update(changes: ServiceChanges, now: Date): Service {
    const p = this.props;
    const has = <K extends keyof ServiceChanges>(key: K) => changes[key] !== undefined;
    if (has('latitude') !== has('longitude')) {
      throw fail(CatalogRule.InvalidCoordinates, CatalogMessages.invalidCoordinates, has('latitude') ? 'longitude' : 'latitude');
    }
    const coordinates = has('latitude')
      ? checkCoordinates(parseCoordinate(changes.latitude, 'latitude', fail), parseCoordinate(changes.longitude, 'longitude', fail), fail)
      : { latitude: p.latitude, longitude: p.longitude };
    const images = has('images') ? imageList(changes.images, SERVICE_MAX_IMAGES, TOO_MANY_SERVICE_IMAGES, fail) : p.images;
    const gasPrice = has('gasPrice') ? parseGasPrice(changes.gasPrice) : p.gasPrice;
    if (has('categoryId') && !changes.categoryId) {
      throw new ServiceError(ServiceErrorCode.CategoryRequired, 'categoryId cannot be cleared: every service has a category', {
        field: 'categoryId',
      });
    }
    return new Service({
      ...p,
      name: has('name') || p.name === '' ? requireName(changes.name, fail) : p.name,
      description: has('description')
        ? optionalText(changes.description, 'description', 'Description', CatalogLimits.description, fail)
        : p.description,
      address: has('address') ? optionalText(changes.address, 'address', 'Address', CatalogLimits.address, fail) : p.address,
      phone: has('phone') ? optionalPhone(changes.phone, fail) : p.phone,
      hours: has('hours') ? optionalText(changes.hours, 'hours', 'Hours', CatalogLimits.hours, fail) : p.hours,
      website: has('website') ? optionalWebsite(changes.website, fail) : p.website,
      latitude: coordinates.latitude,
      longitude: coordinates.longitude,
      images,
      mainImageIndex: mainImageIndexFor(images, has('mainImageIndex') ? changes.mainImageIndex ?? 0 : undefined, p.mainImageIndex),
      isOpen24h: has('isOpen24h') ? changes.isOpen24h === true : p.isOpen24h,
      isEmergency: has('isEmergency') ? changes.isEmergency === true : p.isEmergency,
      isVerified: has('isVerified') ? changes.isVerified === true : p.isVerified,
      gasPrice,
      gasPriceUpdatedAt: has('gasPrice') ? (gasPrice === null ? null : now) : p.gasPriceUpdatedAt,
      categoryId: has('categoryId') ? (changes.categoryId as string) : p.categoryId,
      updatedAt: now,
    });
  }

  /** A copy with another slug (checked with checkSlug; uniqueness is the repository's). */
  withSlug(slug: string, now: Date): Service {
    return new Service({ ...this.props, slug: checkSlug(slug), updatedAt: now });
  }
}

/** A slug as entered: trimmed; empty -> 'Please enter a valid URL slug'; lower-case words joined by single hyphens. */
export function checkSlug(value: string | null | undefined): string {
  const slug = (value ?? '').trim();
  if (slug === '') throw new ServiceError(ServiceErrorCode.InvalidSlug, INVALID_SLUG_MESSAGE, { field: 'slug' });
  if (!isValidSlug(slug)) throw new ServiceError(ServiceErrorCode.InvalidSlug, SLUG_FORMAT_MESSAGE, { field: 'slug' });
  return slug;
}

function mainImageIndexFor(images: readonly string[], requested: number | undefined, current: number): number {
  if (requested === undefined) return current < images.length ? current : 0;
  if (!Number.isInteger(requested) || requested < 0 || (requested >= images.length && requested !== 0)) {
    throw new ServiceError(
      ServiceErrorCode.InvalidMainImageIndex,
      images.length === 0
        ? 'mainImageIndex must be 0 when the service has no images'
        : `mainImageIndex must point at one of the images (0 to ${images.length - 1})`,
      { field: 'mainImageIndex' },
    );
  }
  return requested;
}

const PRICE_PATTERN = /^\d{1,6}(?:\.\d{1,2})?$/;

/** A peso amount with at most 2 decimals, 0 to 999,999.99 (numeric(8,2)); a number or a numeric string; null/'' clears. */
function parseGasPrice(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) return null;
  const text = typeof value === 'number' ? String(value) : value.trim();
  if (!PRICE_PATTERN.test(text) || Number(text) > GAS_PRICE_MAX) {
    throw new ServiceError(
      ServiceErrorCode.InvalidGasPrice,
      'gasPrice must be an amount in pesos between 0 and 999999.99 with at most 2 decimals',
      { field: 'gasPrice' },
    );
  }
  return Number(text);
}

/** A service's category must exist and be of a service type (motorist, bicycle, camping). */
export function checkServiceCategory(categoryId: string, category: CategorySummary | null): CategorySummary {
  if (category === null) {
    throw new ServiceError(ServiceErrorCode.UnknownCategory, `categoryId: no category has the id ${categoryId}`, {
      field: 'categoryId',
    });
  }
  if (NON_SERVICE_CATEGORY_TYPES.includes(category.type)) {
    throw new ServiceError(
      ServiceErrorCode.CategoryNotAllowed,
      `categoryId: a service's category must be of type motorist, bicycle or camping, not ${category.type} ('${category.name}')`,
      { field: 'categoryId' },
    );
  }
  return category;
}
