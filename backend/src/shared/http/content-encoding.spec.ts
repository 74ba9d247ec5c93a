import zlib from 'node:zlib';
import { encodeBody, negotiateEncoding } from './content-encoding.js';

describe('negotiateEncoding: the coding of an Accept-Encoding, as the compression middleware picks it', () => {
  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['gzip, deflate, br', 'br'], // every browser: br wins the tie
    ['gzip, deflate, br, zstd', 'br'],
    ['br;q=1.0, gzip;q=0.8, *;q=0.1', 'br'],
    ['gzip', 'gzip'],
    ['GZIP', 'gzip'],
    ['gzip;q=0.5, br;q=0.4', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['deflate', 'deflate'],
    ['*', 'br'],
    ['*;q=0.5, br;q=0', 'gzip'],
    ['identity', 'identity'],
    ['zstd', 'identity'],
    ['br;q=0, gzip;q=0', 'identity'],
  ] as const)('%j -> %s', (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });
});

describe('encodeBody', () => {
  it('compresses with brotli or gzip, and decompresses to the same text (UTF-8)', () => {
    const text = JSON.stringify(Array.from({ length: 50 }, (_, i) => ({ name: `Kapampangan ñ ${i}` })));
    expect(zlib.brotliDecompressSync(encodeBody(text, 'br')).toString()).toBe(text);
    expect(zlib.gunzipSync(encodeBody(text, 'gzip')).toString()).toBe(text);
    expect(encodeBody(text, 'br').length).toBeLessThan(text.length / 4);
  });
});
