import type { EntityManager } from 'typeorm';
import type { CategorySummary } from '../domain/category-summary.js';
import { isUuid } from '../../../shared/domain/uuid.js';

/** Columns of the joined category (LEFT JOIN categories c), prefixed so they do not clash with the row's own. */
export const CATEGORY_COLUMNS_SQL = `c.name AS category_name, c.type AS category_type, c.icon AS category_icon, c.color AS category_color`;

export interface CategoryColumns {
  categoryId: string | null;
  category_name: string | null;
  category_type: string | null;
  category_icon: string | null;
  category_color: string | null;
}

export function categoryFromRow(row: CategoryColumns): CategorySummary | null {
  if (row.categoryId === null || row.category_name === null || row.category_type === null) return null;
  return {
    id: row.categoryId,
    name: row.category_name,
    type: row.category_type,
    icon: row.category_icon,
    color: row.category_color,
  };
}

/**
 * One category by id (null for an unknown or non-UUID id), read FOR SHARE so that it cannot change type or
 * disappear before the transaction that points a row at it commits.
 */
export async function findCategorySummary(manager: EntityManager, id: string): Promise<CategorySummary | null> {
  if (!isUuid(id)) return null;
  const rows: CategorySummary[] = await manager.query(
    `SELECT id, name, type, icon, color FROM categories WHERE id = $1 FOR SHARE`,
    [id],
  );
  return rows[0] ?? null;
}
