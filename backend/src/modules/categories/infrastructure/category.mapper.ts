import { isCategoryType } from '../../../shared/domain/category-type.js';
import { Category } from '../domain/category.js';
import type { CategoryOrmEntity } from './category.orm-entity.js';

/** ORM row <-> domain object, nothing else. */
export const CategoryMapper = {
  toDomain(row: Pick<CategoryOrmEntity, 'id' | 'name' | 'type' | 'icon' | 'color'>): Category {
    if (!isCategoryType(row.type)) {
      // The CHECK constraint makes this unreachable; fail loudly rather than return a wrong type.
      throw new Error(`Category ${row.id} has an unknown type "${row.type}"`);
    }
    return Category.restore({ id: row.id, name: row.name, type: row.type, icon: row.icon, color: row.color });
  },

  toPersistence(category: Category): Pick<CategoryOrmEntity, 'id' | 'name' | 'type' | 'icon' | 'color'> {
    return { id: category.id, name: category.name, type: category.type, icon: category.icon, color: category.color };
  },
};
