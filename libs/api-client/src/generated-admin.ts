import { generatedApi as api } from './generated';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    moderationAudit: build.query<ModerationAuditApiResponse, ModerationAuditApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/audit`,
        params: {
          limit: queryArg.limit,
          offset: queryArg.offset,
          actorId: queryArg.actorId,
          targetUserId: queryArg.targetUserId,
          action: queryArg.action,
        },
      }),
    }),
    adminUsersFigures: build.query<AdminUsersFiguresApiResponse, AdminUsersFiguresApiArg>({
      query: () => ({ url: `/api/admin/stats` }),
    }),
    adminUsersModerate: build.mutation<AdminUsersModerateApiResponse, AdminUsersModerateApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/users/${queryArg.id}`,
        method: 'PATCH',
        body: queryArg.moderateUserRequest,
      }),
    }),
    apiTokensList: build.query<ApiTokensListApiResponse, ApiTokensListApiArg>({
      query: () => ({ url: `/api/auth/tokens` }),
    }),
    apiTokensCreate: build.mutation<ApiTokensCreateApiResponse, ApiTokensCreateApiArg>({
      query: (queryArg) => ({ url: `/api/auth/tokens`, method: 'POST', body: queryArg.createApiTokenRequest }),
    }),
    apiTokensRevoke: build.mutation<ApiTokensRevokeApiResponse, ApiTokensRevokeApiArg>({
      query: (queryArg) => ({ url: `/api/auth/tokens/${queryArg.id}`, method: 'DELETE' }),
    }),
    authCurrentUser: build.query<AuthCurrentUserApiResponse, AuthCurrentUserApiArg>({
      query: () => ({ url: `/api/auth/user` }),
    }),
    categoriesCreate: build.mutation<CategoriesCreateApiResponse, CategoriesCreateApiArg>({
      query: (queryArg) => ({ url: `/api/categories`, method: 'POST', body: queryArg.createCategoryRequest }),
    }),
    categoriesUpdate: build.mutation<CategoriesUpdateApiResponse, CategoriesUpdateApiArg>({
      query: (queryArg) => ({
        url: `/api/categories/${queryArg.id}`,
        method: 'PATCH',
        body: queryArg.updateCategoryRequest,
      }),
    }),
    couponsCreate: build.mutation<CouponsCreateApiResponse, CouponsCreateApiArg>({
      query: (queryArg) => ({ url: `/api/coupons`, method: 'POST', body: queryArg.createCouponRequest }),
    }),
    couponsRemove: build.mutation<CouponsRemoveApiResponse, CouponsRemoveApiArg>({
      query: (queryArg) => ({ url: `/api/coupons/${queryArg.id}`, method: 'DELETE' }),
    }),
    couponsUpdate: build.mutation<CouponsUpdateApiResponse, CouponsUpdateApiArg>({
      query: (queryArg) => ({
        url: `/api/coupons/${queryArg.id}`,
        method: 'PATCH',
        body: queryArg.updateCouponRequest,
      }),
    }),
    destinationsCreate: build.mutation<DestinationsCreateApiResponse, DestinationsCreateApiArg>({
      query: (queryArg) => ({ url: `/api/destinations`, method: 'POST', body: queryArg.createDestinationRequest }),
    }),
    partnerStaffList: build.query<PartnerStaffListApiResponse, PartnerStaffListApiArg>({
      query: (queryArg) => ({
        url: `/api/partner-staff`,
        params: {
          limit: queryArg.limit,
          offset: queryArg.offset,
          businessType: queryArg.businessType,
          businessId: queryArg.businessId,
        },
      }),
    }),
    partnerStaffAssign: build.mutation<PartnerStaffAssignApiResponse, PartnerStaffAssignApiArg>({
      query: (queryArg) => ({ url: `/api/partner-staff`, method: 'POST', body: queryArg.assignStaffRequest }),
    }),
    partnerStaffUnassign: build.mutation<PartnerStaffUnassignApiResponse, PartnerStaffUnassignApiArg>({
      query: (queryArg) => ({ url: `/api/partner-staff/${queryArg.id}`, method: 'DELETE' }),
    }),
    moderationList: build.query<ModerationListApiResponse, ModerationListApiArg>({
      query: (queryArg) => ({
        url: `/api/reports`,
        params: {
          limit: queryArg.limit,
          offset: queryArg.offset,
          status: queryArg.status,
          search: queryArg.search,
        },
      }),
    }),
    moderationQueue: build.query<ModerationQueueApiResponse, ModerationQueueApiArg>({
      query: (queryArg) => ({
        url: `/api/reports/queue`,
        params: {
          limit: queryArg.limit,
          offset: queryArg.offset,
          status: queryArg.status,
          search: queryArg.search,
        },
      }),
    }),
    moderationCounts: build.query<ModerationCountsApiResponse, ModerationCountsApiArg>({
      query: () => ({ url: `/api/reports/stats` }),
    }),
    moderationUpdate: build.mutation<ModerationUpdateApiResponse, ModerationUpdateApiArg>({
      query: (queryArg) => ({
        url: `/api/reports/${queryArg.id}`,
        method: 'PATCH',
        body: queryArg.updateReportRequest,
      }),
    }),
    moderationAct: build.mutation<ModerationActApiResponse, ModerationActApiArg>({
      query: (queryArg) => ({
        url: `/api/reports/${queryArg.id}/actions`,
        method: 'POST',
        body: queryArg.reportActionRequest,
      }),
    }),
    servicesCreate: build.mutation<ServicesCreateApiResponse, ServicesCreateApiArg>({
      query: (queryArg) => ({ url: `/api/services`, method: 'POST', body: queryArg.createServiceRequest }),
    }),
    usersList: build.query<UsersListApiResponse, UsersListApiArg>({
      query: (queryArg) => ({
        url: `/api/users`,
        params: {
          limit: queryArg.limit,
          offset: queryArg.offset,
          search: queryArg.search,
        },
      }),
    }),
    usersCreate: build.mutation<UsersCreateApiResponse, UsersCreateApiArg>({
      query: (queryArg) => ({ url: `/api/users`, method: 'POST', body: queryArg.createUserRequest }),
    }),
    usersUpdateRole: build.mutation<UsersUpdateRoleApiResponse, UsersUpdateRoleApiArg>({
      query: (queryArg) => ({
        url: `/api/users/${queryArg.id}/role`,
        method: 'PATCH',
        body: queryArg.changeRoleRequest,
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as generatedAdminApi };
export type ModerationAuditApiResponse = /** status 200 One page of audit entries */ AuditEntryResponse[];
export type ModerationAuditApiArg = {
  /** Page size */
  limit?: number;
  /** Items to skip */
  offset?: number;
  /** Who acted */
  actorId?: string;
  /** Whom it was done to */
  targetUserId?: string;
  /** An action (report.remove_post, user.banned...) or a prefix ending in '.' */
  action?: string;
};
export type AdminUsersFiguresApiResponse = /** status 200  */ UserStatsResponse;
export type AdminUsersFiguresApiArg = void;
export type AdminUsersModerateApiResponse = /** status 200  */ UserResponse;
export type AdminUsersModerateApiArg = {
  id: string;
  moderateUserRequest: ModerateUserRequest;
};
export type ApiTokensListApiResponse = /** status 200  */ ApiTokenResponse[];
export type ApiTokensListApiArg = void;
export type ApiTokensCreateApiResponse = /** status 201  */ CreatedApiTokenResponse;
export type ApiTokensCreateApiArg = {
  createApiTokenRequest: CreateApiTokenRequest;
};
export type ApiTokensRevokeApiResponse = unknown;
export type ApiTokensRevokeApiArg = {
  id: string;
};
export type AuthCurrentUserApiResponse = /** status 200  */ UserResponse;
export type AuthCurrentUserApiArg = void;
export type CategoriesCreateApiResponse = /** status 201  */ CategoryResponse;
export type CategoriesCreateApiArg = {
  createCategoryRequest: CreateCategoryRequest;
};
export type CategoriesUpdateApiResponse = /** status 200  */ CategoryResponse;
export type CategoriesUpdateApiArg = {
  id: string;
  updateCategoryRequest: UpdateCategoryRequest;
};
export type CouponsCreateApiResponse = /** status 201  */ CouponResponse;
export type CouponsCreateApiArg = {
  createCouponRequest: CreateCouponRequest;
};
export type CouponsRemoveApiResponse = unknown;
export type CouponsRemoveApiArg = {
  id: string;
};
export type CouponsUpdateApiResponse = /** status 200  */ CouponResponse;
export type CouponsUpdateApiArg = {
  id: string;
  updateCouponRequest: UpdateCouponRequest;
};
export type DestinationsCreateApiResponse = /** status 201  */ DestinationResponse;
export type DestinationsCreateApiArg = {
  createDestinationRequest: CreateDestinationRequest;
};
export type PartnerStaffListApiResponse = /** status 200 One page of assignments */ StaffAssignmentResponse[];
export type PartnerStaffListApiArg = {
  /** Page size */
  limit?: number;
  /** Items to skip */
  offset?: number;
  businessType?: CouponBusinessType;
  businessId?: string;
};
export type PartnerStaffAssignApiResponse = /** status 201  */ StaffAssignmentResponse;
export type PartnerStaffAssignApiArg = {
  assignStaffRequest: AssignStaffRequest;
};
export type PartnerStaffUnassignApiResponse = unknown;
export type PartnerStaffUnassignApiArg = {
  id: string;
};
export type ModerationListApiResponse = /** status 200 One page of reports */ ReportResponse[];
export type ModerationListApiArg = {
  /** Page size */
  limit?: number;
  /** Items to skip */
  offset?: number;
  status?: ReportStatus;
  /** Text in the reason or the description, ignoring case and accents */
  search?: string;
};
export type ModerationQueueApiResponse = /** status 200 One page of queue items */ QueueItemResponse[];
export type ModerationQueueApiArg = {
  /** Page size */
  limit?: number;
  /** Items to skip */
  offset?: number;
  status?: ReportStatus;
  /** Text in the reason or the description, ignoring case and accents */
  search?: string;
};
export type ModerationCountsApiResponse = /** status 200  */ ReportCountsResponse;
export type ModerationCountsApiArg = void;
export type ModerationUpdateApiResponse = /** status 200  */ ReportActionResponse;
export type ModerationUpdateApiArg = {
  id: string;
  updateReportRequest: UpdateReportRequest;
};
export type ModerationActApiResponse = /** status 200  */ ReportActionResponse;
export type ModerationActApiArg = {
  id: string;
  reportActionRequest: ReportActionRequest;
};
export type ServicesCreateApiResponse = /** status 201  */ ServiceResponse;
export type ServicesCreateApiArg = {
  createServiceRequest: CreateServiceRequest;
};
export type UsersListApiResponse = /** status 200  */ UserResponse[];
export type UsersListApiArg = {
  /** Page size */
  limit?: number;
  /** Items to skip */
  offset?: number;
  /** Part of the first name, last name or email (case-insensitive) */
  search?: string;
};
export type UsersCreateApiResponse = /** status 201  */ CreatedUserResponse;
export type UsersCreateApiArg = {
  createUserRequest: CreateUserRequest;
};
export type UsersUpdateRoleApiResponse = /** status 200  */ UserResponse;
export type UsersUpdateRoleApiArg = {
  id: string;
  changeRoleRequest: ChangeRoleRequest;
};
export type AuditPersonResponse = {
  displayName: string;
  email: string;
  id: string;
};
export type AuditEntryResponse = {
  action: string;
  actor?: AuditPersonResponse | null;
  createdAt: string;
  /** What changed and why (note, report and post ids) */
  details: {
    [key: string]: any;
  };
  id: string;
  target?: AuditPersonResponse | null;
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
export type UserStatsResponse = {
  /** Neither banned nor suspended right now */
  activeUsers: number;
  bannedUsers: number;
  /** Suspended right now (not banned) */
  suspendedUsers: number;
  totalUsers: number;
};
export type Role = 'user' | 'editor' | 'moderator' | 'admin' | 'verified_blogger';
export type UserResponse = {
  createdAt: string;
  /** Lower case */
  email: string;
  firstName: string | null;
  id: string;
  /** True exactly when role is 'admin' */
  isAdmin: boolean;
  /** Banned: cannot sign in; lifted only by unsuspend */
  isBanned: boolean;
  /** Suspended right now (false again once suspendedUntil has passed) */
  isSuspended: boolean;
  lastName: string | null;
  /** http(s) URL of the avatar */
  profileImageUrl: string | null;
  role: Role;
  suspendedUntil: string | null;
};
export type ModerationAction = 'ban' | 'suspend' | 'unsuspend';
export type ModerateUserRequest = {
  /** unsuspend also lifts a ban */
  action?: ModerationAction;
  /** true: ban; false: lift ban and suspension */
  isBanned?: boolean;
  /** true: suspend; false: lift ban and suspension */
  isSuspended?: boolean;
  /** Why (kept in the audit log) */
  reason?: string;
  /** End of a suspension; honoured within the next 7 days, otherwise 7 days from now */
  suspendedUntil?: string | null;
};
export type ApiTokenResponse = {
  createdAt: string;
  id: string;
  /** Last request with it (to the minute) */
  lastUsedAt: string | null;
  name: string;
};
export type CreatedApiTokenResponse = {
  createdAt: string;
  id: string;
  name: string;
  /** Send as `Authorization: Bearer <token>`. Shown once; store it safely */
  token: string;
};
export type CreateApiTokenRequest = {
  name: string;
};
export type CategoryType = 'destination' | 'motorist' | 'bicycle' | 'camping' | 'food';
export type CategoryResponse = {
  /** Hex colour #RRGGBB */
  color: string | null;
  /** Icon key of the frontends' icon set */
  icon: string | null;
  id: string;
  name: string;
  type: CategoryType;
};
export type CreateCategoryRequest = {
  /** Hex colour #RRGGBB */
  color?: string | null;
  /** An icon key of the frontends' icon set: lower-case letters and digits joined by '-' (not a URL) */
  icon?: string | null;
  /** Unique per type, ignoring case (409 CATEGORY_NAME_TAKEN) */
  name: string;
  type: CategoryType;
};
export type UpdateCategoryRequest = {
  /** Hex colour #RRGGBB */
  color?: string | null;
  /** An icon key of the frontends' icon set: lower-case letters and digits joined by '-' (not a URL) */
  icon?: string | null;
  /** Unique per type, ignoring case (409 CATEGORY_NAME_TAKEN) */
  name?: string;
  type?: CategoryType;
};
export type CouponBusinessType = 'destination' | 'service';
export type CouponCategory = 'food' | 'hotel' | 'transport' | 'activity' | 'shopping';
export type DiscountType = 'percentage' | 'fixed_amount' | 'fixed' | 'bogo';
export type CouponResponse = {
  /** The destination or the service */
  businessId: string;
  /** The business's page in the app */
  businessLink: string;
  businessName: string;
  businessType: CouponBusinessType;
  /** The /coupons category button it shows under */
  category: CouponCategory;
  /** A place category (spec field) */
  categoryId: string | null;
  /** The caller has claimed it (false when signed out) */
  claimedByMe: boolean;
  createdAt: string;
  /** Claims made so far */
  currentRedemptions: number;
  description: string | null;
  destinationId: string | null;
  discountType: DiscountType;
  /** Percent, or pesos for fixed_amount / fixed; null for bogo */
  discountValue: number | null;
  /** null: 'No expiry' */
  expiresAt: string | null;
  id: string;
  isActive: boolean;
  /** Some member could claim it now: active, not withdrawn, unexpired and not sold out. The one rule behind the lists' contents and the places' hasActiveCoupon; show a coupon as available only when this is true */
  isAvailable: boolean;
  /** expiresAt has passed */
  isExpired: boolean;
  /** currentRedemptions has reached maxRedemptions */
  isSoldOut: boolean;
  /** null: no limit */
  maxRedemptions: number | null;
  serviceId: string | null;
  title: string;
};
export type CreateCouponRequest = {
  /** The destination or service (as businessType says); it must exist */
  businessId: string;
  businessType: CouponBusinessType;
  /** The /coupons button it shows under; default from the business's category (food, motorist: transport, camping: hotel, else activity) */
  category?: CouponCategory | null;
  /** A place category; default: the business's */
  categoryId?: string | null;
  description?: string | null;
  /** The spec sends it too: equal to businessId for a destination */
  destinationId?: string | null;
  /** fixed_amount and fixed are both pesos off */
  discountType: DiscountType;
  /** Percentage 1 to 100, or pesos above 0 (at most 2 decimals); none for bogo */
  discountValue?: ((number | null) | (string | null)) | null;
  /** In the future. A date alone (YYYY-MM-DD) means the end of that day, Philippine time; or a full ISO 8601 date-time */
  expiresAt: string;
  isActive?: boolean;
  /** Empty: no limit */
  maxRedemptions?: number | null;
  /** The spec sends it too: equal to businessId for a service */
  serviceId?: string | null;
  title: string;
};
export type UpdateCouponRequest = {
  /** The destination or service (as businessType says); it must exist */
  businessId?: string;
  businessType?: CouponBusinessType;
  /** The /coupons button it shows under; default from the business's category (food, motorist: transport, camping: hotel, else activity) */
  category?: CouponCategory | null;
  /** A place category; default: the business's */
  categoryId?: string | null;
  description?: string | null;
  /** The spec sends it too: equal to businessId for a destination */
  destinationId?: string | null;
  /** fixed_amount and fixed are both pesos off */
  discountType?: DiscountType;
  /** Percentage 1 to 100, or pesos above 0 (at most 2 decimals); none for bogo */
  discountValue?: ((number | null) | (string | null)) | null;
  /** In the future. A date alone (YYYY-MM-DD) means the end of that day, Philippine time; or a full ISO 8601 date-time */
  expiresAt?: string;
  isActive?: boolean;
  /** Empty: no limit */
  maxRedemptions?: number | null;
  /** The spec sends it too: equal to businessId for a service */
  serviceId?: string | null;
  title?: string;
};
export type CategorySummaryResponse = {
  /** Hex colour #RRGGBB */
  color: string | null;
  /** Icon key of the frontends' icon set */
  icon: string | null;
  id: string;
  name: string;
  type: 'destination' | 'motorist' | 'bicycle' | 'camping' | 'food';
};
export type OpenIntervalResponse = {
  end: string;
  start: string;
};
export type OpenStateResponse = {
  /** The coming open intervals by the opening hours, in order, the one in progress first (at most 8, up to 14 days ahead); open now when one holds the current instant. Empty: closed for the coming 14 days */
  intervals: OpenIntervalResponse[];
  /** Open without a break for at least the coming 7 days ('Open 24/7') */
  is24_7: boolean;
};
export type DestinationResponse = {
  address: string | null;
  category: CategorySummaryResponse | null;
  categoryId: string | null;
  createdAt: string;
  description: string | null;
  /** Kilometres from the list's `near` point (great-circle, one decimal, shown as '1.2 km'); only in lists asked with near */
  distanceKm?: number;
  /** Whether a partner coupon of this place can be claimed now (active, unexpired, not sold out): the 'Coupon Available' badge */
  hasActiveCoupon: boolean;
  id: string;
  /** Main image URL (http(s) or a path on this site); images[0] is the cover when set */
  imageUrl: string | null;
  /** Gallery image URLs (http(s) or a path on this site) */
  images: string[];
  isVerified: boolean;
  latitude: number | null;
  /** The local (Kapampangan) name, when it differs */
  localName: string | null;
  longitude: number | null;
  name: string;
  /** Open now, and when it closes or opens, from the opening hours; null without hours (no label) */
  openState: OpenStateResponse | null;
  /** OpenStreetMap `opening_hours` syntax, evaluated in Asia/Manila with Philippine holidays (PH); null: not known */
  openingHours: string | null;
  phone: string | null;
  /** 0..5 with one decimal; null = not rated yet (shown as New) */
  rating: number | null;
  reviewCount: number;
  updatedAt: string;
  website: string | null;
};
export type CreateDestinationRequest = {
  address?: string | null;
  /** A category of type destination or food */
  categoryId?: string | null;
  description?: string | null;
  /** An http(s) URL or a path on this site starting with '/' (400 'Image URLs must be http(s) URLs or paths served by this site') */
  imageUrl?: string | null;
  /** Image URLs, first is the cover, then at most 3 extra (400 'At most 3 extra images'); same URL rule as imageUrl */
  images?: string[] | null;
  /** Shown first in lists; only admins and editors write places */
  isVerified?: boolean | null;
  /** -90..90, a number or a numeric string. Latitude and longitude are sent together (400 'Please enter valid latitude and longitude values' when one is missing or not numeric, 'Latitude must be between -90 and 90, longitude between -180 and 180' out of range); null for both clears the location */
  latitude?: ((number | null) | (string | null)) | null;
  /** The name in Kapampangan or Filipino when it differs, shown under the name and found by search */
  localName?: string | null;
  /** -180..180, with latitude */
  longitude?: ((number | null) | (string | null)) | null;
  /** Required (400 'Name is required') */
  name: string;
  /** OpenStreetMap `opening_hours` syntax ('24/7', 'Mo-Fr 08:00-17:00; PH off', 'Fr-Sa 18:00-02:00'), evaluated in Asia/Manila; PH is the public holidays of the Philippines. null or empty clears it. A value the package cannot read is 400 DESTINATION_OPENING_HOURS_INVALID / SERVICE_OPENING_HOURS_INVALID with its message. */
  openingHours?: string | null;
  /** Digits, spaces and + ( ) - / . */
  phone?: string | null;
  /** http(s) only (400 'Website must be an http(s) URL') */
  website?: string | null;
};
export type StaffMemberResponse = {
  /** First and last name, else the e-mail */
  displayName: string;
  email: string;
  id: string;
};
export type StaffAssignmentResponse = {
  businessId: string;
  businessLink: string;
  businessName: string;
  businessType: CouponBusinessType;
  createdAt: string;
  id: string;
  member: StaffMemberResponse;
};
export type AssignStaffRequest = {
  businessId: string;
  businessType: CouponBusinessType;
  /** Any case; spaces around it are ignored */
  email?: string;
  userId?: string;
};
export type PersonResponse = {
  /** First and last name, else 'Anonymous User' */
  displayName: string;
  id: string;
};
export type ReportedPostResponse = {
  author: PersonResponse;
  content: string;
  createdAt: string;
  id: string;
  imageUrl: string | null;
  /** Whether members can see it in the feed */
  isHidden: boolean;
  /** under_review: hidden by reports; removed: hidden for all but the author */
  status: 'visible' | 'under_review' | 'removed';
};
export type ReportedPlaceResponse = {
  id: string;
  name: string;
  type: 'destination' | 'service';
};
export type ReportedReviewResponse = {
  author: PersonResponse;
  createdAt: string;
  id: string;
  place: ReportedPlaceResponse;
  stars: number;
  /** removed: taken down by a moderator (shown to nobody, out of the rating) */
  status: 'published' | 'pending' | 'removed';
  text: string;
};
export type ReportStatus = 'pending' | 'reviewed' | 'resolved';
export type ReportResponse = {
  actionTaken: string | null;
  createdAt: string;
  description: string | null;
  id: string;
  /** Exactly one of post and review is set */
  post: ReportedPostResponse | null;
  /** The reported post; null for a review */
  postId: string | null;
  reason: 'harassment' | 'spam' | 'inappropriate' | 'misinformation';
  reportedUser: PersonResponse;
  /** The post's or review's author */
  reportedUserId: string;
  reporter: PersonResponse;
  resolvedAt: string | null;
  resolvedBy?: PersonResponse | null;
  review: ReportedReviewResponse | null;
  /** The reported review; null for a post */
  reviewId: string | null;
  status: ReportStatus;
};
export type ReasonCountResponse = {
  count: number;
  reason: string;
};
export type QueueItemResponse = {
  descriptions: string[];
  firstReportedAt: string;
  lastReportedAt: string;
  /** Exactly one of post and review is set */
  post: ReportedPostResponse | null;
  reasons: ReasonCountResponse[];
  reportCount: number;
  /** The report to act on (the oldest open one); acting on it acts on them all */
  reportId: string;
  /** Every open report of this post or review */
  reportIds: string[];
  reporters: PersonResponse[];
  review: ReportedReviewResponse | null;
  status: 'pending' | 'reviewed';
};
export type ReportCountsResponse = {
  pending: number;
  resolved: number;
  reviewed: number;
};
export type ReportAction = 'review' | 'dismiss' | 'remove_post' | 'remove_review' | 'suspend_author' | 'ban_author';
export type ReportActionResponse = {
  action: ReportAction;
  actionTaken: string | null;
  /** The reported post; null for a review */
  postId: string | null;
  /** Every report the action changed */
  reportIds: string[];
  /** The reported review; null for a post */
  reviewId: string | null;
  suspendedUntil: string | null;
};
export type UpdateReportRequest = {
  actionTaken?: string | null;
  status: 'reviewed' | 'resolved';
};
export type ReportActionRequest = {
  /** review (pending -> reviewed), dismiss (resolved, no action), remove_post (a post's report), remove_review (a review's report: out of the place's rating at once), suspend_author (7 days), ban_author (admins). Acts on every open report of the post or review; suspend_author and ban_author also resolve the author's other open reports. */
  action: ReportAction;
  note?: string | null;
};
export type ServiceResponse = {
  address: string | null;
  category: CategorySummaryResponse | null;
  categoryId: string | null;
  createdAt: string;
  description: string | null;
  /** Kilometres from the list's `near` point (great-circle, one decimal, shown as '1.2 km'); only in lists asked with near */
  distanceKm?: number;
  /** Regular gas, pesos per litre (2 decimals) */
  gasPrice: number | null;
  /** When gasPrice was last set */
  gasPriceUpdatedAt: string | null;
  /** Whether a partner coupon of this place can be claimed now (active, unexpired, not sold out): the 'Coupon Available' badge */
  hasActiveCoupon: boolean;
  hours: string | null;
  id: string;
  /** The main image (images[mainImageIndex]), for convenience */
  imageUrl: string | null;
  /** Gallery image URLs (http(s) or a path on this site) */
  images: string[];
  isEmergency: boolean;
  /** Open at every moment of the coming year by openingHours ('Open 24/7' badge): derived from the hours */
  isOpen24h: boolean;
  isVerified: boolean;
  latitude: number | null;
  /** The local (Kapampangan) name, when it differs */
  localName: string | null;
  longitude: number | null;
  /** Index of the main image in images */
  mainImageIndex: number;
  name: string;
  /** Open now, and when it closes or opens, from the opening hours; null without hours (no label) */
  openState: OpenStateResponse | null;
  /** OpenStreetMap `opening_hours` syntax, evaluated in Asia/Manila with Philippine holidays (PH); null: not known */
  openingHours: string | null;
  phone: string | null;
  /** 0..5 with one decimal; null = not rated yet (shown as New) */
  rating: number | null;
  reviewCount: number;
  /** URL slug: /service/{slug} */
  slug: string;
  updatedAt: string;
  website: string | null;
};
export type CreateServiceRequest = {
  address?: string | null;
  /** A category of type motorist, bicycle or camping */
  categoryId: string;
  description?: string | null;
  /** Regular gas, pesos per litre, at most 2 decimals (0..999999.99). Setting it stamps gasPriceUpdatedAt; null clears both. */
  gasPrice?: ((number | null) | (string | null)) | null;
  hours?: string | null;
  /** Image URLs (http(s) or a path on this site starting with '/'), at most 10 */
  images?: string[] | null;
  /** Shown as 'Emergency' with 'Call Now'; listed first */
  isEmergency?: boolean | null;
  /** Shown as 'Open 24/7'; derived from openingHours when they are sent. Alone: true sets openingHours to '24/7', false clears hours that were open all year */
  isOpen24h?: boolean | null;
  /** Shown first in lists; only admins and editors write places */
  isVerified?: boolean | null;
  /** -90..90, a number or a numeric string. Latitude and longitude are sent together (400 'Please enter valid latitude and longitude values' when one is missing or not numeric, 'Latitude must be between -90 and 90, longitude between -180 and 180' out of range); null for both clears the location */
  latitude?: ((number | null) | (string | null)) | null;
  /** The name in Kapampangan or Filipino when it differs, shown under the name and found by search */
  localName?: string | null;
  /** -180..180, with latitude */
  longitude?: ((number | null) | (string | null)) | null;
  /** Index of the main image in images (0 when there are none) */
  mainImageIndex?: number | null;
  /** Required (400 'Name is required') */
  name: string;
  /** OpenStreetMap `opening_hours` syntax ('24/7', 'Mo-Fr 08:00-17:00; PH off', 'Fr-Sa 18:00-02:00'), evaluated in Asia/Manila; PH is the public holidays of the Philippines. null or empty clears it. A value the package cannot read is 400 DESTINATION_OPENING_HOURS_INVALID / SERVICE_OPENING_HOURS_INVALID with its message. */
  openingHours?: string | null;
  /** Digits, spaces and + ( ) - / . */
  phone?: string | null;
  /** Lower-case letters, digits and single hyphens (400 'Please enter a valid URL slug'); unique (409 SERVICE_SLUG_TAKEN). Made from the name when absent, with a -2, -3 ... suffix when needed. */
  slug?: string;
  /** http(s) only (400 'Website must be an http(s) URL') */
  website?: string | null;
};
export type CreatedUserResponse = {
  /** One-time link (7 days) for the person to choose a password; relative to the app origin */
  setPasswordUrl: string;
  user: UserResponse;
};
export type CreateUserRequest = {
  email: string;
  firstName?: string;
  lastName?: string;
  role?: Role;
};
export type ChangeRoleRequest = {
  role: Role;
};
export const {
  useModerationAuditQuery,
  useLazyModerationAuditQuery,
  useAdminUsersFiguresQuery,
  useLazyAdminUsersFiguresQuery,
  useAdminUsersModerateMutation,
  useApiTokensListQuery,
  useLazyApiTokensListQuery,
  useApiTokensCreateMutation,
  useApiTokensRevokeMutation,
  useAuthCurrentUserQuery,
  useLazyAuthCurrentUserQuery,
  useCategoriesCreateMutation,
  useCategoriesUpdateMutation,
  useCouponsCreateMutation,
  useCouponsRemoveMutation,
  useCouponsUpdateMutation,
  useDestinationsCreateMutation,
  usePartnerStaffListQuery,
  useLazyPartnerStaffListQuery,
  usePartnerStaffAssignMutation,
  usePartnerStaffUnassignMutation,
  useModerationListQuery,
  useLazyModerationListQuery,
  useModerationQueueQuery,
  useLazyModerationQueueQuery,
  useModerationCountsQuery,
  useLazyModerationCountsQuery,
  useModerationUpdateMutation,
  useModerationActMutation,
  useServicesCreateMutation,
  useUsersListQuery,
  useLazyUsersListQuery,
  useUsersCreateMutation,
  useUsersUpdateRoleMutation,
} = injectedRtkApi;
