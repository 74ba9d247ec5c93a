import type { ValidationError } from 'class-validator';

export interface InvalidField {
  /** Dotted path of the field, e.g. 'type' or 'images.0'. */
  readonly field: string;
  readonly messages: readonly string[];
}

/** Thrown by the global ValidationPipe; the filter renders it as 400 VALIDATION_FAILED. */
export class RequestValidationError extends Error {
  override readonly name = 'RequestValidationError';

  constructor(readonly fields: readonly InvalidField[]) {
    super(fields.flatMap((field) => field.messages).join('; ') || 'The request is invalid');
  }

  static fromValidationErrors(errors: readonly ValidationError[]): RequestValidationError {
    return new RequestValidationError(flatten(errors, ''));
  }
}

function flatten(errors: readonly ValidationError[], prefix: string): InvalidField[] {
  return errors.flatMap((error) => {
    const field = prefix ? `${prefix}.${error.property}` : error.property;
    const own = error.constraints ? [{ field, messages: Object.values(error.constraints) }] : [];
    return [...own, ...flatten(error.children ?? [], field)];
  });
}
