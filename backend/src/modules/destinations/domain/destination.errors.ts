import { DomainError } from '../../../shared/domain/domain-error.js';
import { CatalogRule, type RuleViolation } from '../../catalog/domain/catalog-rules.js';

/** Every error code of the destinations module; http/destination-error-status.ts maps each one to a status. */
export enum DestinationErrorCode {
  NotFound = 'DESTINATION_NOT_FOUND',
  NameRequired = 'DESTINATION_NAME_REQUIRED',
  TextTooLong = 'DESTINATION_TEXT_TOO_LONG',
  InvalidCoordinates = 'DESTINATION_INVALID_COORDINATES',
  CoordinatesOutOfRange = 'DESTINATION_COORDINATES_OUT_OF_RANGE',
  InvalidWebsite = 'DESTINATION_INVALID_WEBSITE',
  InvalidImageUrl = 'DESTINATION_INVALID_IMAGE_URL',
  TooManyImages = 'DESTINATION_TOO_MANY_IMAGES',
  InvalidPhone = 'DESTINATION_INVALID_PHONE',
  UnknownCategory = 'DESTINATION_UNKNOWN_CATEGORY',
  CategoryNotAllowed = 'DESTINATION_CATEGORY_NOT_ALLOWED',
  InvalidOpeningHours = 'DESTINATION_OPENING_HOURS_INVALID',
}

declare module '../../../shared/domain/domain-error.js' {
  interface ErrorCodeRegistry {
    destinations: DestinationErrorCode;
  }
}

export class DestinationError extends DomainError<DestinationErrorCode> {
  constructor(
    override readonly code: DestinationErrorCode,
    message: string,
    details?: Readonly<Record<string, unknown>>,
  ) {
    super(message, details);
  }

  static notFound(id: string): DestinationError {
    return new DestinationError(DestinationErrorCode.NotFound, 'Destination not found', { id });
  }
}

const CODE_BY_RULE: Record<CatalogRule, DestinationErrorCode> = {
  [CatalogRule.NameRequired]: DestinationErrorCode.NameRequired,
  [CatalogRule.TextTooLong]: DestinationErrorCode.TextTooLong,
  [CatalogRule.InvalidCoordinates]: DestinationErrorCode.InvalidCoordinates,
  [CatalogRule.CoordinatesOutOfRange]: DestinationErrorCode.CoordinatesOutOfRange,
  [CatalogRule.InvalidWebsite]: DestinationErrorCode.InvalidWebsite,
  [CatalogRule.InvalidImageUrl]: DestinationErrorCode.InvalidImageUrl,
  [CatalogRule.TooManyImages]: DestinationErrorCode.TooManyImages,
  [CatalogRule.InvalidPhone]: DestinationErrorCode.InvalidPhone,
  [CatalogRule.UnknownCategory]: DestinationErrorCode.UnknownCategory,
  [CatalogRule.CategoryNotAllowed]: DestinationErrorCode.CategoryNotAllowed,
  [CatalogRule.InvalidOpeningHours]: DestinationErrorCode.InvalidOpeningHours,
};

/** The shared catalog rules, failing with this module's codes; `details.field` names the field. */
export const destinationViolation: RuleViolation = (rule, message, field) =>
  new DestinationError(CODE_BY_RULE[rule], message, { field });
