/** Full page navigations of the admin app (sign-in). Behind one object so that tests can replace `assign`. */
export const browserNavigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};

/** GET /api/login?returnTo=<path>: the server sends the browser to the public sign-in page and back. */
export function loginUrl(returnTo: string): string {
  const safe =
    returnTo.startsWith('/') && !returnTo.startsWith('//') && !/[\\\u0000-\u001f]/.test(returnTo) ? returnTo : '/';
  return safe === '/' ? '/api/login' : `/api/login?returnTo=${encodeURIComponent(safe)}`;
}
