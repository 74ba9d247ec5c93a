import { mergeFeedPage, type FeedPlace } from './feed-merge.js';

/** A deterministic pseudo-random sequence (mulberry32), so that a failure replays. */
function randomOf(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Posts at few distinct times (so that ties on the time, ordered by id, are common). */
function postsOf(count: number, random: () => number, prefix: string): FeedPlace[] {
  return Array.from({ length: count }, (_, i) => ({
    sortKey: String(1795300000000000 + Math.floor(random() * 40)).padStart(20, '0'),
    id: `${Math.floor(random() * 16).toString(16)}${prefix}${i.toString(16).padStart(7, '0')}-0000-4000-8000-000000000000`,
  }));
}

const newestFirst = (a: FeedPlace, b: FeedPlace) =>
  a.sortKey === b.sortKey ? (a.id < b.id ? 1 : -1) : a.sortKey < b.sortKey ? 1 : -1;

describe('mergeFeedPage', () => {
  it('puts a member’s unlisted post where the feed has it by time, on the first page and the next', () => {
    const post = (minute: number, id: string): FeedPlace => ({
      sortKey: String(1795300000 + minute * 60)
        .padEnd(16, '0')
        .padStart(20, '0'),
      id,
    });
    const visible = [post(9, 'v9'), post(8, 'v8'), post(6, 'v6'), post(5, 'v5'), post(4, 'v4')];
    const unlisted = [post(7, 'u7')];
    expect(mergeFeedPage(visible.slice(0, 3), 0, unlisted, { offset: 0, limit: 3 }).map((p) => p.id)).toEqual([
      'v9',
      'v8',
      'u7',
    ]);
    // The second page from the slice at visible index 2 (v6, placed 3rd: one unlisted post before it), or from the top.
    expect(mergeFeedPage(visible.slice(2, 5), 3, [], { offset: 3, limit: 2 }).map((p) => p.id)).toEqual(['v6', 'v5']);
    expect(mergeFeedPage(visible, 0, unlisted, { offset: 3, limit: 3 }).map((p) => p.id)).toEqual(['v6', 'v5', 'v4']);
  });

  it('with nothing unlisted, answers the slice of visible posts as it is', () => {
    const visible = postsOf(20, randomOf(1), 'a').sort(newestFirst);
    expect(mergeFeedPage(visible, 0, [], { offset: 0, limit: 20 })).toEqual(visible);
  });

  it('equals the feed sorted in full, for every page, slice start and number of unlisted posts (10,000 random cases)', () => {
    const random = randomOf(20261127);
    let merges = 0;
    for (let run = 0; run < 10_000; run++) {
      const all = postsOf(Math.floor(random() * 30), random, 'a').sort(newestFirst);
      const unlisted = postsOf(Math.floor(random() * 12), random, 'b').sort(newestFirst);
      const feed = [...all, ...unlisted].sort(newestFirst);
      const page = { offset: Math.floor(random() * 35), limit: 1 + Math.floor(random() * 10) };
      // As the repository asks: a slice from up to K visible posts before the page; the unlisted posts after its first.
      const start = Math.max(0, page.offset - Math.floor(random() * 6));
      const visible = all.slice(start, page.offset + page.limit);
      const anchor = all[start];
      // A slice past the visible posts, or too many unlisted posts before it: the repository asks the one statement.
      if (start > 0 && !anchor) continue;
      const before = start === 0 ? [] : unlisted.filter((post) => newestFirst(post, anchor) < 0);
      const first = start === 0 ? 0 : start + before.length;
      if (first > page.offset) continue;
      const after = unlisted.slice(before.length, before.length + page.offset + page.limit - start);
      const expected = feed.slice(page.offset, page.offset + page.limit);
      const merged = mergeFeedPage(visible, first, after, page);
      merges += 1;
      if (JSON.stringify(merged) !== JSON.stringify(expected)) {
        throw new Error(`run ${run}: ${JSON.stringify({ page, start, first, all, unlisted, merged, expected })}`);
      }
    }
    expect(merges).toBeGreaterThan(2_500);
  });

  it('refuses a merge that starts after the page', () => {
    expect(() => mergeFeedPage([], 11, postsOf(3, randomOf(2), 'b'), { offset: 10, limit: 5 })).toThrow(RangeError);
  });
});
