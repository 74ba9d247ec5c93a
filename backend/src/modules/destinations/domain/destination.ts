import { optionalImageUrl, type TextInput } from '../../catalog/domain/catalog-rules.js';
import type { CategorySummary } from '../../catalog/domain/category-summary.js';
import {
  blankPlace,
  changePlaceFields,
  checkPlaceCategory,
  Place,
  type PlaceChanges,
  type PlaceProps,
} from '../../catalog/domain/place.js';
import { DESTINATION_CATEGORY_TYPES } from '../../../shared/domain/category-type.js';
import { destinationViolation as fail } from './destination.errors.js';

/** A destination shows a cover and up to 3 extra images (product spec 3 and 5). */
export const DESTINATION_IMAGES = { max: 4, tooMany: 'At most 3 extra images' } as const;

export interface DestinationProps extends PlaceProps {
  /** The cover when `images` is empty (the spec's imageUrl). */
  readonly imageUrl: string | null;
}

/** What a create or an update may set: the shared place fields plus the cover URL. */
export interface DestinationChanges extends PlaceChanges {
  readonly imageUrl?: TextInput;
}

export class Destination extends Place<DestinationProps> {
  get imageUrl(): string | null {
    return this.props.imageUrl;
  }

  /** A new destination (not verified, no rating yet), every field checked (product spec 5). */
  static create(id: string, input: DestinationChanges & { readonly name: TextInput }, now: Date): Destination {
    return new Destination({ ...blankPlace(id, now), imageUrl: null }).update(
      { ...input, name: input.name ?? null },
      now,
    );
  }

  /** Rebuilds a destination that was valid when stored (no checks). */
  static restore(props: DestinationProps): Destination {
    return new Destination({ ...props, images: [...props.images] });
  }

  /** A copy with the given fields changed and checked (the shared place rules, plus the cover URL). */
  update(changes: DestinationChanges, now: Date): Destination {
    return new Destination({
      ...this.props,
      ...changePlaceFields(this.props, changes, DESTINATION_IMAGES, fail, now),
      imageUrl:
        changes.imageUrl !== undefined ? optionalImageUrl(changes.imageUrl, 'imageUrl', fail) : this.props.imageUrl,
      updatedAt: now,
    });
  }
}

/** A destination's category must exist and be of type destination or food. */
export function checkDestinationCategory(categoryId: string, category: CategorySummary | null): CategorySummary {
  return checkPlaceCategory('destination', categoryId, category, DESTINATION_CATEGORY_TYPES, fail);
}
