import { ANYONE, MISSING_ID, SIGNED_IN_READERS, SIGNED_IN_WRITERS, type MatrixRow } from './matrix.js';

/**
 * Reviews (modules/reviews, docs/reviews.md): anyone reads a place's reviews and their summary; writing, editing and
 * deleting one's own review needs an account that is not suspended (a missing place or review answers 404 or 400).
 * Helpful votes and replies are changes (replies: the business's staff, which the use case checks after the guard, so
 * a missing review is 404 for every signed-in writer); my-votes and mine are a member's reads; a photo is anyone's.
 */
const rows: MatrixRow[] = [
  { method: 'GET', path: `/api/reviews?destinationId=${MISSING_ID}&sort=newest&stars=5&limit=5`, allowed: ANYONE },
  { method: 'GET', path: `/api/reviews/summary?serviceId=${MISSING_ID}`, allowed: ANYONE },
  { method: 'POST', path: '/api/reviews', body: {}, allowed: SIGNED_IN_WRITERS },
  { method: 'PATCH', path: `/api/reviews/${MISSING_ID}`, body: { stars: 4 }, allowed: SIGNED_IN_WRITERS },
  { method: 'DELETE', path: `/api/reviews/${MISSING_ID}`, allowed: SIGNED_IN_WRITERS },
  { method: 'GET', path: `/api/reviews/my-votes?destinationId=${MISSING_ID}`, allowed: SIGNED_IN_READERS },
  { method: 'GET', path: `/api/reviews/mine?serviceId=${MISSING_ID}`, allowed: SIGNED_IN_READERS },
  { method: 'PUT', path: `/api/reviews/${MISSING_ID}/helpful`, allowed: SIGNED_IN_WRITERS },
  { method: 'DELETE', path: `/api/reviews/${MISSING_ID}/helpful`, allowed: SIGNED_IN_WRITERS },
  { method: 'PUT', path: `/api/reviews/${MISSING_ID}/reply`, body: {}, allowed: SIGNED_IN_WRITERS },
  { method: 'DELETE', path: `/api/reviews/${MISSING_ID}/reply`, allowed: SIGNED_IN_WRITERS },
  { method: 'GET', path: `/api/reviews/photos/${MISSING_ID}.webp`, allowed: ANYONE },
];

export default rows;
