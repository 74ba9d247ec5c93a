export { baseApi, type ApiClientExtra } from './base-api';
export {
  API_BASE_URL,
  createBaseQuery,
  totalCappedOf,
  totalCountOf,
  type AppBaseQuery,
  type BaseQueryOptions,
} from './base-query';
export {
  formatHttpErrorMessage,
  isApiError,
  toApiError,
  type ApiError,
  type ErrorCode,
  type InvalidField,
} from './api-error';
export * from './generated';
