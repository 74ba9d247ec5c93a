import { ANYONE, MISSING_ID, SIGNED_IN_READERS, SIGNED_IN_WRITERS, type Caller, type MatrixRow } from './matrix.js';

/** Who may create posts (DESIGN.md 4). */
const POSTERS: readonly Caller[] = ['verified_blogger', 'editor', 'moderator', 'admin'];

/** The community (modules/community): members read the feed; changes need an account that is not suspended. */
const rows: MatrixRow[] = [
  { method: 'GET', path: '/api/posts?topic=traffic&search=nlex&limit=5', allowed: SIGNED_IN_READERS },
  { method: 'GET', path: '/api/posts/stats', allowed: SIGNED_IN_READERS },
  { method: 'GET', path: `/api/posts/${MISSING_ID}`, allowed: SIGNED_IN_READERS },
  { method: 'POST', path: '/api/posts', body: {}, allowed: POSTERS },
  { method: 'DELETE', path: `/api/posts/${MISSING_ID}`, allowed: SIGNED_IN_WRITERS },
  { method: 'POST', path: `/api/posts/${MISSING_ID}/like`, allowed: SIGNED_IN_WRITERS },
  { method: 'POST', path: `/api/posts/${MISSING_ID}/share`, allowed: SIGNED_IN_WRITERS },
  { method: 'GET', path: `/api/posts/${MISSING_ID}/comments`, allowed: SIGNED_IN_READERS },
  { method: 'POST', path: `/api/posts/${MISSING_ID}/comments`, body: {}, allowed: SIGNED_IN_WRITERS },
  { method: 'DELETE', path: `/api/comments/${MISSING_ID}`, allowed: SIGNED_IN_WRITERS },
  { method: 'POST', path: '/api/reports', body: {}, allowed: SIGNED_IN_WRITERS },
  // A review's report (issue 32, item 6): the same endpoint and rule as a post's.
  { method: 'POST', path: '/api/reports', body: { reviewId: MISSING_ID, reason: 'spam' }, allowed: SIGNED_IN_WRITERS },
  // Every member uploads: a post's photo (posters) or a review's (anyone who reviews).
  { method: 'POST', path: '/api/uploads', allowed: SIGNED_IN_WRITERS },
  { method: 'GET', path: `/api/images/${MISSING_ID}.webp`, allowed: ANYONE },
];

export default rows;
