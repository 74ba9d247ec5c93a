import zlib from 'node:zlib';
import { LRUCache } from 'lru-cache';
import Negotiator from 'negotiator';

/** The encodings a kept answer is also kept in, compressed once (issue 13.3: not on every request): all the app sends. */
export type KeptEncoding = 'br' | 'gzip' | 'deflate';

/** What the app's compression middleware (app.ts) compresses at least: smaller answers go as they are. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/** Codings the app can send, in the order it prefers them on a tie (br, then gzip, then deflate, identity last). */
const CODINGS = ['br', 'gzip', 'deflate', 'identity'] as const;
const PREFERRED: readonly Coding[] = ['br', 'gzip', 'deflate'];
type Coding = (typeof CODINGS)[number];

/** negotiator 1's encoding() with its `preferred` option, which @types/negotiator (0.6) does not declare. */
interface EncodingNegotiator {
  encoding(available: readonly string[], options: { preferred: readonly string[] }): string | undefined;
}

/**
 * The coding an Accept-Encoding header asks for (RFC 9110 12.5.3), chosen by negotiator as the compression middleware
 * chooses it: the highest q-value among br, gzip, deflate and identity (`*` standing for those not named), br, then
 * gzip, then deflate on a tie; identity when the header is missing or accepts none of them.
 */
export function negotiateEncoding(header: string | undefined): Coding {
  if (!header) return 'identity';
  const negotiator: EncodingNegotiator = new Negotiator({ headers: { 'accept-encoding': header } });
  return (negotiator.encoding(CODINGS, { preferred: PREFERRED }) as Coding | undefined) ?? 'identity';
}

/** The encoding a body is sent in, compressed once, for this Accept-Encoding; undefined: as it is (the middleware would too). */
export function keptEncodingFor(acceptEncoding: string | undefined, body: string): KeptEncoding | undefined {
  const encoding = negotiateEncoding(acceptEncoding);
  return encoding !== 'identity' && Buffer.byteLength(body) >= COMPRESSION_THRESHOLD_BYTES ? encoding : undefined;
}

/**
 * The body compressed as the compression middleware would (brotli at quality 4, gzip and deflate at zlib's default
 * level), in one go. Brotli's window is the body's size (at least 1 KiB, at most its default 4 MiB): the same bytes
 * out as with the default window, but without setting up 4 MiB for each answer (about 150 µs instead of 60 for a
 * 11 kB page of 20 places: issue 34.4).
 */
export function encodeBody(body: string, encoding: KeptEncoding): Buffer {
  const bytes = Buffer.from(body);
  if (encoding === 'gzip') return zlib.gzipSync(bytes);
  if (encoding === 'deflate') return zlib.deflateSync(bytes);
  const window = Math.min(22, Math.max(10, Math.ceil(Math.log2(bytes.length + 1))));
  return zlib.brotliCompressSync(bytes, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      [zlib.constants.BROTLI_PARAM_LGWIN]: window,
    },
  });
}

/**
 * Bodies compressed once and kept, by a key that names their text (an ETag of it) and the encoding: for answers built
 * again and again to the same text (the pages with a first paint), whose compression would otherwise be paid on every
 * request. Least recently used first out, at most `maxBytes` of compressed bytes (lru-cache).
 */
export class CompressedBodies {
  private readonly kept: LRUCache<string, Buffer>;

  constructor(maxBytes: number) {
    this.kept = new LRUCache<string, Buffer>({
      maxSize: Math.max(1, maxBytes),
      sizeCalculation: (encoded) => Math.max(1, encoded.length),
    });
  }

  /** `body` compressed in `encoding`; `key` must change whenever the body does. */
  get(key: string, body: string, encoding: KeptEncoding): Buffer {
    const id = `${encoding} ${key}`;
    const known = this.kept.get(id);
    if (known) return known;
    const encoded = encodeBody(body, encoding);
    this.kept.set(id, encoded); // not kept when larger than maxBytes on its own
    return encoded;
  }

  get size(): { entries: number; bytes: number } {
    return { entries: this.kept.size, bytes: this.kept.calculatedSize };
  }
}
