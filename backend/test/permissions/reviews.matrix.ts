import { ANYONE, MISSING_ID, SIGNED_IN_WRITERS, type MatrixRow } from './matrix.js';

/**
 * Reviews (modules/reviews, docs/reviews.md): anyone reads a place's reviews and their summary; writing, editing and
 * deleting one's own review needs an account that is not suspended (a missing place or review answers 404 or 400).
 */
const rows: MatrixRow[] = [
  { method: 'GET', path: `/api/reviews?destinationId=${MISSING_ID}&sort=newest&stars=5&limit=5`, allowed: ANYONE },
  { method: 'GET', path: `/api/reviews/summary?serviceId=${MISSING_ID}`, allowed: ANYONE },
  { method: 'POST', path: '/api/reviews', body: {}, allowed: SIGNED_IN_WRITERS },
  { method: 'PATCH', path: `/api/reviews/${MISSING_ID}`, body: { stars: 4 }, allowed: SIGNED_IN_WRITERS },
  { method: 'DELETE', path: `/api/reviews/${MISSING_ID}`, allowed: SIGNED_IN_WRITERS },
];

export default rows;
