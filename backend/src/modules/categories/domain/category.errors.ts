import { DomainError } from '../../../shared/domain/domain-error.js';

/** Every error code of the categories module; http/category-error-status.ts maps each one to a status. */
export enum CategoryErrorCode {
  NotFound = 'CATEGORY_NOT_FOUND',
  NameTaken = 'CATEGORY_NAME_TAKEN',
  InvalidName = 'CATEGORY_INVALID_NAME',
  InvalidType = 'CATEGORY_INVALID_TYPE',
  InvalidIcon = 'CATEGORY_INVALID_ICON',
  InvalidColor = 'CATEGORY_INVALID_COLOR',
  /** A type change that would leave destinations or services in a category of the wrong type. */
  InUse = 'CATEGORY_IN_USE',
}

declare module '../../../shared/domain/domain-error.js' {
  interface ErrorCodeRegistry {
    categories: CategoryErrorCode;
  }
}

export class CategoryError extends DomainError<CategoryErrorCode> {
  constructor(
    override readonly code: CategoryErrorCode,
    message: string,
    details?: Readonly<Record<string, unknown>>,
  ) {
    super(message, details);
  }
}
