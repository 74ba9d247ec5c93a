import type { ErrorStatusMap } from './shared/http/domain-error.filter.js';
import { authErrorStatus } from './shared/auth/auth-error-status.js';
import { userErrorStatus } from './modules/users/http/user-error-status.js';
import { categoryErrorStatus } from './modules/categories/http/category-error-status.js';
import { destinationErrorStatus } from './modules/destinations/http/destination-error-status.js';
import { serviceErrorStatus } from './modules/services/http/service-error-status.js';

/**
 * HTTP status of every domain error code of every module. Each module's map is a
 * `Record<ModuleErrorCode, HttpStatus>`, so a code without a status does not compile.
 * A new module spreads its map in here.
 */
export const ERROR_STATUS_BY_CODE: ErrorStatusMap = {
  ...authErrorStatus,
  ...userErrorStatus,
  ...categoryErrorStatus,
  ...destinationErrorStatus,
  ...serviceErrorStatus,
};
