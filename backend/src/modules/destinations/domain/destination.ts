import {
  CatalogLimits,
  checkCoordinates,
  imageList,
  optionalImageUrl,
  optionalPhone,
  optionalText,
  optionalWebsite,
  parseCoordinate,
  requireName,
  type CoordinateInput,
  type TextInput,
} from '../../catalog/domain/catalog-rules.js';
import type { CategorySummary } from '../../catalog/domain/category-summary.js';
import { DestinationError, DestinationErrorCode, destinationViolation as fail } from './destination.errors.js';

/** A destination shows a cover and up to 3 extra images (product spec 3 and 5). */
export const DESTINATION_MAX_IMAGES = 4;
export const TOO_MANY_DESTINATION_IMAGES = 'At most 3 extra images';
/** Categories a destination may belong to: places to visit and food places. */
export const DESTINATION_CATEGORY_TYPES: readonly string[] = ['destination', 'food'];

export interface DestinationProps {
  readonly id: string;
  readonly name: string;
  readonly description: string | null;
  readonly address: string | null;
  readonly latitude: number | null;
  readonly longitude: number | null;
  readonly phone: string | null;
  readonly website: string | null;
  readonly imageUrl: string | null;
  /** First is the cover. */
  readonly images: readonly string[];
  /** 0..5, one decimal; null = no rating yet ('New'). */
  readonly rating: number | null;
  readonly reviewCount: number;
  readonly categoryId: string | null;
  readonly isVerified: boolean;
  readonly createdAt: Date;
  readonly updatedAt: Date;
}

/**
 * What a create or an update may set. A key that is absent (undefined) is left as it is; null or ''
 * clears the field (except the name, which is required). Coordinates may be numbers or numeric strings.
 */
export interface DestinationChanges {
  readonly name?: TextInput;
  readonly description?: TextInput;
  readonly address?: TextInput;
  readonly latitude?: CoordinateInput;
  readonly longitude?: CoordinateInput;
  readonly phone?: TextInput;
  readonly website?: TextInput;
  readonly imageUrl?: TextInput;
  readonly images?: ReadonlyArray<string | null> | null;
  readonly categoryId?: string | null;
}

export class Destination {
  private constructor(private readonly props: DestinationProps) {}

  get id(): string { return this.props.id; }
  get name(): string { return this.props.name; }
  get description(): string | null { return this.props.description; }
  get address(): string | null { return this.props.address; }
  get latitude(): number | null { return this.props.latitude; }
  get longitude(): number | null { return this.props.longitude; }
  get phone(): string | null { return this.props.phone; }
  get website(): string | null { return this.props.website; }
  get imageUrl(): string | null { return this.props.imageUrl; }
  get images(): readonly string[] { return this.props.images; }
  get rating(): number | null { return this.props.rating; }
  get reviewCount(): number { return this.props.reviewCount; }
  get categoryId(): string | null { return this.props.categoryId; }
  get isVerified(): boolean { return this.props.isVerified; }
  get createdAt(): Date { return this.props.createdAt; }
  get updatedAt(): Date { return this.props.updatedAt; }

  /** A new destination (not verified, no rating yet), every field checked (product spec 5). */
  static create(id: string, input: DestinationChanges & { readonly name: TextInput }, now: Date): Destination {
    const blank = new Destination({
      id,
      name: '',
      description: null,
      address: null,
      latitude: null,
      longitude: null,
      phone: null,
      website: null,
      imageUrl: null,
      images: [],
      rating: null,
      reviewCount: 0,
      categoryId: null,
      isVerified: false,
      createdAt: now,
      updatedAt: now,
    });
    return blank.update({ ...input, name: input.name ?? null }, now);
  }

  /** Rebuilds a destination that was valid when stored (no checks). */
  static restore(props: DestinationProps): Destination {
    return new Destination({ ...props, images: [...props.images] });
  }

  /**
   * A copy with the given fields changed and checked: the name stays required; coordinates are both set
   * or both empty, in range; website http(s); image URLs http(s) or same-site paths; at most 4 images.
   */
  update(changes: DestinationChanges, now: Date): Destination {
    const p = this.props;
    const has = <K extends keyof DestinationChanges>(key: K) => changes[key] !== undefined;
    const latitude = has('latitude') ? parseCoordinate(changes.latitude, 'latitude', fail) : p.latitude;
    const longitude = has('longitude') ? parseCoordinate(changes.longitude, 'longitude', fail) : p.longitude;
    const coordinates = checkCoordinates(latitude, longitude, fail);
    return new Destination({
      ...p,
      name: has('name') || p.name === '' ? requireName(changes.name, fail) : p.name,
      description: has('description')
        ? optionalText(changes.description, 'description', 'Description', CatalogLimits.description, fail)
        : p.description,
      address: has('address') ? optionalText(changes.address, 'address', 'Address', CatalogLimits.address, fail) : p.address,
      latitude: coordinates.latitude,
      longitude: coordinates.longitude,
      phone: has('phone') ? optionalPhone(changes.phone, fail) : p.phone,
      website: has('website') ? optionalWebsite(changes.website, fail) : p.website,
      imageUrl: has('imageUrl') ? optionalImageUrl(changes.imageUrl, 'imageUrl', fail) : p.imageUrl,
      images: has('images') ? imageList(changes.images, DESTINATION_MAX_IMAGES, TOO_MANY_DESTINATION_IMAGES, fail) : p.images,
      categoryId: has('categoryId') ? changes.categoryId || null : p.categoryId,
      updatedAt: now,
    });
  }
}

/** A destination's category must exist and be of type destination or food. */
export function checkDestinationCategory(categoryId: string, category: CategorySummary | null): CategorySummary {
  if (category === null) {
    throw new DestinationError(DestinationErrorCode.UnknownCategory, `categoryId: no category has the id ${categoryId}`, {
      field: 'categoryId',
    });
  }
  if (!DESTINATION_CATEGORY_TYPES.includes(category.type)) {
    throw new DestinationError(
      DestinationErrorCode.CategoryNotAllowed,
      `categoryId: a destination's category must be of type destination or food, not ${category.type} ('${category.name}')`,
      { field: 'categoryId' },
    );
  }
  return category;
}
