import { describe, expect, it } from '@jest/globals';
import { authPageUrl, loginUrl, safeReturnTo } from './return-to';

describe('safe returnTo (same-site relative paths only)', () => {
  it.each([
    ['/services', '/services'],
    ['/services/42?tab=map#top', '/services/42?tab=map#top'],
    ['/admin', '/admin'],
    ['/', '/'],
  ])('keeps %s', (value, expected) => {
    expect(safeReturnTo(value)).toBe(expected);
  });

  it.each([
    'https://evil.example/',
    '//evil.example/path',
    '/\\evil.example',
    '/\tevil.example',
    'javascript:alert(1)',
    'services',
    '',
    null,
    undefined,
    `/${'a'.repeat(3000)}`,
  ])('replaces %p with /', (value) => {
    expect(safeReturnTo(value)).toBe('/');
  });

  it('builds the sign-in address with an encoded returnTo, and none for the home page', () => {
    expect(loginUrl('/services?category=gas')).toBe('/api/login?returnTo=%2Fservices%3Fcategory%3Dgas');
    expect(loginUrl('/')).toBe('/api/login');
    expect(loginUrl('//evil.example')).toBe('/api/login');
  });

  it('keeps returnTo between the sign-in and sign-up pages', () => {
    expect(authPageUrl('/sign-up', '/community')).toBe('/sign-up?returnTo=%2Fcommunity');
    expect(authPageUrl('/sign-up', 'https://evil.example')).toBe('/sign-up');
  });
});
