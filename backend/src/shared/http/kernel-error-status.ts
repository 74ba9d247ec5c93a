import { HttpStatus } from '@nestjs/common';
import { KernelErrorCode } from '../domain/kernel.errors.js';

/** HTTP status of each shared error code (spread into ERROR_STATUS_BY_CODE). A code without one does not compile. */
export const KERNEL_ERROR_STATUS: Record<KernelErrorCode, HttpStatus> = {
  [KernelErrorCode.ValidationFailed]: HttpStatus.BAD_REQUEST,
  [KernelErrorCode.MalformedJson]: HttpStatus.BAD_REQUEST,
  [KernelErrorCode.BadRequest]: HttpStatus.BAD_REQUEST,
  [KernelErrorCode.Unauthenticated]: HttpStatus.UNAUTHORIZED,
  [KernelErrorCode.Unauthorized]: HttpStatus.UNAUTHORIZED,
  [KernelErrorCode.Forbidden]: HttpStatus.FORBIDDEN,
  [KernelErrorCode.InvalidPassword]: HttpStatus.BAD_REQUEST,
  [KernelErrorCode.NotFound]: HttpStatus.NOT_FOUND,
  [KernelErrorCode.MethodNotAllowed]: HttpStatus.METHOD_NOT_ALLOWED,
  [KernelErrorCode.Conflict]: HttpStatus.CONFLICT,
  [KernelErrorCode.PayloadTooLarge]: HttpStatus.PAYLOAD_TOO_LARGE,
  [KernelErrorCode.UnsupportedMediaType]: HttpStatus.UNSUPPORTED_MEDIA_TYPE,
  [KernelErrorCode.RateLimited]: HttpStatus.TOO_MANY_REQUESTS,
  [KernelErrorCode.TooManyRequests]: HttpStatus.TOO_MANY_REQUESTS,
  [KernelErrorCode.ServiceUnavailable]: HttpStatus.SERVICE_UNAVAILABLE,
  [KernelErrorCode.Draining]: HttpStatus.SERVICE_UNAVAILABLE,
  [KernelErrorCode.Internal]: HttpStatus.INTERNAL_SERVER_ERROR,
};
