import type { Translate } from '@tara/i18n';
import { isApiError, type ApiError, type ErrorCode } from '@tara/api-client';
import type { MessageId } from '../../i18n/i18n';

/** A 401: the session ended (the store's onUnauthorized already shows the message and redirects). */
export function isUnauthorized(error: unknown): boolean {
  return isApiError(error) && error.status === 401;
}

/**
 * The error codes (OpenAPI ErrorResponse.code) the admin app can meet and says in the language in force. The API's
 * messages stay English; a code not listed here (or a VALIDATION_FAILED naming its field) shows the server's text.
 */
export const ERROR_MESSAGES: Partial<Record<ErrorCode, MessageId>> = {
  CATEGORY_NAME_TAKEN: 'errors.categoryNameTaken',
  CATEGORY_INVALID_COLOR: 'errors.categoryInvalidColor',
  CATEGORY_INVALID_ICON: 'errors.categoryInvalidIcon',
  CATEGORY_INVALID_NAME: 'errors.categoryInvalidName',
  CATEGORY_INVALID_TYPE: 'errors.categoryInvalidType',
  CATEGORY_IN_USE: 'errors.categoryInUse',
  CATEGORY_NOT_FOUND: 'errors.categoryNotFound',
  DESTINATION_CATEGORY_NOT_ALLOWED: 'errors.destinationCategoryNotAllowed',
  DESTINATION_COORDINATES_OUT_OF_RANGE: 'form.coordinatesRange',
  DESTINATION_INVALID_COORDINATES: 'form.coordinatesInvalid',
  DESTINATION_INVALID_IMAGE_URL: 'form.imageUrlInvalid',
  DESTINATION_INVALID_PHONE: 'errors.invalidPhone',
  DESTINATION_INVALID_WEBSITE: 'form.websiteInvalid',
  DESTINATION_NAME_REQUIRED: 'form.nameRequired',
  DESTINATION_NOT_FOUND: 'errors.destinationNotFound',
  DESTINATION_OPENING_HOURS_INVALID: 'errors.openingHoursInvalid',
  DESTINATION_TOO_MANY_IMAGES: 'errors.tooManyImages',
  DESTINATION_UNKNOWN_CATEGORY: 'errors.categoryNotFound',
  SERVICE_CATEGORY_NOT_ALLOWED: 'errors.serviceCategoryNotAllowed',
  SERVICE_CATEGORY_REQUIRED: 'form.chooseCategory',
  SERVICE_COORDINATES_OUT_OF_RANGE: 'form.coordinatesRange',
  SERVICE_INVALID_COORDINATES: 'form.coordinatesInvalid',
  SERVICE_INVALID_GAS_PRICE: 'form.gasPriceInvalid',
  SERVICE_INVALID_IMAGE_URL: 'form.imageUrlInvalid',
  SERVICE_INVALID_PHONE: 'errors.invalidPhone',
  SERVICE_INVALID_SLUG: 'form.slugInvalid',
  SERVICE_INVALID_WEBSITE: 'form.websiteInvalid',
  SERVICE_NAME_REQUIRED: 'form.nameRequired',
  SERVICE_NOT_FOUND: 'errors.serviceNotFound',
  SERVICE_OPENING_HOURS_INVALID: 'errors.openingHoursInvalid',
  SERVICE_SLUG_TAKEN: 'errors.slugTaken',
  SERVICE_TOO_MANY_IMAGES: 'errors.tooManyImages',
  SERVICE_UNKNOWN_CATEGORY: 'errors.categoryNotFound',
  EMAIL_TAKEN: 'errors.emailTaken',
  INVALID_EMAIL: 'errors.invalidEmail',
  INVALID_NAME: 'errors.invalidName',
  INVALID_ROLE: 'errors.invalidRole',
  LAST_ADMIN: 'errors.lastAdmin',
  CANNOT_CHANGE_OWN_ROLE: 'errors.cannotChangeOwnRole',
  CANNOT_MODERATE_SELF: 'errors.cannotModerateSelf',
  USER_NOT_FOUND: 'errors.userNotFound',
  REPORT_NOT_FOUND: 'errors.reportNotFound',
  REPORT_ALREADY_RESOLVED: 'errors.reportAlreadyResolved',
  INVALID_REPORT_UPDATE: 'errors.invalidReportUpdate',
  BAN_IS_ADMIN_ONLY: 'errors.banIsAdminOnly',
  CANNOT_ACT_ON_STAFF: 'errors.cannotActOnStaff',
  CANNOT_ACT_ON_OWN: 'errors.cannotActOnOwn',
  FORBIDDEN: 'errors.forbidden',
  TOO_MANY_REQUESTS: 'errors.tooManyRequests',
  SERVICE_UNAVAILABLE: 'errors.unavailable',
  INTERNAL: 'errors.internal',
  COUPON_NOT_FOUND: 'errors.couponNotFound',
  COUPON_TITLE_REQUIRED: 'coupons.form.titleRequired',
  COUPON_EXPIRY_REQUIRED: 'coupons.form.expiryRequired',
  COUPON_BUSINESS_REQUIRED: 'coupons.form.businessRequired',
  COUPON_INVALID_DISCOUNT: 'errors.couponInvalidDiscount',
  COUPON_EXPIRY_IN_PAST: 'errors.couponExpiryInPast',
  COUPON_MAX_BELOW_CLAIMS: 'errors.couponMaxBelowClaims',
  COUPON_BUSINESS_NOT_FOUND: 'errors.couponBusinessNotFound',
  COUPON_BUSINESS_MISMATCH: 'errors.couponBusinessNotFound',
  PARTNER_STAFF_MEMBER_NOT_FOUND: 'errors.staffMemberNotFound',
  PARTNER_STAFF_ALREADY_ASSIGNED: 'errors.staffAlreadyAssigned',
};

/**
 * The admin forms' labels of the body fields the API names in a 400 (details.fields): a missing one reads
 * "<label> is required" / "Kailangan ang <label>" in the language in force. A field not listed shows its API name.
 */
const FIELD_LABELS: Readonly<Record<string, MessageId>> = {
  title: 'coupons.form.title',
  businessId: 'coupons.form.business',
  businessType: 'coupons.form.businessType',
  discountType: 'coupons.form.discountType',
  expiresAt: 'coupons.form.expiresAt',
  email: 'users.email',
  role: 'users.role',
  name: 'form.name',
  type: 'form.type',
  categoryId: 'form.category',
};

/** The required fields of a 400 (each said once) in the language in force; undefined when none is missing. */
function requiredFieldsText(error: ApiError, t: Translate<MessageId>): string | undefined {
  const missing = (error.fields ?? []).filter((field) => field.messages.some((m) => /\bis required\b/.test(m)));
  if (missing.length === 0) return undefined;
  return missing
    .map(({ field }) => {
      const label = FIELD_LABELS[field];
      return t('errors.fieldRequired', { field: label ? t(label) : field });
    })
    .join(' ');
}

/**
 * What a person should read in an 'Error' toast or alert: the translated message of a known error code, else the
 * fields a 400 says are missing ("Title is required"), else the server's sentence, else the spec-8 message
 * ("<status>: <body>").
 */
export function errorText(error: unknown, t: Translate<MessageId>): string {
  if (isApiError(error)) {
    // 429 RATE_LIMITED (a write rate limit, docs/rate-limits.md): how long to wait, in whole minutes (at least one).
    if (error.code === 'RATE_LIMITED')
      return t('errors.rateLimited', { minutes: Math.max(1, Math.ceil((error.retryAfterSeconds ?? 60) / 60)) });
    const id = error.code ? ERROR_MESSAGES[error.code] : undefined;
    return (id ? t(id) : requiredFieldsText(error, t)) ?? (error.serverMessage || error.message);
  }
  if (error instanceof Error) return error.message;
  return t('errors.unknown');
}
