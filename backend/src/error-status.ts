import type { ErrorStatusMap } from './shared/http/domain-error.filter.js';
import { categoryErrorStatus } from './modules/categories/http/category-error-status.js';

/**
 * HTTP status of every domain error code of every module. Each module's map is a
 * `Record<ModuleErrorCode, HttpStatus>`, so a code without a status does not compile.
 * A new module spreads its map in here.
 */
export const ERROR_STATUS_BY_CODE: ErrorStatusMap = {
  ...categoryErrorStatus,
};
