import { escapeLike } from '../../../shared/persistence/sql.js';

/**
 * The accent- and case-insensitive search of destinations and services: each table stores its search document in
 * `search_text` (name, local name, description, address, lower-cased and unaccented: a generated column of this
 * expression, migration 1795310400000-place-search-text, as posts and coupons have their own), with a GIN trigram
 * index on it, and a search word matches with LIKE '%word%' on it, so PostgreSQL finds the rows from the index
 * (Bitmap Index Scan) or tests a row by reading a column, never computing unaccent() again. f_unaccent is an IMMUTABLE
 * wrapper of unaccent().
 */
export const SEARCH_TEXT_SQL = `lower(f_unaccent(name || ' ' || coalesce(local_name, '') || ' ' || coalesce(description, '') || ' ' || coalesce(address, '')))`;

/**
 * One condition per word, ANDed: `alias.search_text LIKE '%' || lower(f_unaccent($n)) || '%'` (both sides lower-cased
 * and unaccented, so LIKE is enough). The pattern is an immutable function of a parameter, folded to a constant when
 * the query is planned, so the trigram index applies.
 */
export function searchConditions(alias: string, terms: readonly string[], params: unknown[]): string[] {
  return terms.map((term) => {
    params.push(escapeLike(term));
    return `${alias}.search_text LIKE '%' || lower(f_unaccent($${params.length})) || '%'`;
  });
}
