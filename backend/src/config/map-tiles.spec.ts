import { ConfigError } from './config-error.js';
import { loadMapTiles, mapTileSource } from './map-tiles.js';

describe('loadMapTiles', () => {
  it('is null without MAP_TILE_URL: the maps show their markers on a plain background', () => {
    expect(loadMapTiles({})).toBeNull();
    expect(loadMapTiles({ MAP_TILE_URL: '  ' })).toBeNull();
    expect(mapTileSource(null)).toBeUndefined();
  });

  it('reads the URL template, the attribution and the highest zoom', () => {
    const tiles = loadMapTiles({
      MAP_TILE_URL: 'https://{s}.tiles.example.com/osm/{z}/{x}/{y}{r}.png',
      MAP_TILE_ATTRIBUTION: '© OpenStreetMap contributors',
      MAP_TILE_MAX_ZOOM: '18',
    });
    expect(tiles).toEqual({
      url: 'https://{s}.tiles.example.com/osm/{z}/{x}/{y}{r}.png',
      attribution: '© OpenStreetMap contributors',
      maxZoom: 18,
    });
    expect(mapTileSource(tiles)).toBe('https://*.tiles.example.com');
    expect(
      mapTileSource(
        loadMapTiles({ MAP_TILE_URL: 'https://Tiles.Example.com:8443/{z}/{x}/{y}.png', MAP_TILE_ATTRIBUTION: 'x' }),
      ),
    ).toBe('https://tiles.example.com:8443');
    expect(
      loadMapTiles({ MAP_TILE_URL: 'https://t.example.com/{z}/{x}/{y}.png', MAP_TILE_ATTRIBUTION: 'x' })?.maxZoom,
    ).toBe(19);
  });

  it.each([
    ['http, not https', 'http://tiles.example.com/{z}/{x}/{y}.png'],
    ['no {z}', 'https://tiles.example.com/{x}/{y}.png'],
    ['no host', 'https:///{z}/{x}/{y}.png'],
    ['a quote that would break the CSP', "https://tiles.example.com/{z}/{x}/{y}.png'"],
    ['a space', 'https://tiles.example.com/{z}/{x}/{y}.png; script-src *'],
    ['{s} elsewhere than the first label', 'https://tiles.{s}.example.com/{z}/{x}/{y}.png'],
  ])('refuses a URL with %s', (_case, url) => {
    expect(() => loadMapTiles({ MAP_TILE_URL: url, MAP_TILE_ATTRIBUTION: 'x' })).toThrow(ConfigError);
  });

  it('requires the attribution and a zoom in range with a URL', () => {
    const url = 'https://tiles.example.com/{z}/{x}/{y}.png';
    expect(() => loadMapTiles({ MAP_TILE_URL: url })).toThrow(/MAP_TILE_ATTRIBUTION/);
    expect(() => loadMapTiles({ MAP_TILE_URL: url, MAP_TILE_ATTRIBUTION: 'x', MAP_TILE_MAX_ZOOM: '30' })).toThrow(
      /MAP_TILE_MAX_ZOOM/,
    );
  });
});
