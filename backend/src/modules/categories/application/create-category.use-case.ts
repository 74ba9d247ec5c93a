import { Category, type NewCategoryProps } from '../domain/category.js';
import { nameTaken } from '../domain/category-rules.js';
import { UnitOfWork } from '../../../shared/persistence/unit-of-work.js';
import { CategoryWriteRepository } from './ports/category-write.repository.js';

export type CreateCategoryInput = Omit<NewCategoryProps, 'id'>;

/** POST /api/categories (admin, editor): a new category; 409 CATEGORY_NAME_TAKEN when its type has that name already. */
export class CreateCategoryUseCase {
  constructor(
    private readonly categories: CategoryWriteRepository,
    private readonly unitOfWork: UnitOfWork,
    private readonly newId: () => string,
  ) {}

  execute(input: CreateCategoryInput): Promise<Category> {
    return this.unitOfWork.run(async () => {
      const category = Category.create({ ...input, id: this.newId() });
      if (await this.categories.isNameTaken(category.type, category.name)) throw nameTaken(category);
      await this.categories.add(category);
      return category;
    });
  }
}
