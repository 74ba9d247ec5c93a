import zlib from 'node:zlib';

/** The encodings a kept answer is also kept in, compressed once (issue 13.3: not on every request): all the app sends. */
export type KeptEncoding = 'br' | 'gzip' | 'deflate';

/** What the app's compression middleware (app.ts) compresses at least: smaller answers go as they are. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/** Codings the app can send, in the order it prefers them on a tie (as the compression middleware does). */
const CODINGS = ['br', 'gzip', 'deflate', 'identity'] as const;
type Coding = (typeof CODINGS)[number];

/**
 * The coding an Accept-Encoding header asks for (RFC 9110 12.5.3), chosen as the compression middleware chooses it: the
 * highest q-value among br, gzip, deflate and identity (`*` standing for those not named), br, then gzip, then deflate
 * on a tie; identity when the header is missing or accepts none of them.
 */
export function negotiateEncoding(header: string | undefined): Coding {
  if (!header) return 'identity';
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [token = '', ...params] = part.trim().toLowerCase().split(';');
    if (!token) continue;
    const q = params.map((param) => /^\s*q\s*=\s*([0-9.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    const weight = q === undefined ? 1 : Number(q);
    weights.set(token.trim(), Number.isFinite(weight) ? Math.min(Math.max(weight, 0), 1) : 0);
  }
  // identity, unless named (or `*`), is acceptable at the lowest weight the header gives (as Negotiator has it).
  const lowest = weights.size > 0 ? Math.min(...weights.values()) : 1;
  const weightOf = (coding: Coding) => weights.get(coding) ?? weights.get('*') ?? (coding === 'identity' ? lowest : 0);
  let best: Coding = 'identity';
  let bestWeight = 0;
  for (const coding of CODINGS) {
    const weight = weightOf(coding);
    if (weight > bestWeight) {
      best = coding;
      bestWeight = weight;
    }
  }
  return best;
}

/** The encoding a body is sent in, compressed once, for this Accept-Encoding; undefined: as it is (the middleware would too). */
export function keptEncodingFor(acceptEncoding: string | undefined, body: string): KeptEncoding | undefined {
  const encoding = negotiateEncoding(acceptEncoding);
  return encoding !== 'identity' && Buffer.byteLength(body) >= COMPRESSION_THRESHOLD_BYTES ? encoding : undefined;
}

/** The body compressed as the compression middleware would (brotli at quality 4, gzip and deflate at zlib's default level). */
export function encodeBody(body: string, encoding: KeptEncoding): Buffer {
  const bytes = Buffer.from(body);
  if (encoding === 'gzip') return zlib.gzipSync(bytes);
  if (encoding === 'deflate') return zlib.deflateSync(bytes);
  return zlib.brotliCompressSync(bytes, {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
  });
}

/**
 * Bodies compressed once and kept, by a key that names their text (an ETag of it) and the encoding: for answers built
 * again and again to the same text (the pages with a first paint), whose compression would otherwise be paid on every
 * request. Least recently used first out, at most `maxBytes` of compressed bytes.
 */
export class CompressedBodies {
  private readonly kept = new Map<string, Buffer>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  /** `body` compressed in `encoding`; `key` must change whenever the body does. */
  get(key: string, body: string, encoding: KeptEncoding): Buffer {
    const id = `${encoding} ${key}`;
    const known = this.kept.get(id);
    if (known) {
      this.kept.delete(id); // most recently used last
      this.kept.set(id, known);
      return known;
    }
    const encoded = encodeBody(body, encoding);
    if (encoded.length > this.maxBytes) return encoded;
    this.kept.set(id, encoded);
    this.bytes += encoded.length;
    for (const [oldest, value] of this.kept) {
      if (this.bytes <= this.maxBytes) break;
      this.kept.delete(oldest);
      this.bytes -= value.length;
    }
    return encoded;
  }

  get size(): { entries: number; bytes: number } {
    return { entries: this.kept.size, bytes: this.bytes };
  }
}
