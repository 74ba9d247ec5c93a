import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { NotFoundException } from '@nestjs/common';
import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import type { FrontendsConfig } from '../config/app-config.js';
import { CompressedBodies, keptEncodingFor } from '../shared/http/content-encoding.js';
import { cacheControlFor, NO_CACHE } from './cache-policy.js';
import { isClientRoute } from './client-routes.js';
import {
  coverPreloadLink,
  type InlineImage,
  isSignedIn,
  showCommunityFirstPaint,
  showLandingFirstPaint,
  showListFirstPaint,
  showPlaceFirstPaint,
  visitorLanguage,
  type FirstPaintList,
  type FirstPaintPlace,
  type FirstPlaces,
} from './first-paint.js';
import type { PlacePageRef, PlacePages } from './place-pages.js';
import { remotesManifest } from './remotes-manifest.js';
import { jsonLdScript, placeStructuredData, withStructuredData } from './structured-data.js';

/** Extensions of files a page loads; a missing one is a 404, never the shell's index.html. */
const ASSET_EXTENSIONS = new Set([
  '.js',
  '.mjs',
  '.cjs',
  '.css',
  '.map',
  '.json',
  '.wasm',
  '.txt',
  '.xml',
  '.webmanifest',
  '.png',
  '.jpg',
  '.jpeg',
  '.gif',
  '.svg',
  '.webp',
  '.avif',
  '.ico',
  '.bmp',
  '.woff',
  '.woff2',
  '.ttf',
  '.otf',
  '.eot',
  '.mp4',
  '.webm',
  '.mp3',
]);

export interface FrontendHostingOptions {
  /** The first places of each list, for the first paint of /destinations and /services (none: their header alone). */
  readonly firstPlaces?: Readonly<Record<FirstPaintList, FirstPlaces>>;
  /**
   * A place and its first reviews, for its page: a destination's first paint, and the schema.org JSON-LD of a
   * destination's and a service's page (./structured-data.ts); none: the pages without them.
   */
  readonly placePages?: PlacePages;
  /** The site's origin (PUBLIC_URL), for the JSON-LD's absolute addresses; none: the request's own. */
  readonly siteOrigin?: string;
  /** An image the server draws itself as a `data:` URL, for the first paint's first cover (./first-paint.ts). */
  readonly inlineImage?: InlineImage;
}

/** The pages whose index.html carries a first paint (./first-paint.ts): these, and a place's page. */
const FIRST_PAINT_PATHS = new Set(['/', '/destinations', '/services', '/community']);
/** A destination's page, /destinations/{id} (a UUID: any other id is the app's 'not found'). */
const DESTINATION_PAGE = /^\/destinations\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;
/** A service's page, /service/{slug} (a slug: lower-case letters, digits and hyphens; any other is 'not found'). */
const SERVICE_PAGE = /^\/service\/([a-z0-9]+(?:-[a-z0-9]+)*)$/i;

/** The place of a destination's or a service's page; undefined for any other path. */
function placePageOf(urlPath: string): PlacePageRef | undefined {
  const id = DESTINATION_PAGE.exec(urlPath)?.[1];
  if (id !== undefined) return { kind: 'destination', id: id.toLowerCase() };
  const slug = SERVICE_PAGE.exec(urlPath)?.[1];
  return slug === undefined ? undefined : { kind: 'service', slug: slug.toLowerCase() };
}

/**
 * Serves the built frontends from the API's own process (DESIGN.md 2):
 * shell dist at '/', public remote at '/remotes/public/', admin remote at '/remotes/admin/',
 * GET /remotes.json (the runtime remotes manifest), and the shell's index.html for client routes.
 * Never answers under /api: those paths go on to Nest (JSON 404 when unknown). Any other unmatched
 * request (a missing asset, a POST outside /api) is the same JSON 404.
 * A dist folder that does not exist yet only costs a warning; it is served once it is built.
 */
export function createFrontendHosting(
  config: FrontendsConfig,
  warn: (message: string) => void,
  options: FrontendHostingOptions = {},
): RequestHandler {
  const missing = [config.shellDir, config.publicDir, config.adminDir].filter((dir) => !existsSync(dir));
  if (missing.length > 0) {
    warn(
      `Frontend build not found (${missing.join(', ')}): serving the API without it until it is built (npm run build)`,
    );
  }

  const router = express.Router();
  router.get('/remotes.json', (_req, res) => {
    res.setHeader('Cache-Control', NO_CACHE);
    res.json(remotesManifest(config));
  });
  router.use('/remotes/public', serveDist(config.publicDir));
  router.use('/remotes/admin', serveDist(config.adminDir));
  router.use(serveDist(config.shellDir));
  router.use(clientRouteFallback(config, options));
  // Nothing matched: the same JSON 404 as the API (rendered by the global error filter).
  router.use((req: Request, _res: Response, next: NextFunction) =>
    next(new NotFoundException(`Cannot ${req.method} ${req.path}`)),
  );

  return (req, res, next) => (isApiPath(req.path) ? next() : router(req, res, next));
}

function isApiPath(urlPath: string): boolean {
  return urlPath === '/api' || urlPath.startsWith('/api/');
}

/**
 * Source maps are never served (issue 28.8: a map with sourcesContent is the app's whole source). Production builds
 * write none (libs/rspack/federated-app.config.mjs); a map left in a dist folder (an older or a development build)
 * is still a 404.
 */
function isSourceMap(urlPath: string): boolean {
  return path.extname(urlPath).toLowerCase() === '.map';
}

/** The files of a dist folder, each sent as the build compressed it when the client accepts that encoding. */
function serveDist(dir: string): RequestHandler {
  const staticFiles = express.static(dir, {
    index: false,
    redirect: false,
    dotfiles: 'ignore',
    cacheControl: false,
    setHeaders: (res, filePath) => res.set(assetHeaders(path.relative(dir, filePath))),
  });
  const precompressed = servePrecompressed(dir);
  return (req, res, next) => {
    if (isSourceMap(req.path)) next();
    else
      precompressed(req, res, () => {
        staticFiles(req, res, next);
      });
  };
}

/** The headers of a file of a dist folder (its path relative to the folder), however it is sent. */
function assetHeaders(relativePath: string): Record<string, string> {
  return { 'Cache-Control': cacheControlFor(relativePath), 'X-Content-Type-Options': 'nosniff' };
}

/** What each frontend's build writes beside a compressible file (scripts/precompress.mjs), best first. */
const PRECOMPRESSED = [
  { encoding: 'br', extension: '.br' },
  { encoding: 'gzip', extension: '.gz' },
] as const;
/** Files sent as built (not index.html: the server changes it per visitor). */
const PRECOMPRESSED_EXTENSIONS = new Set(['.js', '.mjs', '.css', '.json', '.svg', '.txt', '.webmanifest', '.xml']);

/**
 * Issue 13.5: static assets compressed once at build time and sent as such. A GET or HEAD of a file whose `.br` (brotli,
 * quality 11) or `.gz` copy the build wrote is answered with that copy when the client accepts its encoding (the
 * compression middleware leaves an encoded answer alone): smaller than compressing on every request (brotli at quality
 * 4) and no CPU per request. Otherwise, or when there is no such copy (files under 1 kB), the file itself as before.
 */
function servePrecompressed(dir: string): RequestHandler {
  return (req, res, next) => {
    const extension = path.extname(req.path).toLowerCase();
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !PRECOMPRESSED_EXTENSIONS.has(extension)) return next();
    const relative = req.path.slice(1);
    let file: string;
    try {
      file = decodeURIComponent(relative);
    } catch {
      return next(); // a malformed escape: express.static answers it
    }
    const accepted = PRECOMPRESSED.filter(({ encoding }) => req.acceptsEncodings(encoding) === encoding);
    const attempt = (index: number): void => {
      const choice = accepted[index];
      if (!choice) return next();
      // The type of the file itself, not of its .br or .gz copy (the same as express.static sends).
      res.type(extension);
      const headers = { ...assetHeaders(file), 'Content-Encoding': choice.encoding, Vary: 'Accept-Encoding' };
      // Relative to the dist folder (`root`): send() refuses `..` and dot segments below it, never above (a clone
      // under ~/.local works).
      res.sendFile(
        `${relative}${choice.extension}`,
        { root: dir, dotfiles: 'ignore', cacheControl: false, headers },
        (error?: NodeJS.ErrnoException) => {
          if (!error) return;
          if (res.headersSent) return next(error);
          // No such copy: the next encoding, then the file itself (or the 404), without the type set for it.
          res.removeHeader('Content-Type');
          attempt(index + 1);
        },
      );
    };
    attempt(0);
  };
}

/**
 * A GET/HEAD that matched no file gets the shell's index.html when it is a page navigation (Accept: text/html, not an
 * asset extension) or an extension-less path: with 200 for the shell's routes, with 404 for any other path (the shell
 * renders its 404 page; search engines see a 404). index.html is sent relative to the dist folder (`root`), so a clone
 * under a folder whose name starts with a dot (~/.local/src/...) works: send() refuses dot segments only below `root`.
 */
function clientRouteFallback(config: FrontendsConfig, options: FrontendHostingOptions): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const extension = path.posix.extname(req.path).toLowerCase();
    const wantsPage = String(req.headers.accept ?? '').includes('text/html') && !ASSET_EXTENSIONS.has(extension);
    if (!wantsPage && extension !== '') return next();
    if (!isClientRoute(req.path)) res.status(404);
    const headers = { 'Cache-Control': NO_CACHE, Link: preloadLinks(config, req.path) };
    if (FIRST_PAINT_PATHS.has(req.path) || placePageOf(req.path))
      return sendWithFirstPaint(config, options, req, res, next, headers);
    res.sendFile(
      'index.html',
      { root: config.shellDir, cacheControl: false, headers },
      (error?: NodeJS.ErrnoException) => {
        if (!error) return;
        if (!res.headersSent && (error.code === 'ENOENT' || (error as { status?: number }).status === 404)) {
          res.status(200);
          return next();
        }
        next(error);
      },
    );
  };
}

/** The pages with a first paint, compressed (they differ by language, visitor and data: a few dozen at a time). */
const compressedPages = new CompressedBodies(4 * 1024 * 1024);

/**
 * `/`, `/destinations`, `/services`, `/community` and a place's page: index.html with their first paint
 * (./first-paint.ts) already shown in the visitor's language, so the browser paints the landing's hero, a list's header
 * and first cards, the feed's header or the place from the HTML itself, before any script (issue 13.5): the
 * landing for a signed-out visitor, the services, a service's page and the feed for a member (by the signed-in hint),
 * the others for anyone (a list's first cards only without a search, a tab or a category: what the app shows first). A destination's
 * and a service's page also carry the place's schema.org JSON-LD for search engines (issue 32.7), for anyone: the
 * API's reads of places and reviews are public. The shell's first script does the same where a web server sends
 * index.html as is (nginx), without the data. Data that cannot be had (the database is away, no such place): the page
 * without it.
 */
function sendWithFirstPaint(
  config: FrontendsConfig,
  options: FrontendHostingOptions,
  req: Request,
  res: Response,
  next: NextFunction,
  headers: Record<string, string>,
): void {
  readFile(path.join(config.shellDir, 'index.html'), 'utf8').then(
    async (html) => {
      const { page, first } = await firstPaintOf(html, options, req);
      const cover = coverPreloadLink(first);
      const link = cover ? `${headers.Link}, ${cover}` : headers.Link;
      // A weak ETag of what is sent (the page and its preloads; weak: compression changes the bytes), so that a
      // revalidation (Cache-Control: no-cache) of an unchanged page is a 304 without its body.
      const etag = `W/"${createHash('sha256').update(page).update('\n').update(link).digest('base64url').slice(0, 27)}"`;
      res
        .set({ ...headers, Link: link, ETag: etag })
        .vary('Cookie')
        .vary('Accept-Language')
        .type('html');
      if (req.fresh) {
        res.status(304).end();
        return;
      }
      // Compressed once per page text and encoding (every visitor's first page: no compression per request); the
      // compression middleware leaves an answer with a Content-Encoding alone.
      const encoding = keptEncodingFor(req.headers['accept-encoding'], page);
      if (encoding) {
        res.setHeader('Content-Encoding', encoding);
        res.send(compressedPages.get(etag, page, encoding));
        return;
      }
      res.send(page);
    },
    (error: NodeJS.ErrnoException) => (error.code === 'ENOENT' ? next() : next(error)),
  );
}

/** The page with its first paint, and the place whose cover is its largest paint (preloaded by the Link header). */
async function firstPaintOf(
  html: string,
  options: FrontendHostingOptions,
  req: Request,
): Promise<{ page: string; first?: FirstPaintPlace }> {
  const language = visitorLanguage(req);
  if (req.path === '/') return { page: isSignedIn(req) ? html : showLandingFirstPaint(html, language) };
  const placePage = placePageOf(req.path);
  if (placePage !== undefined) {
    const data = options.placePages ? await options.placePages(placePage).catch(() => null) : null;
    if (!data) return { page: html };
    const structured = jsonLdScript(placeStructuredData(data, siteOriginOf(req, options.siteOrigin)));
    // A service's page is a member's (a visitor is sent to sign in, as on /services): its JSON-LD alone for them.
    if (data.kind === 'service' && !isSignedIn(req)) return { page: withStructuredData(html, structured) };
    const painted = showPlaceFirstPaint(html, data.kind, language, data.place, options.inlineImage);
    return { page: withStructuredData(painted, structured), first: data.place };
  }
  // The services and the feed are members' pages: a visitor is sent to sign in.
  if (req.path === '/community') return { page: isSignedIn(req) ? showCommunityFirstPaint(html, language) : html };
  const list: FirstPaintList = req.path === '/services' ? 'services' : 'destinations';
  if (list === 'services' && !isSignedIn(req)) return { page: html };
  const firstPlaces = options.firstPlaces?.[list];
  const places = firstPlaces && !req.url.includes('?') ? await firstPlaces().catch(() => []) : [];
  return { page: showListFirstPaint(html, list, language, places, options.inlineImage), first: places[0] };
}

/**
 * The site's origin for absolute addresses: PUBLIC_URL's, else the request's (its protocol as 'trust proxy' allows,
 * its Host when it is a plain host name or address and port; anything else: none, the addresses stay site-relative).
 */
function siteOriginOf(req: Request, configured: string | undefined): string {
  if (configured) return configured;
  const host = req.get('host') ?? '';
  return /^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i.test(host) ? `${req.protocol}://${host}` : '';
}

/**
 * The `Link: rel=preload` header of a page (issue 13.5): the browser fetches the remotes manifest and the entry of the
 * remote this path renders while it is still parsing the shell, instead of one after the other (index.html -> main ->
 * /remotes.json -> remoteEntry.js). The entry matches how the Module Federation runtime loads it (a classic script,
 * no crossorigin attribute); the manifest how the shell fetches it (a same-origin fetch).
 */
export function preloadLinks(config: FrontendsConfig, pagePath: string): string {
  const isAdmin = pagePath === '/admin' || pagePath.startsWith('/admin/');
  const entry = isAdmin ? config.adminRemoteEntry : config.publicRemoteEntry;
  return `</remotes.json>; rel=preload; as=fetch; crossorigin=anonymous, <${encodeURI(entry)}>; rel=preload; as=script`;
}
