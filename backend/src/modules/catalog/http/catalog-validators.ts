import { ValidateBy, ValidateIf, type ValidationOptions } from 'class-validator';
import { CatalogMessages } from '../domain/catalog-rules.js';
import { NearMessages, readNear } from '../domain/place-order.js';

/**
 * A coordinate in a body: a number or a string (the spec's forms enter coordinates as text). Whether the
 * string is numeric and in range is the domain's rule (with the spec's messages); here only the JSON type.
 */
export function IsCoordinateInput(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isCoordinateInput',
      validator: {
        validate: (value: unknown) =>
          (typeof value === 'number' && Number.isFinite(value)) || typeof value === 'string',
        defaultMessage: () => CatalogMessages.invalidCoordinates,
      },
    },
    options,
  );
}

/** Skip the other validators when the value is absent, null or '' (all of them mean "none" / "clear"). */
export function IsOptionalOrEmpty(): PropertyDecorator {
  return ValidateIf((_object, value: unknown) => value !== undefined && value !== null && value !== '');
}

/**
 * `near` of a place list: one string 'latitude,longitude' in range (place-order.ts readNear, with the spec's range
 * message); the message says what is wrong. A repeated key (an array), a number or anything else is refused.
 */
export function IsNearPoint(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isNearPoint',
      validator: {
        validate: (value: unknown) => !('error' in readNear(value)),
        defaultMessage: (args) => {
          const read = readNear(args?.value);
          return 'error' in read ? read.error : NearMessages.format;
        },
      },
    },
    options,
  );
}
