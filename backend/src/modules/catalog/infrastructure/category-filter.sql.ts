import type { CategoryFilter } from '../domain/category-filter.js';

/**
 * SQL condition of a CategoryFilter on a table aliased `alias` (with a category_id column), pushing its
 * values onto `params`. The name-slug rule mirrors slugify(): unaccented, lower-case, non-alphanumeric runs
 * turned into '-', trimmed of '-'.
 *
 * A filter on several categories reads their ids first (`= ANY (ARRAY(SELECT ...))`, an InitPlan) rather than
 * joining (`IN (SELECT ...)`): the planner then walks the listing index in order and filters, instead of
 * misjudging the join and sorting every row of the table (issue 13; EXPLAIN checks in listing.int-spec.ts).
 */
export function categoryFilterSql(filter: CategoryFilter, alias: string, params: unknown[]): string {
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  switch (filter.kind) {
    case 'id':
      return `${alias}.category_id = ${param(filter.id)}`;
    case 'type':
      return `${alias}.category_id = ANY (ARRAY(SELECT id FROM categories WHERE type = ${param(filter.type)}))`;
    case 'named':
      return (
        `${alias}.category_id = ANY (ARRAY(SELECT id FROM categories WHERE type = ${param(filter.type)} ` +
        `AND (lower(name) = ANY(${param(filter.names)}::text[]) OR icon = ANY(${param(filter.icons)}::text[]))))`
      );
    case 'emergency':
      return `${alias}.is_emergency`;
    case 'slug':
      return (
        `${alias}.category_id = ANY (ARRAY(SELECT id FROM categories WHERE ` +
        `btrim(regexp_replace(lower(f_unaccent(name)), '[^a-z0-9]+', '-', 'g'), '-') = ${param(filter.slug)}))`
      );
  }
}

/** A pg numeric (returned as a string) as a number; null stays null. */
export function numericOrNull(value: string | number | null): number | null {
  return value === null ? null : Number(value);
}
