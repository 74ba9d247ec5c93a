import { ConfigError } from './config-error.js';
import { envInteger, nonEmpty, type Env } from './env-values.js';

/** The raster tiles the public app's maps draw under their markers (docs/map.md). */
export interface MapTiles {
  /** URL template: https://host/{z}/{x}/{y}.png, with {s} for a subdomain and {r} for '@2x' where the provider has them. */
  readonly url: string;
  /** Shown on the map, as the provider's terms require (e.g. '© OpenStreetMap contributors'). */
  readonly attribution: string;
  readonly maxZoom: number;
}

/** https only, a host of letters, digits, dots and dashes ({s}. allowed as its first label), and {z}, {x} and {y}. */
const TILE_URL = /^https:\/\/((?:\{s\}\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)+)(?::\d{1,5})?\/[^\s"'<>\\]*$/i;

/**
 * MAP_TILE_URL [unset: no tiles, the markers on a plain background], MAP_TILE_ATTRIBUTION (required with a URL) and
 * MAP_TILE_MAX_ZOOM [19]. The URL must be https and name {z}, {x} and {y}: anything else stops the start-up, rather
 * than a map that silently shows nothing.
 */
export function loadMapTiles(env: Env): MapTiles | null {
  const url = nonEmpty(env.MAP_TILE_URL);
  if (url === undefined) return null;
  if (!TILE_URL.test(url) || !['{z}', '{x}', '{y}'].every((part) => url.includes(part)) || url.length > 500) {
    throw new ConfigError(
      `MAP_TILE_URL must be an https URL template with {z}, {x} and {y}, e.g. https://tiles.example.com/{z}/{x}/{y}.png, got "${url}"`,
    );
  }
  const attribution = nonEmpty(env.MAP_TILE_ATTRIBUTION);
  if (attribution === undefined || attribution.length > 300) {
    throw new ConfigError(
      'MAP_TILE_ATTRIBUTION is required with MAP_TILE_URL (at most 300 characters): the provider’s credit',
    );
  }
  return { url, attribution, maxZoom: envInteger(env, 'MAP_TILE_MAX_ZOOM', 19, { min: 1, max: 22 }) };
}

/**
 * The Content-Security-Policy source of the tiles' host ('https://tiles.example.com', or 'https://*.tile.example.com'
 * for a {s} subdomain), added to img-src only when tiles are configured.
 */
export function mapTileSource(tiles: MapTiles | null): string | undefined {
  if (!tiles) return undefined;
  const match = TILE_URL.exec(tiles.url);
  if (!match) return undefined;
  const port = /^https:\/\/[^/]+?(:\d{1,5})\//.exec(tiles.url)?.[1] ?? '';
  return `https://${match[1].replace('{s}.', '*.').toLowerCase()}${port}`;
}
