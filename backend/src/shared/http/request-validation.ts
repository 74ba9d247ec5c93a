import { getMetadataStorage, ValidationTypes, type ValidationError } from 'class-validator';
import type { ErrorCode } from '../domain/domain-error.js';
import { requiredCodesOf } from './required-code.decorator.js';

export interface InvalidField {
  /** Dotted path of the field, e.g. 'type' or 'images.0'. */
  readonly field: string;
  readonly messages: readonly string[];
}

/** The constraint name of a missing required field, and the context key carrying its module's code. */
export const IS_REQUIRED = 'isRequired';

/**
 * Constraints on the size of a value that is there (length, range, count): a field's other failures (its type, its
 * format) say more, so these speak only when nothing else is wrong.
 */
const SIZE_CONSTRAINTS = new Set([
  'maxLength',
  'minLength',
  'isLength',
  'max',
  'min',
  'arrayMaxSize',
  'arrayMinSize',
  'maxDate',
  'minDate',
  'isByteLength',
]);

/**
 * Thrown by the global ValidationPipe (and the pipes before it); the filter renders it as 400 with `code`
 * (VALIDATION_FAILED unless a missing field's DTO declares its module's code, @RequiredCode) naming the fields.
 */
export class RequestValidationError extends Error {
  override readonly name = 'RequestValidationError';

  constructor(
    readonly fields: readonly InvalidField[],
    /** The module's code of the first missing required field that declares one (@RequiredCode). */
    readonly code?: ErrorCode,
    /** That field: the filter names it as details.field, as the module's domain errors of the same code do. */
    readonly codeField?: string,
  ) {
    super(fields.flatMap((field) => field.messages).join('; ') || 'The request is invalid');
  }

  /**
   * One message per field, the most telling: a missing required field says only that it is required (never its
   * length or type rules); a present value says what is wrong with it first (type, format), its size last.
   */
  static fromValidationErrors(errors: readonly ValidationError[]): RequestValidationError {
    const flat = flatten(errors, '');
    const coded = flat.find((entry) => entry.code !== undefined);
    return new RequestValidationError(
      flat.map(({ field, messages }) => ({ field, messages })),
      coded?.code,
      coded?.field,
    );
  }
}

function flatten(errors: readonly ValidationError[], prefix: string): Array<InvalidField & { code?: ErrorCode }> {
  return errors.flatMap((error) => {
    const field = prefix ? `${prefix}.${error.property}` : error.property;
    const first = firstConstraint(error.constraints ?? {});
    const own =
      first === undefined
        ? []
        : [
            {
              field,
              messages: [first.message],
              code: first.name === IS_REQUIRED ? codeOfContext(error.contexts?.[IS_REQUIRED]) : undefined,
            },
          ];
    return [...own, ...flatten(error.children ?? [], field)];
  });
}

function firstConstraint(constraints: Readonly<Record<string, string>>): { name: string; message: string } | undefined {
  const rank = (name: string): number => (name === IS_REQUIRED ? 0 : SIZE_CONSTRAINTS.has(name) ? 2 : 1);
  const [name] = Object.keys(constraints).sort((a, b) => rank(a) - rank(b));
  return name === undefined ? undefined : { name, message: constraints[name] };
}

function codeOfContext(context: unknown): ErrorCode | undefined {
  return (context as { code?: ErrorCode } | undefined)?.code;
}

/** A value that a required field does not accept as being there: absent, null, or text with nothing to read. */
function isMissing(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/**
 * The properties of a request class that have rules and no @IsOptional / @ValidateIf, the required ones, each with
 * the sentence saying so: its @IsDefined message when it has one (its own words), else `<field> is required`.
 */
function requiredPropertiesOf(target: new (...args: never[]) => unknown): Map<string, string> {
  const metadatas = getMetadataStorage().getTargetValidationMetadatas(target, '', true, false);
  const required = new Map<string, string>();
  const conditional = new Set<string>();
  for (const metadata of metadatas) {
    if (metadata.type === ValidationTypes.WHITELIST) continue;
    if (metadata.type === ValidationTypes.CONDITIONAL_VALIDATION) conditional.add(metadata.propertyName);
    const own = metadata.type === ValidationTypes.IS_DEFINED && typeof metadata.message === 'string';
    if (own || !required.has(metadata.propertyName)) {
      required.set(metadata.propertyName, own ? (metadata.message as string) : `${metadata.propertyName} is required`);
    }
  }
  for (const property of conditional) required.delete(property);
  return required;
}

/**
 * The validation errors of a request object with its missing required fields made "required" errors: a required
 * field (one without @IsOptional) that is absent, null or blank text gets the one constraint `isRequired`
 * (`<field> is required`, with its module's code from @RequiredCode as context) in place of whatever its other rules
 * said (a maximum length, a type); a blank one that its rules let through gets it too. Every DTO at once.
 */
export function withRequiredFields(object: object, errors: readonly ValidationError[]): ValidationError[] {
  const target = object.constructor as new (...args: never[]) => unknown;
  if (typeof target !== 'function' || target === Object) return [...errors];
  const codes = requiredCodesOf(target);
  const byProperty = new Map(errors.map((error) => [error.property, error]));
  const result = [...errors];
  for (const [property, message] of requiredPropertiesOf(target)) {
    const value = (object as Record<string, unknown>)[property];
    if (!isMissing(value)) continue;
    const required: ValidationError = {
      property,
      value,
      children: [],
      constraints: { [IS_REQUIRED]: message },
      contexts: { [IS_REQUIRED]: { code: codes.get(property) } },
    };
    const existing = byProperty.get(property);
    if (existing) result[result.indexOf(existing)] = required;
    else result.push(required);
  }
  return order(result, target);
}

/** Errors in the order the class declares its properties, so that the first missing field is the first written. */
function order(errors: ValidationError[], target: new (...args: never[]) => unknown): ValidationError[] {
  const properties = [
    ...new Set(
      getMetadataStorage()
        .getTargetValidationMetadatas(target, '', true, false)
        .map((m) => m.propertyName),
    ),
  ];
  const position = (error: ValidationError): number => {
    const index = properties.indexOf(error.property);
    return index === -1 ? properties.length : index;
  };
  return [...errors].sort((a, b) => position(a) - position(b));
}
