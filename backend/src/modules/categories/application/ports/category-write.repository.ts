import type { CategoryType } from '../../../../shared/domain/category-type.js';
import type { Category } from '../../domain/category.js';

/**
 * Port: the write side of categories (POST and PATCH /api/categories). Bound in CategoriesModule to
 * TypeOrmCategoryWriteRepository; its calls join the catalog's unit of work.
 */
export abstract class CategoryWriteRepository {
  /** The category, locked until the unit of work ends (for an update). */
  abstract lockById(id: string): Promise<Category | null>;

  /** Whether a category other than `exceptId` has this type and name (ignoring case). */
  abstract isNameTaken(type: CategoryType, name: string, exceptId?: string): Promise<boolean>;

  /** Adds a category; a name taken meanwhile fails with CATEGORY_NAME_TAKEN. */
  abstract add(category: Category): Promise<void>;

  /** Writes every field of an existing category; a name taken meanwhile fails with CATEGORY_NAME_TAKEN. */
  abstract save(category: Category): Promise<void>;
}

/** How many destinations and services point at a category. */
export interface CategoryUses {
  readonly destinations: number;
  readonly services: number;
}

/** Port: what uses a category (the destinations and services modules' data, read through this module's own port). */
export abstract class CategoryUsage {
  abstract countUses(categoryId: string): Promise<CategoryUses>;
}
