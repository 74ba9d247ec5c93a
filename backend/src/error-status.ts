import type { HttpStatus } from '@nestjs/common';
import type { ErrorCode } from './shared/domain/domain-error.js';
import { authErrorStatus } from './modules/auth/http/auth-error-status.js';
import { userErrorStatus } from './modules/users/http/user-error-status.js';
import { categoryErrorStatus } from './modules/categories/http/category-error-status.js';
import { destinationErrorStatus } from './modules/destinations/http/destination-error-status.js';
import { serviceErrorStatus } from './modules/services/http/service-error-status.js';
import { COMMUNITY_ERROR_STATUS } from './modules/community/http/community-error-status.js';
import { MODERATION_ERROR_STATUS } from './modules/moderation/http/moderation-error-status.js';
import { COUPON_ERROR_STATUS } from './modules/coupons/http/coupon-error-status.js';
import { reviewErrorStatus } from './modules/reviews/http/review-error-status.js';
import { openingHoursErrorStatus } from './modules/catalog/http/opening-hours-error-status.js';
import { KERNEL_ERROR_STATUS } from './shared/http/kernel-error-status.js';

/**
 * HTTP status of every domain error code of every module. The type is a Record over ErrorCode, the union of the codes
 * every module registered (shared/domain/domain-error.ts): a module whose map is not spread in here, or a code without
 * a status, does not compile. The shared codes (the HTTP layer's, the guards', INVALID_PASSWORD) are the kernel's
 * (shared/domain/kernel.errors.ts); a module's enum holds only its own. error-status.spec.ts checks that each code of
 * every module's enum is a 4xx, and kernel-errors.spec.ts that no code is defined twice.
 */
export const ERROR_STATUS_BY_CODE: Readonly<Record<ErrorCode, HttpStatus>> = {
  ...KERNEL_ERROR_STATUS,
  ...authErrorStatus,
  ...userErrorStatus,
  ...categoryErrorStatus,
  ...destinationErrorStatus,
  ...serviceErrorStatus,
  ...COMMUNITY_ERROR_STATUS,
  ...MODERATION_ERROR_STATUS,
  ...COUPON_ERROR_STATUS,
  ...reviewErrorStatus,
  ...openingHoursErrorStatus,
};
