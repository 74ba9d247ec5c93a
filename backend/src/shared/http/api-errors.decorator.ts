import type { ErrorCode } from '../domain/domain-error.js';

/** OpenAPI extension carrying the codes an operation declares; the document builder turns it into error responses. */
export const ERROR_CODES_EXTENSION = 'x-error-codes';
/** @nestjs/swagger's metadata key of ApiExtension (merged here, so that several @ApiErrors add up). */
const API_EXTENSION_METADATA = 'swagger/apiExtension';

function addCodes(target: object, codes: readonly ErrorCode[]): void {
  const extensions = (Reflect.getMetadata(API_EXTENSION_METADATA, target) ?? {}) as Record<string, unknown>;
  const known = (extensions[ERROR_CODES_EXTENSION] ?? []) as ErrorCode[];
  Reflect.defineMetadata(
    API_EXTENSION_METADATA,
    { ...extensions, [ERROR_CODES_EXTENSION]: [...new Set([...known, ...codes])] },
    target,
  );
}

/**
 * The error codes an endpoint answers besides the ones its guards and pipes give (401 UNAUTHENTICATED when it is not
 * @Public(), 403 FORBIDDEN with @Roles(), 429 RATE_LIMITED with @RateLimit(), 400 VALIDATION_FAILED with a body or a
 * query...; openapi/error-responses.ts adds those by itself). Each code is a member of a module's or the kernel's
 * enum, so a code that does not exist does not compile; its status comes from ERROR_STATUS_BY_CODE, never from here:
 *
 *   @ApiErrors(CouponErrorCode.NotFound, CouponErrorCode.SoldOut, CouponErrorCode.AlreadyClaimed)
 *
 * On a class: every endpoint of the controller. Several decorators add up.
 */
export function ApiErrors(...codes: ErrorCode[]): MethodDecorator & ClassDecorator {
  return (target: object, _key?: string | symbol, descriptor?: PropertyDescriptor): void => {
    if (descriptor) {
      addCodes(descriptor.value as object, codes);
      return;
    }
    const prototype = (target as { prototype: object }).prototype;
    for (const name of Object.getOwnPropertyNames(prototype)) {
      const method = Object.getOwnPropertyDescriptor(prototype, name)?.value as unknown;
      if (name !== 'constructor' && typeof method === 'function') addCodes(method, codes);
    }
  };
}
