import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import { apiPathsOf, withSession } from '../test/auth.fixture';
import { mockFetch, requestsOf } from '../test/fetch-mock';
import { renderPublicApp } from '../test/render';

afterEach(() => {
  jest.restoreAllMocks();
});

describe('404 page', () => {
  it.each(['/nowhere', '/destinations-old', '/admin-ish/deep/path'])('is shown for the unknown path %s', (path) => {
    const fetch = mockFetch(withSession(null, () => new Response('[]')));
    renderPublicApp(path);

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('404 Page Not Found');
    expect(screen.getByText('Did you forget to add the page to the router?')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
    expect(document.title).toBe('404 Page Not Found — Tara Pampanga');
    expect(apiPathsOf(requestsOf(fetch))).toEqual([]); // nothing but the session check
  });
});
