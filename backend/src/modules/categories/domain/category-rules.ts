import { DESTINATION_CATEGORY_TYPES } from '../../../shared/domain/category-type.js';
import { type Category } from './category.js';
import { CategoryError, CategoryErrorCode } from './category.errors.js';

export function nameTaken(category: Category): CategoryError {
  return new CategoryError(
    CategoryErrorCode.NameTaken,
    `A ${category.type} category named '${category.name}' already exists`,
    { field: 'name', type: category.type, name: category.name },
  );
}

/**
 * A category may change type only within its side of the catalog while it is in use: destinations need a
 * destination or food category, services any other type.
 */
export function checkTypeChange(
  before: Category,
  after: Category,
  uses: { destinations: number; services: number },
): void {
  if (before.type === after.type) return;
  const forDestinations = (DESTINATION_CATEGORY_TYPES as readonly string[]).includes(after.type);
  if (!forDestinations && uses.destinations > 0) {
    throw new CategoryError(
      CategoryErrorCode.InUse,
      `This category holds ${uses.destinations} destination(s): its type can only be destination or food`,
      { field: 'type', destinations: uses.destinations },
    );
  }
  if (forDestinations && uses.services > 0) {
    throw new CategoryError(
      CategoryErrorCode.InUse,
      `This category holds ${uses.services} service(s): its type can only be motorist, bicycle or camping`,
      { field: 'type', services: uses.services },
    );
  }
}
