import { type CategoryType } from '../../../shared/domain/category-type.js';
import { compareCategories, type Category } from '../domain/category.js';
import { CategoryRepository } from './ports/category.repository.js';

export interface ListCategoriesInput {
  readonly type?: CategoryType;
}

/** GET /api/categories: every category (optionally of one type), ordered by type, then name. Public. */
export class ListCategoriesQuery {
  constructor(private readonly categories: CategoryRepository) {}

  async execute(input: ListCategoriesInput = {}): Promise<Category[]> {
    const found = await this.categories.findAll({ type: input.type });
    return [...found].sort(compareCategories);
  }
}
