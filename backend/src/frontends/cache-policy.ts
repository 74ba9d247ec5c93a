import path from 'node:path';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const NO_CACHE = 'no-cache';

/** Entry points the browser must revalidate on every load: they name the hashed files of the current release. */
const ENTRY_FILES = new Set(['index.html', 'remoteEntry.js', 'mf-manifest.json', 'mf-stats.json', 'remotes.json']);

/**
 * Cache-Control of a built frontend file, from its path relative to its dist folder: entry points
 * (index.html, remoteEntry.js, mf-manifest.json) revalidate always; files whose names carry a content hash
 * (an 8+ hex segment such as main.3f2a9c1b.js) or that live under static/ never change, so they are cached
 * for a year; anything else revalidates.
 */
export function cacheControlFor(relativePath: string): string {
  const parts = relativePath.split(/[\\/]/).filter(Boolean);
  const name = parts.at(-1) ?? '';
  if (ENTRY_FILES.has(name) || name.endsWith('.html')) return NO_CACHE;
  if (parts.slice(0, -1).includes('static') || hasContentHash(name)) return IMMUTABLE;
  return NO_CACHE;
}

function hasContentHash(fileName: string): boolean {
  const stem = fileName.slice(0, fileName.length - path.extname(fileName).length);
  return stem.split(/[._-]/).some((segment) => /^[0-9a-f]{8,}$/i.test(segment) && /\d/.test(segment));
}
