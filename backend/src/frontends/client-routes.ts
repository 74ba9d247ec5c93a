/**
 * The one list of the paths the client routers render a page for, written as the routers write them: the public
 * remote's routes (frontend-public/src/app/routes.tsx, mounted by the shell at '/') and the admin remote's subtree
 * (frontend-shell/src/app/routes.tsx: '/admin/*'). client-routes.spec.ts reads both files and fails when they differ.
 * Any other path still gets the shell's index.html, so that the shell shows its 404 page, but with HTTP status 404
 * so that search engines do not index it. deploy/nginx/web.conf.template repeats CLIENT_ROUTE_ROOTS for the nginx of
 * a deployment (checked by the same spec).
 */
export const CLIENT_ROUTES: readonly string[] = [
  '/',
  '/sign-in',
  '/sign-up',
  '/set-password',
  '/community',
  '/coupons',
  '/verify',
  '/destinations',
  '/destinations/:id',
  '/services',
  '/services/:id',
  '/service/:slug',
  '/admin/*',
];

/** '/destinations/:id' -> /^\/destinations\/[^/]+\/?$/; '/admin/*' -> the path and everything below it. */
function patternOf(route: string): RegExp {
  if (route === '/') return /^\/$/;
  const subtree = route.endsWith('/*');
  const segments = (subtree ? route.slice(0, -2) : route).split('/').slice(1);
  const body = segments
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('\\/');
  return new RegExp(`^\\/${body}${subtree ? '(?:\\/.*)?' : '\\/?'}$`);
}

const PATTERNS: readonly RegExp[] = CLIENT_ROUTES.map(patternOf);

/** The first path segments of the client routes (nginx's location regex). */
export const CLIENT_ROUTE_ROOTS: readonly string[] = [
  ...new Set(CLIENT_ROUTES.map((route) => route.split('/')[1]).filter((segment) => segment !== '')),
];

/** Whether the client routers render a page (not their 404 page) for this path. */
export function isClientRoute(urlPath: string): boolean {
  return PATTERNS.some((pattern) => pattern.test(urlPath));
}
