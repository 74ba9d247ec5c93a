import type { AuthenticatedUser } from '../../../shared/auth/authenticated-user.js';

/** Who calls a coupons use case: the signed-in user's id and role (anonymous callers are `undefined`). */
export type Caller = Pick<AuthenticatedUser, 'id' | 'role'>;
