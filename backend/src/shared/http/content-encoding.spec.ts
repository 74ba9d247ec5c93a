import zlib from 'node:zlib';
import { CompressedBodies, encodeBody, negotiateEncoding } from './content-encoding.js';

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
  it('compresses with brotli, gzip or deflate, and decompresses to the same text (UTF-8)', () => {
    const text = JSON.stringify(Array.from({ length: 50 }, (_, i) => ({ name: `Kapampangan ñ ${i}` })));
    expect(zlib.brotliDecompressSync(encodeBody(text, 'br')).toString()).toBe(text);
    expect(zlib.gunzipSync(encodeBody(text, 'gzip')).toString()).toBe(text);
    expect(zlib.inflateSync(encodeBody(text, 'deflate')).toString()).toBe(text);
    expect(encodeBody(text, 'br').length).toBeLessThan(text.length / 4);
  });
});

describe('CompressedBodies', () => {
  const page = (n: number) => `<p>${'Tara na sa Pampanga '.repeat(50)} ${n}</p>`;

  it('compresses a body once per key and encoding, and gives the same bytes after', () => {
    const bodies = new CompressedBodies(100_000);
    const br = bodies.get('W/"a"', page(1), 'br');
    expect(zlib.brotliDecompressSync(br).toString()).toBe(page(1));
    expect(bodies.get('W/"a"', page(1), 'br')).toBe(br);
    const gzip = bodies.get('W/"a"', page(1), 'gzip');
    expect(zlib.gunzipSync(gzip).toString()).toBe(page(1));
    expect(bodies.size).toEqual({ entries: 2, bytes: br.length + gzip.length });
  });

  it('drops the least recently used past its bytes', () => {
    const one = encodeBody(page(1), 'gzip').length;
    const bodies = new CompressedBodies(one * 2 + 5);
    bodies.get('a', page(1), 'gzip');
    bodies.get('b', page(2), 'gzip');
    bodies.get('a', page(1), 'gzip'); // a is now the most recently used
    bodies.get('c', page(3), 'gzip');
    expect(bodies.size.entries).toBe(2);
    const again = bodies.get('b', page(2), 'gzip'); // compressed anew: it had gone
    expect(zlib.gunzipSync(again).toString()).toBe(page(2));
    expect(bodies.size.entries).toBe(2);
  });
});
