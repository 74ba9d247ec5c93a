import { ANYONE, MISSING_ID, SIGNED_IN_READERS, SIGNED_IN_WRITERS, type Caller, type MatrixRow } from './matrix.js';

const ADMIN: readonly Caller[] = ['admin'];

/**
 * Coupons (modules/coupons): anyone reads active coupons; claiming needs an account that is not suspended; managing
 * coupons and partner staff is for admins; checking codes at the counter is for admins and assigned staff (no matrix
 * caller is staff anywhere, so only the admin gets through: the others are 403 NOT_PARTNER_STAFF).
 */
const rows: MatrixRow[] = [
  { method: 'GET', path: '/api/coupons?category=food&search=sisig&limit=5', allowed: ANYONE },
  { method: 'GET', path: '/api/coupons?all=true', allowed: ADMIN },
  { method: 'GET', path: '/api/coupons/stats', allowed: ANYONE },
  { method: 'GET', path: `/api/coupons/${MISSING_ID}`, allowed: ANYONE },
  { method: 'POST', path: '/api/coupons', body: {}, allowed: ADMIN },
  { method: 'PATCH', path: `/api/coupons/${MISSING_ID}`, body: { isActive: false }, allowed: ADMIN },
  { method: 'DELETE', path: `/api/coupons/${MISSING_ID}`, allowed: ADMIN },
  { method: 'POST', path: `/api/coupons/${MISSING_ID}/redeem`, allowed: SIGNED_IN_WRITERS },
  { method: 'GET', path: '/api/user/coupons', allowed: SIGNED_IN_READERS },
  { method: 'GET', path: '/api/user/staff-assignments', allowed: SIGNED_IN_READERS },
  { method: 'GET', path: '/api/coupon-codes/AAAAA-BBBBB', allowed: ADMIN },
  { method: 'POST', path: '/api/coupon-codes/AAAAA-BBBBB/use', allowed: ADMIN },
  { method: 'GET', path: '/api/partner-staff', allowed: ADMIN },
  { method: 'POST', path: '/api/partner-staff', body: {}, allowed: ADMIN },
  { method: 'DELETE', path: `/api/partner-staff/${MISSING_ID}`, allowed: ADMIN },
];

export default rows;
