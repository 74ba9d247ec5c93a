import type { ErrorCode } from '../domain/domain-error.js';

const REQUIRED_CODE_METADATA = 'tara:required-code';

/** The required codes of each request class, by class name: the OpenAPI schema name of the body it describes. */
const requiredCodesBySchema = new Map<string, Map<string, ErrorCode>>();

/**
 * The module's own error code for a required field of a request DTO that is missing (absent, null or blank): the
 * global ValidationPipe then answers 400 with this code instead of VALIDATION_FAILED, and the message
 * `<field> is required` (request-validation.ts). The OpenAPI document lists the code on every operation whose body
 * is this DTO (openapi/error-responses.ts), so the error responses follow the DTO by themselves:
 *
 *   @RequiredCode(CommunityErrorCode.PostContentRequired)
 *   content: string;
 */
export function RequiredCode(code: ErrorCode): PropertyDecorator {
  return (prototype: object, property: string | symbol): void => declare(prototype.constructor, String(property), code);
}

/**
 * The same for fields a request class inherits from a shared parent, each subclass with its own module's code:
 *
 *   @RequiredCodes({ name: DestinationErrorCode.NameRequired })
 *   export class CreateDestinationRequest extends PlaceWriteRequest { ... }
 */
export function RequiredCodes(codes: Readonly<Record<string, ErrorCode>>): ClassDecorator {
  return (target: object): void => {
    for (const [property, code] of Object.entries(codes)) declare(target, property, code);
  };
}

function declare(target: object, property: string, code: ErrorCode): void {
  const codes = new Map(requiredCodesOf(target));
  codes.set(property, code);
  Reflect.defineMetadata(REQUIRED_CODE_METADATA, codes, target);
  requiredCodesBySchema.set((target as { name: string }).name, codes);
}

/** The required codes a request class declares (its own and its parents'), by property. */
export function requiredCodesOf(target: unknown): ReadonlyMap<string, ErrorCode> {
  if (typeof target !== 'function') return new Map();
  return (Reflect.getMetadata(REQUIRED_CODE_METADATA, target) as Map<string, ErrorCode> | undefined) ?? new Map();
}

/** The required codes of the request class whose OpenAPI schema has this name (none: an empty list). */
export function requiredCodesOfSchema(schemaName: string): ErrorCode[] {
  return [...new Set(requiredCodesBySchema.get(schemaName)?.values() ?? [])];
}
