import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './support/app-server.js';
import { baseUrl } from './support/base-url.js';
import { DEMO_PASSWORD } from './support/sign-in.js';

/**
 * No secret in the repository, the built bundles or anything the running app serves (issue 14.7): the session secret
 * of this run (a canary, support/global-setup.ts), the demo accounts' password, password hashes, private keys and
 * database URLs with credentials.
 */

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

function secretsIn(text: string): string[] {
  const canary = process.env.E2E_SESSION_SECRET ?? 'no canary set';
  const found: string[] = [];
  if (text.includes(canary)) found.push('the session secret');
  if (text.includes(DEMO_PASSWORD)) found.push('the demo password');
  if (/\$argon2id\$v=\d+\$/.test(text)) found.push('a password hash');
  if (/-----BEGIN [A-Z ]*PRIVATE KEY-----/.test(text)) found.push('a private key');
  if (/postgres(ql)?:\/\/[^\s:@/'"]+:[^\s@/'"]+@/.test(text)) found.push('a database URL with a password');
  return found;
}

it('the built bundles of the shell and both remotes carry no secret', () => {
  const dists = ['frontend-shell', 'frontend-public', 'frontend-admin'].map((app) => join(repoRoot, app, 'dist'));
  const files = dists.flatMap(filesUnder).filter((file) => /\.(js|mjs|css|html|json|map|txt)$/.test(file));
  expect(files.length).toBeGreaterThan(20);
  const leaks = files.flatMap((file) => secretsIn(readFileSync(file, 'utf8')).map((what) => `${file}: ${what}`));
  expect(leaks).toEqual([]);
});

it('nothing the running app serves carries the session secret, a hash or the demo password', async () => {
  const paths = [
    '/',
    '/destinations',
    '/remotes.json',
    '/api/docs-json',
    '/api/categories',
    '/api/destinations',
    '/api/posts',
    '/api/health',
  ];
  const leaks: string[] = [];
  for (const path of paths) {
    const response = await fetch(`${baseUrl()}${path}`, {
      headers: { Accept: path.startsWith('/api') ? 'application/json' : 'text/html' },
    });
    const headers = [...response.headers.entries()].map(([name, value]) => `${name}: ${value}`).join('\n');
    leaks.push(...secretsIn(`${headers}\n${await response.text()}`).map((what) => `${path}: ${what}`));
  }
  expect(leaks).toEqual([]);
});

it('the repository holds no .env file, private key or password hash (git ls-files)', () => {
  const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: repoRoot })
    .toString('utf8')
    .split('\0')
    .filter(Boolean);
  expect(tracked.filter((file) => /(^|\/)\.env(\.|$)/.test(file) && !file.endsWith('.env.example'))).toEqual([]);
  const leaks = tracked
    .filter((file) => !/\.(png|jpe?g|webp|heic|gif|ico|woff2?)$/i.test(file) && !file.startsWith('package-lock'))
    .flatMap((file) => {
      let text: string;
      try {
        text = readFileSync(join(repoRoot, file), 'utf8');
      } catch {
        return [];
      }
      const found: string[] = [];
      if (/-----BEGIN [A-Z ]*PRIVATE KEY-----/.test(text)) found.push('a private key');
      if (/\$argon2id\$v=\d+\$m=\d+,t=\d+,p=\d+\$[A-Za-z0-9+/]{16,}/.test(text)) found.push('a password hash');
      return found.map((what) => `${file}: ${what}`);
    });
  expect(leaks).toEqual([]);
});
