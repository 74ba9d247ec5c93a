import { ArtworkKind, artworkRequestOf, paintArtwork } from './artwork.js';
import { SUBJECTS } from './subjects.js';

describe('paintArtwork', () => {
  it('draws a well-formed SVG for every subject, with only numbers and colours inside', () => {
    for (const icon of [...Object.keys(SUBJECTS), 'unknown-icon']) {
      const svg = paintArtwork({ kind: ArtworkKind.Destination, key: `test-${icon}`, icon, color: '#2E7D32' });
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
      expect(svg.endsWith('</svg>')).toBe(true);
      expect(svg).not.toMatch(/NaN|undefined|Infinity|<script|on\w+=/);
      const opened = (svg.match(/<(?!\/)[a-zA-Z]+[^>]*[^/]>/g) ?? []).length;
      const closed = (svg.match(/<\/[a-zA-Z]+>/g) ?? []).length;
      expect([icon, opened]).toEqual([icon, closed]);
    }
  });

  it('is deterministic per request and varies with the key', () => {
    const request = { kind: ArtworkKind.Service, key: 'petron-dolores', icon: 'fuel', color: '#F57F17' };
    expect(paintArtwork(request)).toBe(paintArtwork({ ...request }));
    expect(paintArtwork({ ...request, key: 'petron-dolores-2' })).not.toBe(paintArtwork(request));
    expect(paintArtwork({ kind: ArtworkKind.Category, key: 'x' })).toBe(
      paintArtwork({ kind: ArtworkKind.Category, key: 'x' }),
    );
  });

  it('paints the lantern festival at night', () => {
    expect(
      paintArtwork({
        kind: ArtworkKind.Destination,
        key: 'giant-lantern-festival',
        icon: 'sparkles',
        color: '#F9A825',
      }),
    ).toContain('#FFE082');
  });
});

describe('artworkRequestOf', () => {
  it('reads the request of a same-site artwork address, and nothing GET /api/artwork would refuse', () => {
    expect(artworkRequestOf('/api/artwork/destination/mount-arayat.svg?icon=landmark&color=%232E7D32')).toEqual({
      kind: ArtworkKind.Destination,
      key: 'mount-arayat',
      icon: 'landmark',
      color: '#2E7D32',
    });
    expect(artworkRequestOf('/api/artwork/service/petron-2.svg')).toEqual({
      kind: ArtworkKind.Service,
      key: 'petron-2',
    });
    for (const address of [
      '/api/artwork/planet/x.svg',
      '/api/artwork/destination/Upper-Case.svg',
      '/api/artwork/destination/a.png',
      '/api/artwork/destination/a.svg?icon=%3Cscript%3E',
      '/api/artwork/destination/a.svg?color=red',
      '/api/artwork/destination/a.svg?size=9',
      '/api/artwork/destination/a.svg?icon=a&icon=b',
      'https://evil.example/api/artwork/destination/a.svg',
      '/uploads/a.svg',
      `/api/artwork/destination/${'a'.repeat(81)}.svg`,
    ]) {
      expect([address, artworkRequestOf(address)]).toEqual([address, undefined]);
    }
  });
});
