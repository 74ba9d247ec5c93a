/** At most this many characters of a search are used, and at most this many words. */
export const SEARCH_MAX_LENGTH = 100;
export const SEARCH_MAX_TERMS = 6;

/**
 * The words of a search box entry: trimmed, split on white space, duplicates removed, at most 6 words.
 * Each word must occur (case- and accent-insensitively) in the name, description or address; an empty
 * search is no filter. 'Betis  church' -> ['betis', 'church'].
 */
export function searchTerms(search: string | undefined): string[] {
  if (search === undefined) return [];
  const words = search.slice(0, SEARCH_MAX_LENGTH).trim().toLowerCase().split(/\s+/).filter(Boolean);
  return [...new Set(words)].slice(0, SEARCH_MAX_TERMS);
}
