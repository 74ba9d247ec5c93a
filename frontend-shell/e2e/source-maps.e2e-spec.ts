import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { repoRoot } from './support/app-server.js';
import { baseUrl } from './support/base-url.js';

/**
 * Issue 28.8: production builds serve no source maps (60 `.map` files with sourcesContent, the apps' whole source,
 * were served). The built output holds no map with sourcesContent and no script or style that points at a map, and
 * the running app answers 404 for the map of every file it serves.
 */

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/** Each app's dist folder and the URL path it is served under. */
const DISTS = [
  { dir: join(repoRoot, 'frontend-shell', 'dist'), prefix: '' },
  { dir: join(repoRoot, 'frontend-public', 'dist'), prefix: '/remotes/public' },
  { dir: join(repoRoot, 'frontend-admin', 'dist'), prefix: '/remotes/admin' },
];

const builtCode = () =>
  DISTS.flatMap(({ dir, prefix }) =>
    filesUnder(dir)
      .filter((file) => /\.(m?js|css)$/.test(file))
      .map((file) => ({ file, url: `${prefix}/${relative(dir, file).split('\\').join('/')}` })),
  );

it('the built output holds no source map with sourcesContent, and no file points at a map', () => {
  const code = builtCode();
  expect(code.length).toBeGreaterThan(20);
  const maps = DISTS.flatMap(({ dir }) => filesUnder(dir)).filter((file) => file.endsWith('.map'));
  expect(maps.filter((file) => readFileSync(file, 'utf8').includes('"sourcesContent"'))).toEqual([]);
  const pointing = code
    .filter(({ file }) => /[#@] sourceMappingURL=/.test(readFileSync(file, 'utf8')))
    .map(({ url }) => url);
  expect(pointing).toEqual([]);
});

it('the running app serves no map: the .map of every script and style it serves is a 404', async () => {
  const served: string[] = [];
  for (const { url } of builtCode()) {
    const script = await fetch(`${baseUrl()}${url}`);
    await script.arrayBuffer();
    if (script.status !== 200) continue;
    const map = await fetch(`${baseUrl()}${url}.map`, { headers: { 'Accept-Encoding': 'gzip, br' } });
    const body = await map.text();
    if (map.status !== 404 || body.includes('sourcesContent')) served.push(`${url}.map: ${map.status}`);
  }
  expect(served).toEqual([]);
});
