import type { Request, Response } from 'express';
import { parseWebpFileName, sendWebpFile } from './webp-file.js';

const ID = '3f0c2a4e-1b2c-4d5e-8f90-123456789abc';

describe('webp files', () => {
  it('reads a photo or its thumbnail by name, in any case, and nothing else', () => {
    expect(parseWebpFileName(`${ID}.webp`)).toEqual({ id: ID, variant: 'full' });
    expect(parseWebpFileName(`${ID.toUpperCase()}-THUMB.WEBP`)).toEqual({ id: ID, variant: 'thumbnail' });
    for (const name of [`${ID}.png`, `${ID}-small.webp`, `${ID}.webp.exe`, 'x.webp', `${'-'.repeat(36)}.webp`, '']) {
      expect([name, parseWebpFileName(name)]).toEqual([name, null]);
    }
  });

  it('sends the bytes with private, immutable caching and an ETag per variant; 304 when the ETag matches', () => {
    const sent = (ifNoneMatch: string | undefined, variant: 'full' | 'thumbnail') => {
      const headers: Record<string, string> = {};
      const calls: string[] = [];
      const res = {
        setHeader: (key: string, value: string) => (headers[key] = value),
        status: (code: number) => (calls.push(`status ${code}`), res),
        end: () => calls.push('end'),
        type: (type: string) => (calls.push(`type ${type}`), res),
        send: (body: Buffer) => calls.push(`send ${body.toString()}`),
      };
      const req = { headers: { 'if-none-match': ifNoneMatch } };
      sendWebpFile(req as unknown as Request, res as unknown as Response, { id: ID, variant }, Buffer.from('bytes'));
      return { headers, calls };
    };
    expect(sent(undefined, 'full')).toEqual({
      headers: {
        'Cache-Control': 'private, max-age=31536000, immutable',
        ETag: `"${ID}"`,
        'X-Content-Type-Options': 'nosniff',
      },
      calls: ['type image/webp', 'send bytes'],
    });
    expect(sent(undefined, 'thumbnail').headers.ETag).toBe(`"${ID}-thumb"`);
    expect(sent(`"${ID}"`, 'full').calls).toEqual(['status 304', 'end']);
    expect(sent(`"${ID}"`, 'thumbnail').calls).toEqual(['type image/webp', 'send bytes']);
  });
});
