import type { CategoryType } from '../../../../shared/domain/category-type.js';
import type { Category } from '../../domain/category.js';

export interface CategoryFilter {
  /** Only categories of this type; all types when absent. */
  readonly type?: CategoryType;
}

/** Port: where categories are kept. Bound in CategoriesModule to TypeOrmCategoryRepository. */
export abstract class CategoryRepository {
  /** Every category matching the filter (a few dozen at most: not paginated). */
  abstract findAll(filter: CategoryFilter): Promise<Category[]>;
}
