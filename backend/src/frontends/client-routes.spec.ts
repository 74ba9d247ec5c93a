import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CLIENT_ROUTE_ROOTS, CLIENT_ROUTES, isClientRoute } from './client-routes.js';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** The `path` of every <Route> of a routes file (comments left out), and '' for an index route. */
function routePaths(file: string): string[] {
  const source = readFileSync(path.join(REPO, file), 'utf8')
    .replace(/\{?\/\*[\s\S]*?\*\/\}?/g, '')
    .replace(/^\s*\/\/.*$/gm, '');
  return [...source.matchAll(/<Route\b([^>]*)>/g)].flatMap(([, attributes]) => {
    const declared = /\bpath="([^"]*)"/.exec(attributes);
    if (declared) return [declared[1]];
    return /\bindex\b/.test(attributes) ? [''] : [];
  });
}

describe('client routes (the one list the server answers 200 or 404 by)', () => {
  it('are exactly the routes of the shell and the public remote', () => {
    const shell = routePaths('frontend-shell/src/app/routes.tsx').filter((route) => route !== '*');
    const publicRoutes = routePaths('frontend-public/src/app/routes.tsx')
      .filter((route) => route !== '*')
      .map((route) => `/${route}`);
    expect(shell).toEqual(['/admin/*']);
    expect([...new Set([...publicRoutes, ...shell])].sort()).toEqual([...CLIENT_ROUTES].sort());
  });

  it.each([
    '/',
    '/destinations',
    '/destinations/',
    '/destinations/1b4e28ba-2fa1-4d3b-a3f5-ef19b5a7633b',
    '/services',
    '/services/42',
    '/service/petron-dau',
    '/community',
    '/coupons',
    '/sign-in',
    '/sign-up',
    '/set-password',
    '/admin',
    '/admin/',
    '/admin/users/3',
  ])('%s is a client route', (urlPath) => {
    expect(isClientRoute(urlPath)).toBe(true);
  });

  it.each([
    '/x',
    '/destinationsx',
    '/destinations/a/b',
    '/service',
    '/service/',
    '/community/old-post',
    '/administrator',
    '/sign-in/x',
    '//',
  ])('%s is not (the 404 page, with HTTP status 404)', (urlPath) => {
    expect(isClientRoute(urlPath)).toBe(false);
  });

  it("are the roots nginx's deployment configuration falls back to index.html for", () => {
    const template = readFileSync(path.join(REPO, 'deploy/nginx/web.conf.template'), 'utf8');
    const roots = /\$uri !~ "\^\/\(([^)]+)\)/.exec(template)?.[1].split('|');
    expect([...(roots ?? [])].sort()).toEqual([...CLIENT_ROUTE_ROOTS].sort());
  });
});
