/** The filter with its search text trimmed, and none when that leaves it empty. */
export function cleanSearch<T extends { search?: string }>(filter: T): T {
  const search = filter.search?.trim();
  return { ...filter, search: search === '' ? undefined : search };
}
