import { Immutable } from '../../../shared/domain/immutable.js';
import { CategoryError, CategoryErrorCode } from './category.errors.js';
import { CATEGORY_TYPES, CategoryType, isCategoryType } from '../../../shared/domain/category-type.js';

export const CATEGORY_NAME_MAX_LENGTH = 80;
/** An icon is a key of the frontends' icon set ('church', 'utensils', 'map-pin'), not a URL. */
export const CATEGORY_ICON_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const CATEGORY_ICON_MAX_LENGTH = 40;
/** Colours are #RRGGBB. */
export const CATEGORY_COLOR_PATTERN = /^#[0-9a-fA-F]{6}$/;

export interface CategoryProps {
  readonly id: string;
  readonly name: string;
  readonly type: CategoryType;
  readonly icon: string | null;
  readonly color: string | null;
}

export interface NewCategoryProps {
  readonly id: string;
  readonly name: string;
  readonly type: string;
  readonly icon?: string | null;
  readonly color?: string | null;
}

/** What PATCH /api/categories/{id} may change. */
export interface CategoryChanges {
  readonly name?: string | null;
  readonly type?: string | null;
  readonly icon?: string | null;
  readonly color?: string | null;
}

export class Category extends Immutable<CategoryProps>() {
  private constructor(props: CategoryProps) {
    super(props);
  }

  /**
   * A new category, checked against the rules: a name of 1 to 80 characters (trimmed), a known type,
   * an icon key (lowercase words joined by '-'), a #RRGGBB colour (stored uppercase). Empty icon or
   * colour means none.
   */
  static create(props: NewCategoryProps): Category {
    const name = props.name.trim().replace(/\s+/g, ' ');
    if (name.length === 0 || name.length > CATEGORY_NAME_MAX_LENGTH) {
      throw new CategoryError(
        CategoryErrorCode.InvalidName,
        `A category name has 1 to ${CATEGORY_NAME_MAX_LENGTH} characters`,
        { field: 'name' },
      );
    }
    if (!isCategoryType(props.type)) {
      throw new CategoryError(
        CategoryErrorCode.InvalidType,
        `A category type is one of: ${CATEGORY_TYPES.join(', ')}`,
        {
          field: 'type',
        },
      );
    }
    const icon = props.icon?.trim() || null;
    if (icon !== null && (icon.length > CATEGORY_ICON_MAX_LENGTH || !CATEGORY_ICON_PATTERN.test(icon))) {
      throw new CategoryError(
        CategoryErrorCode.InvalidIcon,
        "A category icon is an icon key: lowercase letters and digits joined by '-', e.g. 'map-pin'",
        { field: 'icon' },
      );
    }
    const color = props.color?.trim() || null;
    if (color !== null && !CATEGORY_COLOR_PATTERN.test(color)) {
      throw new CategoryError(CategoryErrorCode.InvalidColor, 'A category color is a hex colour like #1E88E5', {
        field: 'color',
      });
    }
    return new Category({ id: props.id, name, type: props.type, icon, color: color?.toUpperCase() ?? null });
  }

  /**
   * A copy with the given fields changed, checked with the same rules as create(). An absent key (undefined)
   * keeps the field; null or '' clears the icon or the colour (the name cannot be cleared).
   */
  update(changes: CategoryChanges): Category {
    return Category.create({
      id: this.id,
      name: changes.name === undefined ? this.name : (changes.name ?? ''),
      type: changes.type === undefined ? this.type : (changes.type ?? ''),
      icon: changes.icon === undefined ? this.icon : changes.icon,
      color: changes.color === undefined ? this.color : changes.color,
    });
  }

  /** Rebuilds a category that was valid when stored (no checks). */
  static restore(props: CategoryProps): Category {
    return new Category(props);
  }
}

const nameCollator = new Intl.Collator('en', { sensitivity: 'base' });

/** Listing order: by type, then by name (case-insensitive), then id for a stable order. */
export function compareCategories(a: Category, b: Category): number {
  return (
    compareText(a.type, b.type) ||
    nameCollator.compare(a.name, b.name) ||
    compareText(a.name, b.name) ||
    compareText(a.id, b.id)
  );
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
