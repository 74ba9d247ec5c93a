import { escapeLike } from '../../../shared/persistence/sql.js';

/**
 * The accent- and case-insensitive search of destinations and services (migrations
 * 1795309590000-catalog-search and 1795309595000-place-local-names: name, local name, description, address): each table has a GIN trigram index on exactly this expression, and a
 * search word matches with ILIKE '%word%' on the same expression, so PostgreSQL answers it from the index
 * (Bitmap Index Scan) instead of reading the table. f_unaccent is an IMMUTABLE wrapper of unaccent().
 */
export function searchDocumentSql(alias: string): string {
  return (
    `lower(f_unaccent(${alias}.name || ' ' || coalesce(${alias}.local_name, '') || ' ' || coalesce(${alias}.description, '') || ' ' || ` +
    `coalesce(${alias}.address, '')))`
  );
}

/** The index expression as written in the migration (no alias). */
export const SEARCH_DOCUMENT_INDEX_SQL =
  `lower(f_unaccent(name || ' ' || coalesce(local_name, '') || ' ' || coalesce(description, '') || ' ' || coalesce(address, '')))`;

/**
 * One condition per word, ANDed: `<document> ILIKE '%' || lower(f_unaccent($n)) || '%'`. The pattern is an
 * immutable function of a parameter, folded to a constant when the query is planned, so the trigram index applies.
 */
export function searchConditions(alias: string, terms: readonly string[], params: unknown[]): string[] {
  return terms.map((term) => {
    params.push(escapeLike(term));
    return `${searchDocumentSql(alias)} ILIKE '%' || lower(f_unaccent($${params.length})) || '%'`;
  });
}
