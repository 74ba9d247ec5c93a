import { DomainError } from '../../../shared/domain/domain-error.js';
import { CatalogRule, type RuleViolation } from '../../catalog/domain/catalog-rules.js';

/** Every error code of the services module; http/service-error-status.ts maps each one to a status. */
export enum ServiceErrorCode {
  NotFound = 'SERVICE_NOT_FOUND',
  NameRequired = 'SERVICE_NAME_REQUIRED',
  TextTooLong = 'SERVICE_TEXT_TOO_LONG',
  InvalidCoordinates = 'SERVICE_INVALID_COORDINATES',
  CoordinatesOutOfRange = 'SERVICE_COORDINATES_OUT_OF_RANGE',
  InvalidWebsite = 'SERVICE_INVALID_WEBSITE',
  InvalidImageUrl = 'SERVICE_INVALID_IMAGE_URL',
  TooManyImages = 'SERVICE_TOO_MANY_IMAGES',
  InvalidPhone = 'SERVICE_INVALID_PHONE',
  InvalidSlug = 'SERVICE_INVALID_SLUG',
  SlugTaken = 'SERVICE_SLUG_TAKEN',
  InvalidMainImageIndex = 'SERVICE_INVALID_MAIN_IMAGE_INDEX',
  InvalidGasPrice = 'SERVICE_INVALID_GAS_PRICE',
  CategoryRequired = 'SERVICE_CATEGORY_REQUIRED',
  UnknownCategory = 'SERVICE_UNKNOWN_CATEGORY',
  CategoryNotAllowed = 'SERVICE_CATEGORY_NOT_ALLOWED',
  InvalidOpeningHours = 'SERVICE_OPENING_HOURS_INVALID',
}

declare module '../../../shared/domain/domain-error.js' {
  interface ErrorCodeRegistry {
    services: ServiceErrorCode;
  }
}

export class ServiceError extends DomainError<ServiceErrorCode> {
  constructor(
    override readonly code: ServiceErrorCode,
    message: string,
    details?: Readonly<Record<string, unknown>>,
  ) {
    super(message, details);
  }

  static notFound(idOrSlug: string): ServiceError {
    return new ServiceError(ServiceErrorCode.NotFound, 'Service not found', { id: idOrSlug });
  }

  static slugTaken(slug: string): ServiceError {
    return new ServiceError(ServiceErrorCode.SlugTaken, `The URL slug '${slug}' is already used by another service`, {
      field: 'slug',
      slug,
    });
  }
}

const CODE_BY_RULE: Record<CatalogRule, ServiceErrorCode> = {
  [CatalogRule.NameRequired]: ServiceErrorCode.NameRequired,
  [CatalogRule.TextTooLong]: ServiceErrorCode.TextTooLong,
  [CatalogRule.InvalidCoordinates]: ServiceErrorCode.InvalidCoordinates,
  [CatalogRule.CoordinatesOutOfRange]: ServiceErrorCode.CoordinatesOutOfRange,
  [CatalogRule.InvalidWebsite]: ServiceErrorCode.InvalidWebsite,
  [CatalogRule.InvalidImageUrl]: ServiceErrorCode.InvalidImageUrl,
  [CatalogRule.TooManyImages]: ServiceErrorCode.TooManyImages,
  [CatalogRule.InvalidPhone]: ServiceErrorCode.InvalidPhone,
  [CatalogRule.UnknownCategory]: ServiceErrorCode.UnknownCategory,
  [CatalogRule.CategoryNotAllowed]: ServiceErrorCode.CategoryNotAllowed,
  [CatalogRule.InvalidOpeningHours]: ServiceErrorCode.InvalidOpeningHours,
};

/** The shared catalog rules, failing with this module's codes; `details.field` names the field. */
export const serviceViolation: RuleViolation = (rule, message, field) =>
  new ServiceError(CODE_BY_RULE[rule], message, { field });
