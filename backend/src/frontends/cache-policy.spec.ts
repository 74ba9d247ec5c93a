import { cacheControlFor, IMMUTABLE, NO_CACHE } from './cache-policy.js';

describe('cacheControlFor', () => {
  it.each([
    'main.3f2a9c1b.js',
    '121.13e29cd6.js',
    '505.26052bf8.css',
    'main.3f2a9c1b.js.map',
    'vendors-node_modules_react-dom.0a1b2c3d4e5f.js',
    'assets/logo-9f86d081.svg',
    'static/js/runtime.js',
    'static/media/hero.png',
  ])('caches %s for a year (content hash or static/)', (file) => {
    expect(cacheControlFor(file)).toBe(IMMUTABLE);
  });

  it.each([
    'index.html',
    'remoteEntry.js',
    'mf-manifest.json',
    'static/index.html',
    'favicon.ico',
    'main.js',
    'deadbeefcafe.png',
    '123.js',
  ])('makes %s revalidate (entry point or no hash)', (file) => {
    expect(cacheControlFor(file)).toBe(NO_CACHE);
  });
});
