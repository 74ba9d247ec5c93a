/**
 * Sign-in and sign-out are full navigations handled by the server (spec section 2), never fetch calls. Sign-out is a
 * form POST to LOGOUT_URL: a page on another site cannot post it (403), while GET /api/logout is honoured only for
 * navigations from this site.
 */
export const LOGIN_URL = '/api/login';
export const LOGOUT_URL = '/api/logout';
