import { LRUCache } from 'lru-cache';

/**
 * Reads kept in this process while the versions of the scopes they read stay the same (issue 13.3): the part of an
 * answer that is the same for everyone (the visible posts of a feed page, the first paint's cards) is read once per
 * write instead of once per request, and whatever is the caller's own is read fresh beside it. Everything kept is
 * dropped as soon as the version changes: a write anywhere in those scopes, a new age bucket (CacheVersions.current
 * changes at least every KEPT_ANSWER_MAX_AGE_MS, so nothing kept is older than that, whatever the versions say), or a
 * reconnection of the listener (the versions are loaded anew). Least recently used first out, at most `entries`
 * (lru-cache).
 * While the versions are unknown (the listening connection is down or silent) nothing is kept. A read in flight is
 * shared by everyone asking for the same key (a burst after a write reads once); one that fails is not kept.
 */
export class KeptReads<T> {
  private readonly kept: LRUCache<string, Promise<T>>;
  /** The version everything in `kept` was read under. */
  private keptUnder: string | undefined;

  /**
   * @param version the versions of the scopes the reads depend on (CacheVersions.current(scopes)); undefined while
   *   they are not known
   * @param entries how many reads are kept at most
   */
  constructor(
    private readonly version: () => string | undefined,
    private readonly entries: number,
  ) {
    this.kept = new LRUCache<string, Promise<T>>({ max: Math.max(1, entries) });
  }

  /** The kept read of `key`, else `read()` (kept). `read` must see only committed data (never a caller's transaction). */
  get(key: string, read: () => Promise<T>): Promise<T> {
    const version = this.version();
    if (version !== this.keptUnder) {
      this.kept.clear();
      this.keptUnder = version;
    }
    if (version === undefined || this.entries <= 0) return read();
    const known = this.kept.get(key);
    if (known) return known;
    const value = read();
    this.kept.set(key, value);
    value.catch(() => {
      if (this.kept.peek(key) === value) this.kept.delete(key);
    });
    return value;
  }

  /** How many reads are kept (tests). */
  get size(): number {
    return this.kept.size;
  }
}
