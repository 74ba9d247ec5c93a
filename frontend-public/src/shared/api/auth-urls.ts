/** Sign-in and sign-out are full navigations handled by the server (spec section 2), never fetch calls. */
export const LOGIN_URL = '/api/login';
export const LOGOUT_URL = '/api/logout';
