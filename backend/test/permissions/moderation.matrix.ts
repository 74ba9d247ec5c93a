import { MISSING_ID, SIGNED_IN_READERS, type Caller, type MatrixRow } from './matrix.js';

/** Who reads and acts on reports (DESIGN.md 4). */
const MODERATORS: readonly Caller[] = ['moderator', 'admin'];

/** Moderation (modules/moderation): the queue and actions for moderators, the audit log for admins, notices for members. */
const rows: MatrixRow[] = [
  { method: 'GET', path: '/api/reports?status=pending&search=spam', allowed: MODERATORS },
  { method: 'GET', path: '/api/reports/queue', allowed: MODERATORS },
  { method: 'GET', path: '/api/reports/stats', allowed: MODERATORS },
  { method: 'PATCH', path: `/api/reports/${MISSING_ID}`, body: { status: 'reviewed' }, allowed: MODERATORS },
  { method: 'POST', path: `/api/reports/${MISSING_ID}/actions`, body: { action: 'dismiss' }, allowed: MODERATORS },
  {
    method: 'POST',
    path: `/api/reports/${MISSING_ID}/actions`,
    body: { action: 'remove_review' },
    allowed: MODERATORS,
  },
  { method: 'GET', path: '/api/admin/audit?action=report.', allowed: ['admin'] },
  { method: 'GET', path: '/api/user/notices', allowed: SIGNED_IN_READERS },
  // A suspended member may dismiss the notice of the suspension (issue 10, point 3).
  { method: 'POST', path: `/api/user/notices/${MISSING_ID}/seen`, allowed: SIGNED_IN_READERS },
];

export default rows;
