import type { CategorySummary } from '../../../catalog/domain/category-summary.js';

/** Port: the categories a destination may point at (the categories module's data, read through this module's own port). */
export abstract class DestinationCategoryReader {
  abstract findById(id: string): Promise<CategorySummary | null>;
}
