import type { IncomingMessage, ServerResponse } from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import helmet from 'helmet';
import type { FrontendsConfig } from '../config/app-config.js';

/** The map embed of destination and service pages (features/catalog/coordinates.ts in the public app). */
export const MAP_EMBED_ORIGIN = 'https://www.openstreetmap.org';

/** Origins of remotes deployed elsewhere (an absolute remote entry URL), which scripts and styles may come from. */
function remoteOrigins(config: FrontendsConfig): string[] {
  const origins = [config.publicRemoteEntry, config.adminRemoteEntry].flatMap((entry) => {
    try {
      return /^https?:\/\//i.test(entry) ? [new URL(entry).origin] : [];
    } catch {
      return [];
    }
  });
  return [...new Set(origins)];
}

/**
 * The directives of the Content-Security-Policy of every response (pages, assets and the API alike). Scripts: this
 * origin and the remotes' origins only, never inline or eval (the shell's index.html has no inline script). Styles may
 * be inline: the shell's critical CSS and Ant Design's CSS-in-JS write <style> elements. Images: this origin, data: and
 * blob: (a photo's preview before upload). Frames: only the map embed; nobody may frame us.
 */
function cspDirectives(config: FrontendsConfig): Record<string, string[]> {
  const remotes = remoteOrigins(config);
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...remotes],
    'style-src': ["'self'", "'unsafe-inline'", ...remotes],
    // The map tiles' host only when tiles are configured (config/map-tiles.ts, docs/map.md).
    'img-src': ["'self'", 'data:', 'blob:', ...remotes, ...(config.mapTileSource ? [config.mapTileSource] : [])],
    'font-src': ["'self'", 'data:', ...remotes],
    'connect-src': ["'self'", ...remotes],
    'frame-src': [MAP_EMBED_ORIGIN],
    'frame-ancestors': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'manifest-src': ["'self'"],
    'worker-src': ["'self'", 'blob:'],
  };
}

/** Geolocation for "near me" on this origin only; the camera for the post composer's photo button; nothing else. */
export const PERMISSIONS_POLICY =
  'geolocation=(self), camera=(self), microphone=(), payment=(), usb=(), serial=(), midi=(), ' +
  'magnetometer=(), gyroscope=(), accelerometer=(), display-capture=(), interest-cohort=()';

/** HSTS for production (HTTPS behind the web server): a year, subdomains included. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';
const ONE_YEAR_S = 31_536_000;

/**
 * helmet set to exactly our headers: the CSP above (no helmet defaults), nosniff, the referrer policy, no framing, a
 * same-origin opener and HSTS in production; everything else helmet would add by default is turned off, so that the
 * API and the deployment's nginx send the same set.
 */
function helmetWith(config: FrontendsConfig, production: boolean) {
  return helmet({
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(config) },
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: false,
    originAgentCluster: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: production ? { maxAge: ONE_YEAR_S, includeSubDomains: true, preload: false } : false,
    xContentTypeOptions: true,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xFrameOptions: { action: 'deny' },
    xPermittedCrossDomainPolicies: false,
    xPoweredBy: false, // app.ts disables Express's X-Powered-By itself
    xXssProtection: false,
  });
}

/** The Content-Security-Policy header as sent (helmet's serialization of the directives above). */
export function contentSecurityPolicy(config: FrontendsConfig): string {
  let policy = '';
  const res = { setHeader: (_name: string, value: string) => (policy = value) };
  helmet.contentSecurityPolicy({ useDefaults: false, directives: cspDirectives(config) })(
    {} as IncomingMessage,
    res as unknown as ServerResponse,
    () => undefined,
  );
  return policy;
}

/**
 * Security headers on every response (OWASP ASVS 14.4): helmet's (above), and the permissions policy, which helmet does
 * not set. The deployment's nginx sends the same set for the files it serves (deploy/nginx, checked by a test).
 */
export function securityHeaders(config: FrontendsConfig, options: { production: boolean }) {
  const headers = helmetWith(config, options.production);
  return (req: Request, res: Response, next: NextFunction): void => {
    res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
    headers(req, res, next);
  };
}
