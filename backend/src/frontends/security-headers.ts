import type { NextFunction, Request, Response } from 'express';
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
 * The Content-Security-Policy of every response (pages, assets and the API alike). Scripts: this origin and the
 * remotes' origins only, never inline or eval (the shell's index.html has no inline script). Styles may be inline:
 * the shell's critical CSS and Ant Design's CSS-in-JS write <style> elements. Images: this origin, data: and blob:
 * (a photo's preview before upload). Frames: only the map embed; nobody may frame us.
 */
export function contentSecurityPolicy(config: FrontendsConfig): string {
  const remotes = remoteOrigins(config);
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...remotes],
    'style-src': ["'self'", "'unsafe-inline'", ...remotes],
    'img-src': ["'self'", 'data:', 'blob:', ...remotes],
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
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/** Geolocation for "near me" on this origin only; the camera for the post composer's photo button; nothing else. */
export const PERMISSIONS_POLICY =
  'geolocation=(self), camera=(self), microphone=(), payment=(), usb=(), serial=(), midi=(), ' +
  'magnetometer=(), gyroscope=(), accelerometer=(), display-capture=(), interest-cohort=()';

/** HSTS for production (HTTPS behind the web server): a year, subdomains included. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/**
 * Security headers on every response (OWASP ASVS 14.4): the CSP above, nosniff, the referrer policy, the permissions
 * policy, no framing (also for browsers without frame-ancestors), a same-origin opener, and HSTS in production. The
 * deployment's nginx sends the same set for the files it serves (deploy/nginx, checked by a test).
 */
export function securityHeaders(config: FrontendsConfig, options: { production: boolean }) {
  const headers: Array<[string, string]> = [
    ['Content-Security-Policy', contentSecurityPolicy(config)],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Permissions-Policy', PERMISSIONS_POLICY],
    ['X-Frame-Options', 'DENY'],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    ...(options.production
      ? ([['Strict-Transport-Security', STRICT_TRANSPORT_SECURITY]] as Array<[string, string]>)
      : []),
  ];
  return (_req: Request, res: Response, next: NextFunction): void => {
    for (const [name, value] of headers) res.setHeader(name, value);
    next();
  };
}
