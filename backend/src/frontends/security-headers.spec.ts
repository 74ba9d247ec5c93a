import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { NextFunction, Request, Response } from 'express';
import { REPO_ROOT, type FrontendsConfig } from '../config/app-config.js';
import {
  contentSecurityPolicy,
  PERMISSIONS_POLICY,
  securityHeaders,
  STRICT_TRANSPORT_SECURITY,
} from './security-headers.js';

const SAME_ORIGIN: FrontendsConfig = {
  shellDir: '/x',
  publicDir: '/y',
  adminDir: '/z',
  publicRemoteEntry: '/remotes/public/remoteEntry.js',
  adminRemoteEntry: '/remotes/admin/remoteEntry.js',
};

/** The directives of a policy, for comparing policies whatever their order. */
function directives(policy: string): Record<string, string> {
  return Object.fromEntries(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...values]) => [name, values.join(' ')]),
  );
}

function headersOf(production: boolean, config = SAME_ORIGIN): Record<string, string> {
  const set: Record<string, string> = {};
  const res = { setHeader: (name: string, value: string) => (set[name] = value) } as unknown as Response;
  securityHeaders(config, { production })({} as Request, res, (() => undefined) as NextFunction);
  return set;
}

describe('security headers', () => {
  it('scripts only from this origin: no inline script, no eval, no other host', () => {
    const csp = directives(contentSecurityPolicy(SAME_ORIGIN));
    expect(csp['script-src']).toBe("'self'");
    expect(csp['object-src']).toBe("'none'");
    expect(csp['frame-ancestors']).toBe("'none'");
    expect(csp['frame-src']).toBe('https://www.openstreetmap.org');
    expect(JSON.stringify(csp)).not.toMatch(/unsafe-eval|\*/);
  });

  it('a remote deployed on its own origin may serve scripts and styles, by origin only', () => {
    const csp = directives(
      contentSecurityPolicy({ ...SAME_ORIGIN, adminRemoteEntry: 'https://admin.example.com/v2/remoteEntry.js' }),
    );
    expect(csp['script-src']).toBe("'self' https://admin.example.com");
    expect(csp['style-src']).toBe("'self' 'unsafe-inline' https://admin.example.com");
  });

  it('sends HSTS in production only', () => {
    expect(headersOf(true)['Strict-Transport-Security']).toBe(STRICT_TRANSPORT_SECURITY);
    expect(headersOf(false)['Strict-Transport-Security']).toBeUndefined();
    expect(headersOf(false)).toMatchObject({
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'X-Frame-Options': 'DENY',
    });
  });

  it.each([
    ['without map tiles', undefined],
    ['with map tiles', 'https://*.tiles.example.com'],
  ])(
    "the deployment's nginx sends the same headers for the files it serves %s (deploy/nginx/security-headers.conf.template)",
    (_case, mapTileSource) => {
      const template = readFileSync(path.join(REPO_ROOT, 'deploy', 'nginx', 'security-headers.conf.template'), 'utf8');
      const origin = 'https://admin.example.com';
      const nginx = Object.fromEntries(
        [
          ...template
            .replaceAll('${ADMIN_ORIGIN}', origin)
            .replaceAll('${MAP_TILE_SOURCE}', mapTileSource ?? '')
            .matchAll(/^add_header ([\w-]+) (?:"([^"]*)"|(\S+)) always;$/gm),
        ].map((m) => [m[1], m[2] ?? m[3]]),
      );
      const api = headersOf(true, { ...SAME_ORIGIN, adminRemoteEntry: `${origin}/remoteEntry.js`, mapTileSource });
      expect(Object.keys(nginx).sort()).toEqual(Object.keys(api).sort());
      expect(directives(nginx['Content-Security-Policy'])).toEqual(directives(api['Content-Security-Policy']));
      expect(nginx['Permissions-Policy']).toBe(PERMISSIONS_POLICY);
      const { 'Content-Security-Policy': _nginxCsp, ...nginxRest } = nginx;
      const { 'Content-Security-Policy': _apiCsp, ...apiRest } = api;
      expect(nginxRest).toEqual(apiRest);
      // Every location of the web site that adds headers includes them (nginx does not inherit add_header).
      const site = readFileSync(path.join(REPO_ROOT, 'deploy', 'nginx', 'web.conf.template'), 'utf8');
      const blocks = site
        .split(/\n\s*location /)
        .slice(1)
        .filter((block) => !block.startsWith('/api/'));
      for (const block of blocks)
        if (/add_header|rewrite/.test(block)) expect(block).toContain('include ${SECURITY_HEADERS};');
    },
  );
});
