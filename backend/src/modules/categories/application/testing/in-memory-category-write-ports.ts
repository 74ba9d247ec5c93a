import type { CategoryType } from '../../../../shared/domain/category-type.js';
import type { Category } from '../../domain/category.js';
import { nameTaken } from '../../domain/category-rules.js';
import { CategoryUsage, CategoryWriteRepository, type CategoryUses } from '../ports/category-write.repository.js';

/** In-memory fake of CategoryWriteRepository: names unique per type ignoring case, like the database. */
export class InMemoryCategoryWriteRepository extends CategoryWriteRepository {
  readonly rows = new Map<string, Category>();

  snapshot(): () => void {
    const saved = new Map(this.rows);
    return () => {
      this.rows.clear();
      for (const [id, row] of saved) this.rows.set(id, row);
    };
  }

  override async lockById(id: string): Promise<Category | null> {
    return this.rows.get(id) ?? null;
  }

  override async isNameTaken(type: CategoryType, name: string, exceptId?: string): Promise<boolean> {
    return [...this.rows.values()].some(
      (c) => c.id !== exceptId && c.type === type && c.name.toLowerCase() === name.toLowerCase(),
    );
  }

  override async add(category: Category): Promise<void> {
    if (await this.isNameTaken(category.type, category.name)) throw nameTaken(category);
    this.rows.set(category.id, category);
  }

  override async save(category: Category): Promise<void> {
    if (await this.isNameTaken(category.type, category.name, category.id)) throw nameTaken(category);
    this.rows.set(category.id, category);
  }
}

export class InMemoryCategoryUsage extends CategoryUsage {
  readonly uses = new Map<string, CategoryUses>();

  override async countUses(categoryId: string): Promise<CategoryUses> {
    return this.uses.get(categoryId) ?? { destinations: 0, services: 0 };
  }
}
