import { safeReturnTo } from './return-to.js';

describe('safeReturnTo', () => {
  it.each(['/', '/community', '/services?category=gas', '/destinations/abc#map', '/a/b?c=%2F%2Fx'])(
    'keeps %j',
    (path) => {
      expect(safeReturnTo(path)).toBe(path);
    },
  );

  it.each([
    undefined,
    '',
    ['/a', '/b'],
    'community',
    '//evil.example',
    '/\\evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    '/\t/evil.example',
    '/\n/evil.example',
    '/api/logout',
    '/api',
    `/${'x'.repeat(2000)}`,
  ])('replaces %j with /', (value) => {
    expect(safeReturnTo(value)).toBe('/');
  });
});
