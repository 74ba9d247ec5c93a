import { LRUCache } from 'lru-cache';
import { encodeBody, type KeptEncoding } from './content-encoding.js';

/** An answer kept for signed-out callers: its body as sent and the headers its handler set (X-Total-Count, Content-Type). */
export interface KeptAnswer {
  readonly body: string;
  readonly headers: readonly (readonly [string, number | string | string[]])[];
}

/** A kept answer with its ETag (made of its URL, headers and body: PublicAnswers.etagOf). */
export interface Kept {
  readonly etag: string;
  readonly answer: KeptAnswer;
}

/** A kept answer as the cache holds it: when it was built, and its compressed copies (their bytes count too). */
interface Entry extends Kept {
  readonly keptAt: number;
  readonly encoded: ReadonlyMap<KeptEncoding, Buffer>;
  /** Its body's bytes (UTF-8) and its compressed copies' bytes. */
  readonly bytes: number;
}

/**
 * The answers of public reads, by key: the versions of the tables they read (CacheVersions.versionsOf), their time
 * bucket and their URL (PublicAnswers.keyOf). A write anywhere or a new time bucket gives the next request a new key
 * (the old entry is simply never asked for again and ages out), and an answer built KEPT_ANSWER_MAX_AGE_MS ago is
 * never answered again, whatever the versions say (each from when it was built: they do not all expire together).
 * Everything is dropped when the versions are loaded anew (a reconnection of the listener). Least recently used first
 * out, bounded in entries and bytes (lru-cache; an empty body counts as one byte, lru-cache's smallest size).
 */
export class AnswerCache {
  private readonly answers: LRUCache<string, Entry>;

  /**
   * @param limits how many answers, how many bytes in all, and the largest answer kept
   * @param age how long an answer may be answered after it was built (KEPT_ANSWER_MAX_AGE_MS), and the time now (ms)
   */
  constructor(
    private readonly limits: { entries: number; bytes: number; answerBytes: number },
    private readonly age: { readonly maxAgeMs: number; readonly now: () => number } = {
      maxAgeMs: Infinity,
      now: Date.now,
    },
  ) {
    // lru-cache needs limits of at least 1; a cache with a limit of 0 keeps nothing (set returns at once).
    this.answers = new LRUCache<string, Entry>({
      max: Math.max(1, limits.entries),
      maxSize: Math.max(1, limits.bytes),
      sizeCalculation: (entry) => Math.max(1, entry.bytes),
    });
  }

  /** Whether it keeps anything at all (ANSWER_CACHE_MB=0: no). */
  get enabled(): boolean {
    return this.limits.entries > 0 && this.limits.bytes > 0;
  }

  /** The answer kept under `key`, unless it was built KEPT_ANSWER_MAX_AGE_MS ago or more (then it is dropped). */
  get(key: string): Kept | undefined {
    const entry = this.answers.get(key);
    if (entry && this.age.now() - entry.keptAt >= this.age.maxAgeMs) {
      this.answers.delete(key);
      return undefined;
    }
    return entry;
  }

  /** Keeps `answer` under `key`; `builtAt`: when its handler started (its age counts from then). */
  set(key: string, etag: string, answer: KeptAnswer, builtAt = this.age.now()): void {
    const bytes = Buffer.byteLength(answer.body);
    if (!this.enabled || bytes > this.limits.answerBytes) return;
    this.answers.set(key, { etag, answer, bytes, keptAt: builtAt, encoded: new Map() });
  }

  /** Drops everything (the versions were loaded anew: nothing kept before may be answered again). */
  clear(): void {
    this.answers.clear();
  }

  /**
   * The kept answer of `key` compressed in `encoding`: compressed on its first request in that encoding, then kept
   * with it (its bytes count towards the limits), so that a browser's request (Accept-Encoding: gzip, deflate, br)
   * costs what an uncompressed one does instead of a compression each time.
   */
  encoded(key: string, kept: Kept, encoding: KeptEncoding): Buffer {
    const entry = this.answers.peek(key);
    const same = entry !== undefined && entry.answer === kept.answer;
    const known = same ? entry.encoded.get(encoding) : undefined;
    if (known) return known;
    const encoded = encodeBody(kept.answer.body, encoding);
    if (same) {
      const copies = new Map(entry.encoded).set(encoding, encoded);
      // A new entry object, so that lru-cache counts its new size (and drops the oldest past the bytes).
      this.answers.set(key, { ...entry, encoded: copies, bytes: entry.bytes + encoded.length });
    }
    return encoded;
  }

  get size(): { entries: number; bytes: number } {
    return { entries: this.answers.size, bytes: this.answers.calculatedSize };
  }
}
