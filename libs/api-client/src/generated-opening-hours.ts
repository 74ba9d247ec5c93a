import { baseApi as api } from './base-api';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    openingHoursPreview: build.mutation<OpeningHoursPreviewApiResponse, OpeningHoursPreviewApiArg>({
      query: (queryArg) => ({
        url: `/api/opening-hours/preview`,
        method: 'POST',
        body: queryArg.openingHoursPreviewRequest,
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as openingHoursApi };
export type OpeningHoursPreviewApiResponse = /** status 200  */ OpeningHoursPreviewResponse;
export type OpeningHoursPreviewApiArg = {
  openingHoursPreviewRequest: OpeningHoursPreviewRequest;
};
export type HolidayNameResponse = {
  en: string;
  fil: string;
};
export type OpenIntervalResponse = {
  end: string;
  start: string;
};
export type OpeningHoursDayResponse = {
  /** A day in Manila */
  date: string;
  /** The public holiday of the Philippines that day, or null */
  holiday: HolidayNameResponse | null;
  /** The openings that begin that day, with their real closing (after midnight for a late night); a day open from midnight to midnight has one interval of 24 hours. Empty: closed that day. */
  intervals: OpenIntervalResponse[];
};
export type OpeningHoursPreviewResponse = {
  /** The coming 7 days in Manila, from today */
  days: OpeningHoursDayResponse[];
  /** Open without a break for the coming 7 days ('Open 24/7') */
  is24_7: boolean;
};
export type ErrorResponse = {
  /** Stable machine-readable code (e.g. VALIDATION_FAILED, NOT_FOUND, CATEGORY_NOT_FOUND, INTERNAL) */
  code:
    | 'ACCOUNT_BANNED'
    | 'ACCOUNT_SUSPENDED'
    | 'ACTOR_NOT_ACTIVE'
    | 'API_TOKEN_NOT_FOUND'
    | 'BAD_REQUEST'
    | 'BAN_IS_ADMIN_ONLY'
    | 'CANNOT_ACT_ON_OWN'
    | 'CANNOT_ACT_ON_STAFF'
    | 'CANNOT_CHANGE_OWN_ROLE'
    | 'CANNOT_MODERATE_SELF'
    | 'CANNOT_REPORT_OWN_POST'
    | 'CANNOT_REPORT_OWN_REVIEW'
    | 'CATEGORY_INVALID_COLOR'
    | 'CATEGORY_INVALID_ICON'
    | 'CATEGORY_INVALID_NAME'
    | 'CATEGORY_INVALID_TYPE'
    | 'CATEGORY_IN_USE'
    | 'CATEGORY_NAME_TAKEN'
    | 'CATEGORY_NOT_FOUND'
    | 'COMMENT_CONTENT_REQUIRED'
    | 'COMMENT_NOT_FOUND'
    | 'COMMENT_TOO_LONG'
    | 'CONFLICT'
    | 'COUPON_ALREADY_CLAIMED'
    | 'COUPON_BUSINESS_MISMATCH'
    | 'COUPON_BUSINESS_NOT_FOUND'
    | 'COUPON_BUSINESS_REQUIRED'
    | 'COUPON_CATEGORY_NOT_FOUND'
    | 'COUPON_CODE_ALREADY_USED'
    | 'COUPON_CODE_EXPIRED'
    | 'COUPON_CODE_NOT_FOUND'
    | 'COUPON_CODE_WITHDRAWN'
    | 'COUPON_DESCRIPTION_TOO_LONG'
    | 'COUPON_EXPIRED'
    | 'COUPON_EXPIRY_IN_PAST'
    | 'COUPON_EXPIRY_REQUIRED'
    | 'COUPON_INACTIVE'
    | 'COUPON_INVALID_DISCOUNT'
    | 'COUPON_INVALID_MAX_REDEMPTIONS'
    | 'COUPON_MAX_BELOW_CLAIMS'
    | 'COUPON_NOT_FOUND'
    | 'COUPON_SOLD_OUT'
    | 'COUPON_TITLE_REQUIRED'
    | 'COUPON_TITLE_TOO_LONG'
    | 'CROSS_SITE_REQUEST_BLOCKED'
    | 'DESTINATION_CATEGORY_NOT_ALLOWED'
    | 'DESTINATION_COORDINATES_OUT_OF_RANGE'
    | 'DESTINATION_INVALID_COORDINATES'
    | 'DESTINATION_INVALID_IMAGE_URL'
    | 'DESTINATION_INVALID_PHONE'
    | 'DESTINATION_INVALID_WEBSITE'
    | 'DESTINATION_NAME_REQUIRED'
    | 'DESTINATION_NOT_FOUND'
    | 'DESTINATION_OPENING_HOURS_INVALID'
    | 'DESTINATION_TEXT_TOO_LONG'
    | 'DESTINATION_TOO_MANY_IMAGES'
    | 'DESTINATION_UNKNOWN_CATEGORY'
    | 'DRAINING'
    | 'EMAIL_TAKEN'
    | 'FORBIDDEN'
    | 'IMAGE_ALREADY_USED'
    | 'IMAGE_NOT_FOUND'
    | 'IMAGE_PROCESSING_BUSY'
    | 'IMAGE_REQUIRED'
    | 'IMAGE_TOO_LARGE'
    | 'IMAGE_TOO_MANY_PIXELS'
    | 'IMAGE_TYPE_NOT_ALLOWED'
    | 'IMAGE_UNREADABLE'
    | 'INTERNAL'
    | 'INVALID_API_TOKEN_NAME'
    | 'INVALID_CREDENTIALS'
    | 'INVALID_EMAIL'
    | 'INVALID_MODERATION_REQUEST'
    | 'INVALID_NAME'
    | 'INVALID_PASSWORD'
    | 'INVALID_PASSWORD_TOKEN'
    | 'INVALID_PROFILE_IMAGE_URL'
    | 'INVALID_REPORT_UPDATE'
    | 'INVALID_ROLE'
    | 'LAST_ADMIN'
    | 'MALFORMED_JSON'
    | 'METHOD_NOT_ALLOWED'
    | 'NOTICE_NOT_FOUND'
    | 'NOT_A_MODERATOR'
    | 'NOT_FOUND'
    | 'NOT_PARTNER_STAFF'
    | 'NOT_STAFF_OF_THIS_BUSINESS'
    | 'NOT_YOUR_COMMENT'
    | 'NOT_YOUR_POST'
    | 'OIDC_EMAIL_NOT_VERIFIED'
    | 'OIDC_NOT_CONFIGURED'
    | 'OIDC_SIGN_IN_FAILED'
    | 'OPENING_HOURS_INVALID'
    | 'PARTNER_STAFF_ALREADY_ASSIGNED'
    | 'PARTNER_STAFF_ASSIGNMENT_NOT_FOUND'
    | 'PARTNER_STAFF_MEMBER_NOT_FOUND'
    | 'PARTNER_STAFF_MEMBER_REQUIRED'
    | 'PASSWORD_TOKEN_EXPIRED'
    | 'PAYLOAD_TOO_LARGE'
    | 'POSTING_NOT_ALLOWED'
    | 'POST_ALREADY_REPORTED'
    | 'POST_CONTENT_REQUIRED'
    | 'POST_LOCATION_TOO_LONG'
    | 'POST_NOT_FOUND'
    | 'POST_TOO_LONG'
    | 'RATE_LIMITED'
    | 'REPORTED_REVIEW_NOT_FOUND'
    | 'REPORT_ALREADY_RESOLVED'
    | 'REPORT_DESCRIPTION_TOO_LONG'
    | 'REPORT_NOT_FOUND'
    | 'REPORT_SUBJECT_REQUIRED'
    | 'REVIEW_ALREADY_REPORTED'
    | 'REVIEW_ALREADY_REVIEWED'
    | 'REVIEW_DUPLICATE_PHOTO'
    | 'REVIEW_INVALID_STARS'
    | 'REVIEW_INVALID_VISIT_MONTH'
    | 'REVIEW_NOT_AUTHOR'
    | 'REVIEW_NOT_BUSINESS_STAFF'
    | 'REVIEW_NOT_FOUND'
    | 'REVIEW_OWN_BUSINESS'
    | 'REVIEW_OWN_VOTE'
    | 'REVIEW_PHOTO_NOT_AVAILABLE'
    | 'REVIEW_PHOTO_NOT_FOUND'
    | 'REVIEW_PLACE_NOT_FOUND'
    | 'REVIEW_PLACE_REQUIRED'
    | 'REVIEW_REPLY_NOT_FOUND'
    | 'REVIEW_REPLY_TEXT_REQUIRED'
    | 'REVIEW_REPLY_TEXT_TOO_LONG'
    | 'REVIEW_STARS_REQUIRED'
    | 'REVIEW_TEXT_REQUIRED'
    | 'REVIEW_TEXT_TOO_LONG'
    | 'REVIEW_TEXT_TOO_SHORT'
    | 'REVIEW_TOO_MANY_PHOTOS'
    | 'REVIEW_VISIT_MONTH_REQUIRED'
    | 'SERVICE_CATEGORY_NOT_ALLOWED'
    | 'SERVICE_CATEGORY_REQUIRED'
    | 'SERVICE_COORDINATES_OUT_OF_RANGE'
    | 'SERVICE_INVALID_COORDINATES'
    | 'SERVICE_INVALID_GAS_PRICE'
    | 'SERVICE_INVALID_IMAGE_URL'
    | 'SERVICE_INVALID_MAIN_IMAGE_INDEX'
    | 'SERVICE_INVALID_PHONE'
    | 'SERVICE_INVALID_SLUG'
    | 'SERVICE_INVALID_WEBSITE'
    | 'SERVICE_NAME_REQUIRED'
    | 'SERVICE_NOT_FOUND'
    | 'SERVICE_OPENING_HOURS_INVALID'
    | 'SERVICE_SLUG_TAKEN'
    | 'SERVICE_TEXT_TOO_LONG'
    | 'SERVICE_TOO_MANY_IMAGES'
    | 'SERVICE_UNAVAILABLE'
    | 'SERVICE_UNKNOWN_CATEGORY'
    | 'TOO_MANY_ATTEMPTS'
    | 'TOO_MANY_REQUESTS'
    | 'UNAUTHENTICATED'
    | 'UNAUTHORIZED'
    | 'UNSUPPORTED_MEDIA_TYPE'
    | 'USER_NOT_FOUND'
    | 'VALIDATION_FAILED';
  /** Extra facts, e.g. the invalid fields of a VALIDATION_FAILED error */
  details?: {
    [key: string]: any;
  };
  message: string;
  /** Same as the HTTP status */
  statusCode: number;
};
export type OpeningHoursPreviewRequest = {
  /** The hours as typed, in OpenStreetMap `opening_hours` syntax ('24/7', 'Mo-Fr 08:00-17:00; PH off'), read in Asia/Manila; PH is the public holidays of the Philippines. */
  openingHours: string;
};
export const { useOpeningHoursPreviewMutation } = injectedRtkApi;
