import type { Request } from 'express';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function isSafeMethod(method: string): boolean {
  return SAFE_METHODS.has(method.toUpperCase());
}

/**
 * CSRF defence for cookie sessions (SameSite=Lax already keeps the cookie off cross-site POSTs in modern
 * browsers; this is the second wall): an unsafe request is cross-site when the browser says so
 * (Sec-Fetch-Site: cross-site) or when its Origin is neither the request's own host nor PUBLIC_URL.
 * An Origin of 'null' (sandboxed frames, some redirects) counts as cross-site. Requests without Origin and
 * Sec-Fetch-Site (curl, server-to-server) are not browser cross-site requests and pass.
 * The scheme is not compared with the Host header, so a TLS-terminating proxy without TRUST_PROXY still works.
 */
export function isCrossSiteRequest(req: Request, publicUrl: string | undefined): boolean {
  if (isSafeMethod(req.method)) return false;
  const fetchSite = header(req, 'sec-fetch-site')?.toLowerCase();
  if (fetchSite === 'cross-site') return true;
  const origin = header(req, 'origin');
  if (origin === undefined) return false;
  if (origin === 'null') return true;
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return true;
  }
  if (publicUrl !== undefined && parsed.origin === publicUrl) return false;
  const host = req.host; // Express 5: Host (or X-Forwarded-Host when trusted), with the port
  return !host || parsed.host.toLowerCase() !== host.toLowerCase();
}

/**
 * Whether a GET is a navigation this site started (issue 28.8: a page on another site that links or redirects to
 * GET /api/logout must not sign the member out): the browser says Sec-Fetch-Site same-origin (a link or form of this
 * site) or none (typed in the address bar, a bookmark). same-site (a sibling subdomain) and cross-site do not count.
 * A client that sends no Sec-Fetch-Site (curl, a browser from before 2023) is not a browser cross-site request and
 * counts, as in isCrossSiteRequest.
 */
export function isOwnNavigation(req: Request): boolean {
  const fetchSite = header(req, 'sec-fetch-site')?.toLowerCase();
  return fetchSite === undefined || fetchSite === 'same-origin' || fetchSite === 'none';
}

function header(req: Request, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}
