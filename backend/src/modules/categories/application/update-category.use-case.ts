import { UnitOfWork } from '../../../shared/persistence/unit-of-work.js';
import { isUuid } from '../../../shared/domain/uuid.js';
import type { Category, CategoryChanges } from '../domain/category.js';
import { CategoryError, CategoryErrorCode } from '../domain/category.errors.js';
import { checkTypeChange, nameTaken } from '../domain/category-rules.js';
import { CategoryUsage, CategoryWriteRepository } from './ports/category-write.repository.js';

/**
 * PATCH /api/categories/{id} (admin, editor): renames, retypes, re-icons or recolours a category, in one
 * transaction with the row locked. 404 CATEGORY_NOT_FOUND, 409 CATEGORY_NAME_TAKEN, 409 CATEGORY_IN_USE when
 * a type change would put its destinations or services in a category of the wrong kind.
 */
export class UpdateCategoryUseCase {
  constructor(
    private readonly categories: CategoryWriteRepository,
    private readonly usage: CategoryUsage,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  execute(id: string, changes: CategoryChanges): Promise<Category> {
    return this.unitOfWork.run(async () => {
      const current = isUuid(id) ? await this.categories.lockById(id) : null;
      if (!current) throw new CategoryError(CategoryErrorCode.NotFound, 'Category not found', { id });
      const updated = current.update(changes);
      if (updated.type !== current.type) checkTypeChange(current, updated, await this.usage.countUses(id));
      const renamed = updated.type !== current.type || updated.name.toLowerCase() !== current.name.toLowerCase();
      if (renamed && (await this.categories.isNameTaken(updated.type, updated.name, id))) throw nameTaken(updated);
      await this.categories.save(updated);
      return updated;
    });
  }
}
