import type { PageRequest } from '../../../shared/domain/page.js';

/** A post's place in the feed: newest first by its creation time (`sortKey`), then by id. */
export interface FeedPlace {
  /** created_at in microseconds since 1970, zero-padded to 20 digits (compares as text as the times compare). */
  readonly sortKey: string;
  readonly id: string;
}

/** Whether `a` comes before `b` in the feed (the ORDER BY created_at DESC, id DESC of the SQL; ids compare as text as uuids do). */
function comesBefore(a: FeedPlace, b: FeedPlace): boolean {
  return a.sortKey > b.sortKey || (a.sortKey === b.sortKey && a.id > b.id);
}

/**
 * One page of a member's feed made from the posts everyone sees and the member's own unlisted ones (under review or
 * removed: only their author sees them), which interleave by time.
 * - `visible`: a slice of the visible posts newest first, from some index through the page's end (offset + limit:
 *   shorter when there are no more);
 * - `first`: where the merge starts in the member's feed: 0 when the slice starts at the top (then `unlisted` are the
 *   member's unlisted posts from the top), else the slice's first post's place (its index plus the number of unlisted
 *   posts before it; `unlisted` are those after it), at most the page's offset;
 * - `unlisted`: newest first, at least offset + limit - first of them (or all there are).
 * Merging the two then places every post from `first` on exactly: each unlisted post between or after the slice's
 * posts is in the merge, and what comes before it is counted in `first`. Posts past the slice's end or the unlisted
 * posts' limit could only come after the page.
 */
export function mergeFeedPage<T extends FeedPlace>(
  visible: readonly T[],
  first: number,
  unlisted: readonly T[],
  page: PageRequest,
): T[] {
  if (first > page.offset) throw new RangeError(`A merge from place ${first} cannot make a page at ${page.offset}`);
  const merged: T[] = [];
  let v = 0;
  let u = 0;
  const end = page.offset + page.limit - first;
  while (merged.length < end && (v < visible.length || u < unlisted.length)) {
    const takeUnlisted = v === visible.length || (u < unlisted.length && comesBefore(unlisted[u], visible[v]));
    merged.push(takeUnlisted ? unlisted[u++] : visible[v++]);
  }
  return merged.slice(page.offset - first);
}
