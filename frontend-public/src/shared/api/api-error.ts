// The error shape every endpoint returns comes from the API client (spec section 8: "<status>: <body text>").
export { formatHttpErrorMessage, isApiError, toApiError, type ApiError, type ErrorCode } from '@tara/api-client';
