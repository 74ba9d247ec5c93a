/**
 * The accent- and case-insensitive search of destinations and services (migration
 * 1795309590000-catalog-search): each table has a GIN trigram index on exactly this expression, and a
 * search word matches with ILIKE '%word%' on the same expression, so PostgreSQL answers it from the index
 * (Bitmap Index Scan) instead of reading the table. f_unaccent is an IMMUTABLE wrapper of unaccent().
 */
export function searchDocumentSql(alias: string): string {
  return (
    `lower(f_unaccent(${alias}.name || ' ' || coalesce(${alias}.description, '') || ' ' || coalesce(${alias}.address, '')))`
  );
}

/** The index expression as written in the migration (no alias). */
export const SEARCH_DOCUMENT_INDEX_SQL =
  `lower(f_unaccent(name || ' ' || coalesce(description, '') || ' ' || coalesce(address, '')))`;

/** Escapes LIKE wildcards so that '50%' or 'a_b' match literally ('\' is the default ESCAPE character). */
export function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (character) => `\\${character}`);
}

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
