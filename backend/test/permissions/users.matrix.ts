import { ANYONE, MISSING_ID, SIGNED_IN_READERS, SIGNED_IN_WRITERS, type MatrixRow } from './matrix.js';

/** Accounts, sign-in, sessions, API tokens, users admin API (modules/users). */
const rows: MatrixRow[] = [
  { method: 'GET', path: '/api/login?returnTo=/community', allowed: ANYONE },
  { method: 'GET', path: '/api/logout', allowed: ANYONE },
  { method: 'POST', path: '/api/logout', allowed: ANYONE },
  { method: 'GET', path: '/api/auth/providers', allowed: ANYONE },
  { method: 'POST', path: '/api/auth/login', body: {}, allowed: ANYONE },
  { method: 'POST', path: '/api/auth/register', body: {}, allowed: ANYONE },
  { method: 'POST', path: '/api/auth/set-password', body: {}, allowed: ANYONE },
  { method: 'GET', path: '/api/auth/oidc/start', allowed: ANYONE },
  { method: 'GET', path: '/api/auth/oidc/callback', allowed: ANYONE },
  { method: 'GET', path: '/api/auth/user', allowed: SIGNED_IN_READERS },
  { method: 'GET', path: '/api/auth/tokens', allowed: SIGNED_IN_READERS },
  { method: 'POST', path: '/api/auth/tokens', body: {}, allowed: SIGNED_IN_WRITERS },
  { method: 'DELETE', path: `/api/auth/tokens/${MISSING_ID}`, allowed: SIGNED_IN_WRITERS },
  { method: 'GET', path: '/api/users?limit=1', allowed: ['admin'] },
  { method: 'POST', path: '/api/users', body: {}, allowed: ['admin'] },
  { method: 'PATCH', path: `/api/users/${MISSING_ID}/role`, body: {}, allowed: ['admin'] },
  { method: 'PATCH', path: `/api/admin/users/${MISSING_ID}`, body: {}, allowed: ['admin'] },
  { method: 'GET', path: '/api/admin/stats', allowed: ['admin', 'moderator'] },
];

export default rows;
