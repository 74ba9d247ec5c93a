import { ANYONE, MISSING_ID, type Caller, type MatrixRow } from './matrix.js';

/** Who may create and edit destinations, services and categories (DESIGN.md 4). */
const CONTENT_EDITORS: readonly Caller[] = ['editor', 'admin'];

/**
 * The catalog (destinations, services, categories writes, artwork): anyone reads, admins and editors write.
 * Write rows use a missing id or an empty body, so allowed callers get 400 or 404 and nothing is written.
 * (GET /api/categories is in core.matrix.ts.)
 */
const rows: MatrixRow[] = [
  { method: 'GET', path: '/api/destinations?search=betis&category=food&limit=5', allowed: ANYONE },
  { method: 'GET', path: `/api/destinations/${MISSING_ID}`, allowed: ANYONE },
  { method: 'POST', path: '/api/destinations', body: {}, allowed: CONTENT_EDITORS },
  { method: 'PATCH', path: `/api/destinations/${MISSING_ID}`, body: { name: 'Nowhere' }, allowed: CONTENT_EDITORS },
  { method: 'GET', path: '/api/services?type=motorist&category=gas&search=petron', allowed: ANYONE },
  { method: 'GET', path: `/api/services/${MISSING_ID}`, allowed: ANYONE },
  { method: 'GET', path: '/api/services/slug/no-such-service', allowed: ANYONE },
  { method: 'POST', path: '/api/services', body: {}, allowed: CONTENT_EDITORS },
  { method: 'PATCH', path: `/api/services/${MISSING_ID}`, body: { slug: 'nowhere' }, allowed: CONTENT_EDITORS },
  { method: 'POST', path: '/api/categories', body: {}, allowed: CONTENT_EDITORS },
  { method: 'PATCH', path: `/api/categories/${MISSING_ID}`, body: { name: 'Nowhere' }, allowed: CONTENT_EDITORS },
  { method: 'POST', path: '/api/opening-hours/preview', body: {}, allowed: CONTENT_EDITORS },
  { method: 'GET', path: '/api/artwork/destination/mount-arayat.svg?icon=trees&color=%232E7D32', allowed: ANYONE },
];

export default rows;
