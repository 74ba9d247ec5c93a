import type { TextInput } from '../../catalog/domain/catalog-rules.js';
import type { CategorySummary } from '../../catalog/domain/category-summary.js';
import {
  blankPlace,
  changePlaceFields,
  checkPlaceCategory,
  Place,
  type PlaceChanges,
  type PlaceProps,
} from '../../catalog/domain/place.js';
import { isValidSlug } from '../../catalog/domain/slug.js';
import { ServiceError, ServiceErrorCode, serviceViolation as fail } from './service.errors.js';
import { CatalogLimits, optionalText } from '../../catalog/domain/catalog-rules.js';
import { SERVICE_CATEGORY_TYPES } from '../../../shared/domain/category-type.js';
import { isOpenAllYear } from '../../catalog/domain/opening-hours.js';

export const SERVICE_IMAGES = { max: 10, tooMany: 'At most 10 images' } as const;
/** Product spec 5 ('Invalid Slug'). */
export const INVALID_SLUG_MESSAGE = 'Please enter a valid URL slug';
export const SLUG_FORMAT_MESSAGE = `${INVALID_SLUG_MESSAGE}: lower-case letters, digits and single hyphens, at most 80 characters (e.g. petron-san-fernando)`;
export const GAS_PRICE_MAX = 999_999.99;

export interface ServiceProps extends PlaceProps {
  readonly slug: string;
  readonly hours: string | null;
  /** Which image is the main one (0 when there are none). */
  readonly mainImageIndex: number;
  readonly isOpen24h: boolean;
  readonly isEmergency: boolean;
  /** Pesos per litre of regular gas, two decimals. */
  readonly gasPrice: number | null;
  readonly gasPriceUpdatedAt: Date | null;
}

/**
 * What a create or an update may set: an absent key (undefined) leaves the field as it is; null or ''
 * clears an optional field. The slug is set by the use case (ServiceSlugs) after checkSlug().
 */
export interface ServiceChanges extends PlaceChanges {
  readonly hours?: TextInput;
  readonly mainImageIndex?: number | null;
  readonly isOpen24h?: boolean | null;
  readonly isEmergency?: boolean | null;
  readonly gasPrice?: number | string | null;
}

export class Service extends Place<ServiceProps> {
  get slug(): string {
    return this.props.slug;
  }
  get hours(): string | null {
    return this.props.hours;
  }
  get mainImageIndex(): number {
    return this.props.mainImageIndex;
  }
  /** The main image (images[mainImageIndex]), or null without images. */
  get imageUrl(): string | null {
    return this.props.images[this.props.mainImageIndex] ?? this.props.images[0] ?? null;
  }
  get isOpen24h(): boolean {
    return this.props.isOpen24h;
  }
  get isEmergency(): boolean {
    return this.props.isEmergency;
  }
  get gasPrice(): number | null {
    return this.props.gasPrice;
  }
  get gasPriceUpdatedAt(): Date | null {
    return this.props.gasPriceUpdatedAt;
  }

  /** A new service with a checked slug (see checkSlug) and category; every other field checked like update(). */
  static create(id: string, slug: string, input: ServiceChanges, now: Date): Service {
    if (input.categoryId === undefined || input.categoryId === null || input.categoryId === '') {
      throw new ServiceError(
        ServiceErrorCode.CategoryRequired,
        'categoryId is required: every service has a category',
        {
          field: 'categoryId',
        },
      );
    }
    const blank = new Service({
      ...blankPlace(id, now),
      slug: checkSlug(slug),
      hours: null,
      mainImageIndex: 0,
      isOpen24h: false,
      isEmergency: false,
      gasPrice: null,
      gasPriceUpdatedAt: null,
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
    if (has('categoryId') && !changes.categoryId) {
      throw new ServiceError(
        ServiceErrorCode.CategoryRequired,
        'categoryId cannot be cleared: every service has a category',
        {
          field: 'categoryId',
        },
      );
    }
    const withHours = openingHoursOf24h(changes, p);
    const shared = changePlaceFields(p, withHours, SERVICE_IMAGES, fail, now);
    const gasPrice = has('gasPrice') ? parseGasPrice(changes.gasPrice) : p.gasPrice;
    return new Service({
      ...p,
      ...shared,
      hours: has('hours') ? optionalText(changes.hours, 'hours', 'Hours', CatalogLimits.hours, fail) : p.hours,
      mainImageIndex: mainImageIndexFor(
        shared.images,
        has('mainImageIndex') ? (changes.mainImageIndex ?? 0) : undefined,
        p.mainImageIndex,
      ),
      isOpen24h: withHours.openingHours !== undefined ? isOpenAllYear(shared.openingHours, now) : p.isOpen24h,
      isEmergency: has('isEmergency') ? changes.isEmergency === true : p.isEmergency,
      gasPrice,
      gasPriceUpdatedAt: has('gasPrice') ? (gasPrice === null ? null : now) : p.gasPriceUpdatedAt,
      updatedAt: now,
    });
  }

  /** A copy with another slug (checked with checkSlug; uniqueness is the repository's). */
  withSlug(slug: string, now: Date): Service {
    return new Service({ ...this.props, slug: checkSlug(slug), updatedAt: now });
  }
}

/**
 * The 'Open 24/7' badge comes from the hours (issue 33): with openingHours in the changes, isOpen24h follows them;
 * isOpen24h alone (the spec's PATCH field) sets the hours to '24/7' (true) or clears hours that were open all year
 * (false).
 */
function openingHoursOf24h(changes: ServiceChanges, current: ServiceProps): ServiceChanges {
  if (changes.openingHours !== undefined || changes.isOpen24h === undefined) return changes;
  if (changes.isOpen24h === true) return current.isOpen24h ? changes : { ...changes, openingHours: '24/7' };
  return current.isOpen24h ? { ...changes, openingHours: null } : changes;
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
  return checkPlaceCategory('service', categoryId, category, SERVICE_CATEGORY_TYPES, fail);
}
