import type { Request } from 'express';
import { isCrossSiteRequest, isOwnNavigation } from './cross-site.js';

function req(method: string, headers: Record<string, string>, host = 'tara.example.com'): Request {
  return { method, headers, host } as unknown as Request;
}

describe('isCrossSiteRequest', () => {
  it('never blocks reads', () => {
    expect(
      isCrossSiteRequest(req('GET', { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }), undefined),
    ).toBe(false);
    expect(isCrossSiteRequest(req('HEAD', { 'sec-fetch-site': 'cross-site' }), undefined)).toBe(false);
  });

  it.each(['POST', 'PATCH', 'PUT', 'DELETE'])(
    '%s: blocks Sec-Fetch-Site cross-site, a foreign or null Origin',
    (method) => {
      expect(isCrossSiteRequest(req(method, { 'sec-fetch-site': 'cross-site' }), undefined)).toBe(true);
      expect(isCrossSiteRequest(req(method, { origin: 'https://evil.example' }), undefined)).toBe(true);
      expect(isCrossSiteRequest(req(method, { origin: 'null' }), undefined)).toBe(true);
      expect(isCrossSiteRequest(req(method, { origin: 'not a url' }), undefined)).toBe(true);
      expect(isCrossSiteRequest(req(method, { origin: 'https://tara.example.com.evil.example' }), undefined)).toBe(
        true,
      );
    },
  );

  it('allows the same host (any scheme, e.g. behind a TLS proxy), PUBLIC_URL, and requests without browser headers', () => {
    expect(
      isCrossSiteRequest(
        req('POST', { origin: 'https://tara.example.com', 'sec-fetch-site': 'same-origin' }),
        undefined,
      ),
    ).toBe(false);
    expect(isCrossSiteRequest(req('POST', { origin: 'http://localhost:4200' }, 'localhost:4200'), undefined)).toBe(
      false,
    );
    expect(
      isCrossSiteRequest(
        req('POST', { origin: 'https://app.tara.example' }, 'backend:3000'),
        'https://app.tara.example',
      ),
    ).toBe(false);
    expect(isCrossSiteRequest(req('POST', {}), undefined)).toBe(false);
    expect(isCrossSiteRequest(req('POST', { origin: 'http://localhost:3001' }, 'localhost:3000'), undefined)).toBe(
      true,
    );
  });
});

describe('isOwnNavigation', () => {
  it('counts same-origin and none (address bar, bookmark), and clients that send no Sec-Fetch-Site', () => {
    expect(isOwnNavigation(req('GET', { 'sec-fetch-site': 'same-origin' }))).toBe(true);
    expect(isOwnNavigation(req('GET', { 'sec-fetch-site': 'none' }))).toBe(true);
    expect(isOwnNavigation(req('GET', {}))).toBe(true);
  });

  it('does not count a navigation from another site, a sibling subdomain included', () => {
    expect(isOwnNavigation(req('GET', { 'sec-fetch-site': 'cross-site' }))).toBe(false);
    expect(isOwnNavigation(req('GET', { 'sec-fetch-site': 'Cross-Site' }))).toBe(false);
    expect(isOwnNavigation(req('GET', { 'sec-fetch-site': 'same-site' }))).toBe(false);
  });
});
