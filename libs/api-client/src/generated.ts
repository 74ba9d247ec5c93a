import { baseApi as api } from './base-api';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    authSignIn: build.mutation<AuthSignInApiResponse, AuthSignInApiArg>({
      query: (queryArg) => ({ url: `/api/auth/login`, method: 'POST', body: queryArg.loginRequest }),
    }),
    authProviders: build.query<AuthProvidersApiResponse, AuthProvidersApiArg>({
      query: () => ({ url: `/api/auth/providers` }),
    }),
    authSignUp: build.mutation<AuthSignUpApiResponse, AuthSignUpApiArg>({
      query: (queryArg) => ({ url: `/api/auth/register`, method: 'POST', body: queryArg.registerRequest }),
    }),
    authChoosePassword: build.mutation<AuthChoosePasswordApiResponse, AuthChoosePasswordApiArg>({
      query: (queryArg) => ({ url: `/api/auth/set-password`, method: 'POST', body: queryArg.setPasswordRequest }),
    }),
    categoriesList: build.query<CategoriesListApiResponse, CategoriesListApiArg>({
      query: (queryArg) => ({
        url: `/api/categories`,
        params: {
          type: queryArg['type'],
        },
      }),
    }),
    commentsRemove: build.mutation<CommentsRemoveApiResponse, CommentsRemoveApiArg>({
      query: (queryArg) => ({ url: `/api/comments/${queryArg.id}`, method: 'DELETE' }),
    }),
    couponCodesCheck: build.query<CouponCodesCheckApiResponse, CouponCodesCheckApiArg>({
      query: (queryArg) => ({ url: `/api/coupon-codes/${queryArg.code}` }),
    }),
    couponCodesUse: build.mutation<CouponCodesUseApiResponse, CouponCodesUseApiArg>({
      query: (queryArg) => ({ url: `/api/coupon-codes/${queryArg.code}/use`, method: 'POST' }),
    }),
    couponsList: build.query<CouponsListApiResponse, CouponsListApiArg>({
      query: (queryArg) => ({
        url: `/api/coupons`,
        params: {
          limit: queryArg.limit,
          offset: queryArg.offset,
          destinationId: queryArg.destinationId,
          serviceId: queryArg.serviceId,
          category: queryArg.category,
          search: queryArg.search,
          all: queryArg.all,
        },
      }),
    }),
    couponsStats: build.query<CouponsStatsApiResponse, CouponsStatsApiArg>({
      query: () => ({ url: `/api/coupons/stats` }),
    }),
    couponsRedeem: build.mutation<CouponsRedeemApiResponse, CouponsRedeemApiArg>({
      query: (queryArg) => ({ url: `/api/coupons/${queryArg.id}/redeem`, method: 'POST' }),
    }),
    couponsForService: build.query<CouponsForServiceApiResponse, CouponsForServiceApiArg>({
      query: (queryArg) => ({
        url: `/api/coupons/${queryArg.serviceId}`,
        params: {
          limit: queryArg.limit,
          offset: queryArg.offset,
        },
      }),
    }),
    destinationsList: build.query<DestinationsListApiResponse, DestinationsListApiArg>({
      query: (queryArg) => ({
        url: `/api/destinations`,
        params: {
          limit: queryArg.limit,
          offset: queryArg.offset,
          categoryId: queryArg.categoryId,
          search: queryArg.search,
          near: queryArg.near,
          sort: queryArg.sort,
          openNow: queryArg.openNow,
          category: queryArg.category,
        },
      }),
    }),
    destinationsGet: build.query<DestinationsGetApiResponse, DestinationsGetApiArg>({
      query: (queryArg) => ({ url: `/api/destinations/${queryArg.id}` }),
    }),
    destinationsUpdate: build.mutation<DestinationsUpdateApiResponse, DestinationsUpdateApiArg>({
      query: (queryArg) => ({
        url: `/api/destinations/${queryArg.id}`,
        method: 'PATCH',
        body: queryArg.updateDestinationRequest,
      }),
    }),
    healthLive: build.query<HealthLiveApiResponse, HealthLiveApiArg>({
      query: () => ({ url: `/api/health/live` }),
    }),
    healthReady: build.query<HealthReadyApiResponse, HealthReadyApiArg>({
      query: () => ({ url: `/api/health/ready` }),
    }),
    uploadsImage: build.query<UploadsImageApiResponse, UploadsImageApiArg>({
      query: (queryArg) => ({ url: `/api/images/${queryArg.file}` }),
    }),
    authSignOut: build.mutation<AuthSignOutApiResponse, AuthSignOutApiArg>({
      query: () => ({ url: `/api/logout`, method: 'POST' }),
    }),
    postsList: build.query<PostsListApiResponse, PostsListApiArg>({
      query: (queryArg) => ({
        url: `/api/posts`,
        params: {
          limit: queryArg.limit,
          offset: queryArg.offset,
          search: queryArg.search,
          topic: queryArg.topic,
        },
      }),
    }),
    postsCreate: build.mutation<PostsCreateApiResponse, PostsCreateApiArg>({
      query: (queryArg) => ({ url: `/api/posts`, method: 'POST', body: queryArg.createPostRequest }),
    }),
    postsFigures: build.query<PostsFiguresApiResponse, PostsFiguresApiArg>({
      query: () => ({ url: `/api/posts/stats` }),
    }),
    postsRemove: build.mutation<PostsRemoveApiResponse, PostsRemoveApiArg>({
      query: (queryArg) => ({ url: `/api/posts/${queryArg.id}`, method: 'DELETE' }),
    }),
    postsGet: build.query<PostsGetApiResponse, PostsGetApiArg>({
      query: (queryArg) => ({ url: `/api/posts/${queryArg.id}` }),
    }),
    postsComments: build.query<PostsCommentsApiResponse, PostsCommentsApiArg>({
      query: (queryArg) => ({
        url: `/api/posts/${queryArg.id}/comments`,
        params: {
          limit: queryArg.limit,
          offset: queryArg.offset,
        },
      }),
    }),
    postsComment: build.mutation<PostsCommentApiResponse, PostsCommentApiArg>({
      query: (queryArg) => ({
        url: `/api/posts/${queryArg.id}/comments`,
        method: 'POST',
        body: queryArg.createCommentRequest,
      }),
    }),
    postsLike: build.mutation<PostsLikeApiResponse, PostsLikeApiArg>({
      query: (queryArg) => ({ url: `/api/posts/${queryArg.id}/like`, method: 'POST' }),
    }),
    postsShare: build.mutation<PostsShareApiResponse, PostsShareApiArg>({
      query: (queryArg) => ({ url: `/api/posts/${queryArg.id}/share`, method: 'POST' }),
    }),
    reportsCreate: build.mutation<ReportsCreateApiResponse, ReportsCreateApiArg>({
      query: (queryArg) => ({ url: `/api/reports`, method: 'POST', body: queryArg.createReportRequest }),
    }),
    servicesList: build.query<ServicesListApiResponse, ServicesListApiArg>({
      query: (queryArg) => ({
        url: `/api/services`,
        params: {
          limit: queryArg.limit,
          offset: queryArg.offset,
          categoryId: queryArg.categoryId,
          search: queryArg.search,
          near: queryArg.near,
          sort: queryArg.sort,
          openNow: queryArg.openNow,
          type: queryArg['type'],
          category: queryArg.category,
        },
      }),
    }),
    servicesGetBySlug: build.query<ServicesGetBySlugApiResponse, ServicesGetBySlugApiArg>({
      query: (queryArg) => ({ url: `/api/services/slug/${queryArg.slug}` }),
    }),
    servicesGet: build.query<ServicesGetApiResponse, ServicesGetApiArg>({
      query: (queryArg) => ({ url: `/api/services/${queryArg.id}` }),
    }),
    servicesUpdate: build.mutation<ServicesUpdateApiResponse, ServicesUpdateApiArg>({
      query: (queryArg) => ({
        url: `/api/services/${queryArg.id}`,
        method: 'PATCH',
        body: queryArg.updateServiceRequest,
      }),
    }),
    uploadsUpload: build.mutation<UploadsUploadApiResponse, UploadsUploadApiArg>({
      query: (queryArg) => ({ url: `/api/uploads`, method: 'POST', body: queryArg.body }),
    }),
    userCouponsList: build.query<UserCouponsListApiResponse, UserCouponsListApiArg>({
      query: (queryArg) => ({
        url: `/api/user/coupons`,
        params: {
          limit: queryArg.limit,
          offset: queryArg.offset,
        },
      }),
    }),
    moderationNotices: build.query<ModerationNoticesApiResponse, ModerationNoticesApiArg>({
      query: () => ({ url: `/api/user/notices` }),
    }),
    moderationSeen: build.mutation<ModerationSeenApiResponse, ModerationSeenApiArg>({
      query: (queryArg) => ({ url: `/api/user/notices/${queryArg.id}/seen`, method: 'POST' }),
    }),
    userCouponsAssignments: build.query<UserCouponsAssignmentsApiResponse, UserCouponsAssignmentsApiArg>({
      query: () => ({ url: `/api/user/staff-assignments` }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as generatedApi };
export type AuthSignInApiResponse = /** status 200 Signed in; Set-Cookie: tara.sid=... */ UserResponse;
export type AuthSignInApiArg = {
  loginRequest: LoginRequest;
};
export type AuthProvidersApiResponse = /** status 200  */ AuthProvidersResponse;
export type AuthProvidersApiArg = void;
export type AuthSignUpApiResponse = /** status 201 Signed up and signed in; Set-Cookie: tara.sid=... */ UserResponse;
export type AuthSignUpApiArg = {
  registerRequest: RegisterRequest;
};
export type AuthChoosePasswordApiResponse =
  /** status 200 Password set and signed in; Set-Cookie: tara.sid=... */ UserResponse;
export type AuthChoosePasswordApiArg = {
  setPasswordRequest: SetPasswordRequest;
};
export type CategoriesListApiResponse = /** status 200  */ CategoryResponse[];
export type CategoriesListApiArg = {
  /** Only categories of this type */
  type?: CategoryType;
};
export type CommentsRemoveApiResponse = unknown;
export type CommentsRemoveApiArg = {
  id: string;
};
export type CouponCodesCheckApiResponse = /** status 200  */ CodeCheckResponse;
export type CouponCodesCheckApiArg = {
  code: string;
};
export type CouponCodesUseApiResponse = /** status 200  */ CodeCheckResponse;
export type CouponCodesUseApiArg = {
  code: string;
};
export type CouponsListApiResponse = /** status 200 One page of coupons */ CouponResponse[];
export type CouponsListApiArg = {
  /** Page size */
  limit?: number;
  /** Items to skip */
  offset?: number;
  /** A destination's coupons */
  destinationId?: string;
  /** A service's coupons */
  serviceId?: string;
  /** A category button of /coupons */
  category?: CouponCategory;
  /** Text in the title or description, ignoring case and accents */
  search?: string;
  /** Admins: inactive and expired coupons too (the Coupons tab) */
  all?: boolean;
};
export type CouponsStatsApiResponse = /** status 200  */ CouponStatsResponse;
export type CouponsStatsApiArg = void;
export type CouponsRedeemApiResponse = /** status 201  */ ClaimResponse;
export type CouponsRedeemApiArg = {
  id: string;
};
export type CouponsForServiceApiResponse = /** status 200 One page of the service's coupons */ CouponResponse[];
export type CouponsForServiceApiArg = {
  serviceId: string;
  /** Page size */
  limit?: number;
  /** Items to skip */
  offset?: number;
};
export type DestinationsListApiResponse = /** status 200 One page of destinations */ DestinationResponse[];
export type DestinationsListApiArg = {
  /** Page size */
  limit?: number;
  /** Items to skip */
  offset?: number;
  /** Only places of this category */
  categoryId?: string;
  /** Words that must all occur in the name, local name, description or address, ignoring case and accents ('pampanga' finds 'Pámpanga'). At most 100 characters are used. */
  search?: string;
  /** Near me: 'latitude,longitude' in decimal degrees (latitude -90..90, longitude -180..180). Only places with coordinates, nearest first (then by id), each with distanceKm; combines with the other filters. Anything else is 400. Such answers are never kept by the server (docs/near-me.md). */
  near?: string;
  /** 'rating': best Bayesian average first ((10 * m + sum of stars) / (10 + reviews), m the mean of every review of this kind of place), places without reviews last, then by name. Absent: the default order, or nearest first with near. */
  sort?: 'rating';
  /** true: only places open now by their opening hours (Asia/Manila, Philippine holidays); a place without hours is never open. Answers are kept at most a minute (docs/opening-hours.md). */
  openNow?: boolean;
  /** A category id, a category type ('destination' or 'food': food places are the destinations whose category is of type food, so /destinations?category=food lists them), or a category name as a slug ('historic-churches'). An unknown key matches nothing. */
  category?: string;
};
export type DestinationsGetApiResponse = /** status 200  */ DestinationResponse;
export type DestinationsGetApiArg = {
  id: string;
};
export type DestinationsUpdateApiResponse = /** status 200  */ DestinationResponse;
export type DestinationsUpdateApiArg = {
  id: string;
  updateDestinationRequest: UpdateDestinationRequest;
};
export type HealthLiveApiResponse = /** status 200  */ LivenessResponse;
export type HealthLiveApiArg = void;
export type HealthReadyApiResponse = /** status 200 { status: 'ready', database: 'up' } */ ReadinessResponse;
export type HealthReadyApiArg = void;
export type UploadsImageApiResponse = /** status 200 WebP bytes */ Blob;
export type UploadsImageApiArg = {
  file: string;
};
export type AuthSignOutApiResponse = unknown;
export type AuthSignOutApiArg = void;
export type PostsListApiResponse = /** status 200 One page of posts */ PostResponse[];
export type PostsListApiArg = {
  /** Page size */
  limit?: number;
  /** Items to skip */
  offset?: number;
  /** Text in the content or the location name, ignoring case and accents */
  search?: string;
  /** A tab of /community: traffic (traffic, road, NLEX, SCTEX), food (food, restaurant, sisig, tocino), gas (gas, fuel, price, Petron, Shell): posts with one of the words, whole, in any case, in the content or location */
  topic?: PostTopic;
};
export type PostsCreateApiResponse = /** status 201  */ PostResponse;
export type PostsCreateApiArg = {
  createPostRequest: CreatePostRequest;
};
export type PostsFiguresApiResponse = /** status 200  */ CommunityStatsResponse;
export type PostsFiguresApiArg = void;
export type PostsRemoveApiResponse = unknown;
export type PostsRemoveApiArg = {
  /** The post */
  id: string;
};
export type PostsGetApiResponse = /** status 200  */ PostResponse;
export type PostsGetApiArg = {
  /** The post */
  id: string;
};
export type PostsCommentsApiResponse = /** status 200 One page of comments */ CommentResponse[];
export type PostsCommentsApiArg = {
  /** The post */
  id: string;
  /** Page size */
  limit?: number;
  /** Items to skip */
  offset?: number;
};
export type PostsCommentApiResponse = /** status 201  */ CommentResponse;
export type PostsCommentApiArg = {
  /** The post */
  id: string;
  createCommentRequest: CreateCommentRequest;
};
export type PostsLikeApiResponse = /** status 200  */ LikeResponse;
export type PostsLikeApiArg = {
  /** The post */
  id: string;
};
export type PostsShareApiResponse = /** status 200  */ ShareResponse;
export type PostsShareApiArg = {
  /** The post */
  id: string;
};
export type ReportsCreateApiResponse = /** status 201  */ ReportCreatedResponse;
export type ReportsCreateApiArg = {
  createReportRequest: CreateReportRequest;
};
export type ServicesListApiResponse = /** status 200 One page of services */ ServiceResponse[];
export type ServicesListApiArg = {
  /** Page size */
  limit?: number;
  /** Items to skip */
  offset?: number;
  /** Only places of this category */
  categoryId?: string;
  /** Words that must all occur in the name, local name, description or address, ignoring case and accents ('pampanga' finds 'Pámpanga'). At most 100 characters are used. */
  search?: string;
  /** Near me: 'latitude,longitude' in decimal degrees (latitude -90..90, longitude -180..180). Only places with coordinates, nearest first (then by id), each with distanceKm; combines with the other filters. Anything else is 400. Such answers are never kept by the server (docs/near-me.md). */
  near?: string;
  /** 'rating': best Bayesian average first ((10 * m + sum of stars) / (10 + reviews), m the mean of every review of this kind of place), places without reviews last, then by name. Absent: the default order, or nearest first with near. */
  sort?: 'rating';
  /** true: only places open now by their opening hours (Asia/Manila, Philippine holidays); a place without hours is never open. Answers are kept at most a minute (docs/opening-hours.md). */
  openNow?: boolean;
  /** Only services whose category is of this type (the three tabs) */
  type?: 'motorist' | 'bicycle' | 'camping';
  /** A quick-link key of the home page: 'gas' (the motorist category 'Gas Stations' or with icon 'fuel'), 'auto' ('Auto Repair' or icon 'wrench'), 'emergency' (services flagged isEmergency), 'bicycle' and 'camping' (every category of that type); otherwise a category id, a category type, or a category name as a slug ('bike-shops'). An unknown key matches nothing. */
  category?: string;
};
export type ServicesGetBySlugApiResponse = /** status 200  */ ServiceResponse;
export type ServicesGetBySlugApiArg = {
  slug: string;
};
export type ServicesGetApiResponse = /** status 200  */ ServiceResponse;
export type ServicesGetApiArg = {
  id: string;
};
export type ServicesUpdateApiResponse = /** status 200  */ ServiceResponse;
export type ServicesUpdateApiArg = {
  id: string;
  updateServiceRequest: UpdateServiceRequest;
};
export type UploadsUploadApiResponse = /** status 201  */ ImageResponse;
export type UploadsUploadApiArg = {
  body: {
    file: Blob;
  };
};
export type UserCouponsListApiResponse = /** status 200 One page of claims */ ClaimResponse[];
export type UserCouponsListApiArg = {
  /** Page size */
  limit?: number;
  /** Items to skip */
  offset?: number;
};
export type ModerationNoticesApiResponse = /** status 200  */ NoticeResponse[];
export type ModerationNoticesApiArg = void;
export type ModerationSeenApiResponse = unknown;
export type ModerationSeenApiArg = {
  id: string;
};
export type UserCouponsAssignmentsApiResponse = /** status 200  */ StaffAssignmentResponse[];
export type UserCouponsAssignmentsApiArg = void;
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
export type LoginRequest = {
  email: string;
  password: string;
};
export type OidcProviderResponse = {
  /** For the button 'Continue with <name>' */
  name: string;
  /** Navigate here (add ?returnTo=/path) to sign in with the provider */
  startUrl: string;
};
export type AuthProvidersResponse = {
  /** The OpenID Connect provider, when one is configured */
  oidc: OidcProviderResponse | null;
  /** Email + password sign-in and sign-up (false when OIDC_ONLY=true) */
  password: boolean;
};
export type RegisterRequest = {
  email: string;
  firstName?: string;
  lastName?: string;
  password: string;
};
export type SetPasswordRequest = {
  password: string;
  /** The token of the one-time link (/set-password?token=...) */
  token: string;
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
export type ClaimStatus = 'valid' | 'used' | 'expired' | 'withdrawn';
export type CodeCheckResponse = {
  code: string;
  coupon: CouponResponse;
  /** The member's first name */
  memberFirstName: string | null;
  redeemedAt: string;
  status: ClaimStatus;
  /** Still good: status is valid ('Mark as used' will work) */
  usable: boolean;
  usedAt: string | null;
};
export type CouponStatsResponse = {
  /** Available coupons (active, unexpired, not sold out) */
  availableDeals: number;
  /** Coupons the caller has claimed (0 when signed out) */
  claimedByMe: number;
  /** Destinations and services with an available coupon */
  partnerLocations: number;
};
export type ClaimResponse = {
  /** The one-time code to show at the counter */
  code: string;
  /** The coupon as it is now */
  coupon: CouponResponse;
  couponId: string;
  /** The claim (redemption) */
  id: string;
  /** 'Redeemed on {date}' */
  redeemedAt: string;
  /** valid (good at the counter), used, expired (the coupon expired), withdrawn (the admin deleted the coupon) */
  status: ClaimStatus;
  /** When staff marked it used ('Used') */
  usedAt: string | null;
  /** What the QR code encodes, on the app's origin: the staff's /verify page with this code */
  verifyPath: string;
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
export type UpdateDestinationRequest = {
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
  name?: string;
  /** OpenStreetMap `opening_hours` syntax ('24/7', 'Mo-Fr 08:00-17:00; PH off', 'Fr-Sa 18:00-02:00'), evaluated in Asia/Manila; PH is the public holidays of the Philippines. null or empty clears it. A value the package cannot read is 400 DESTINATION_OPENING_HOURS_INVALID / SERVICE_OPENING_HOURS_INVALID with its message. */
  openingHours?: string | null;
  /** Digits, spaces and + ( ) - / . */
  phone?: string | null;
  /** http(s) only (400 'Website must be an http(s) URL') */
  website?: string | null;
};
export type LivenessResponse = {
  status: 'ok';
};
export type ReadinessResponse = {
  database: 'up' | 'down';
  status: 'ready' | 'draining' | 'unavailable';
};
export type AuthorResponse = {
  /** First and last name, else 'Anonymous User' */
  displayName: string;
  id: string;
};
export type ImageResponse = {
  height: number;
  id: string;
  thumbnailHeight: number;
  /** WebP, at most 480 px on the long side */
  thumbnailUrl: string;
  thumbnailWidth: number;
  /** WebP, at most 1,600 px on the long side */
  url: string;
  width: number;
};
export type PostStatus = 'visible' | 'under_review' | 'removed' | 'deleted';
export type PostResponse = {
  author: AuthorResponse;
  commentCount: number;
  content: string;
  createdAt: string;
  id: string;
  image?: ImageResponse | null;
  /** The photo (image.url), or null */
  imageUrl: string | null;
  likeCount: number;
  /** Whether the caller likes this post */
  likedByMe: boolean;
  locationName: string | null;
  /** Why a moderator removed the post (the author's view) */
  removedReason: string | null;
  shareCount: number;
  /** Whether the caller has shared this post */
  sharedByMe: boolean;
  /** visible; under_review (hidden from the feed after members' reports, until a moderator decides) or removed: only the author sees those */
  status: PostStatus;
};
export type PostTopic = 'traffic' | 'food' | 'gas';
export type CreatePostRequest = {
  content: string;
  /** An upload of yours from POST /api/uploads, not used yet */
  imageId?: string | null;
  locationName?: string | null;
};
export type CommunityStatsResponse = {
  /** Members who posted, commented, liked or signed in during the last 30 days */
  activeMembers: number;
  /** Posts since midnight, Philippine time */
  todaysPosts: number;
  totalPosts: number;
};
export type CommentResponse = {
  author: AuthorResponse;
  content: string;
  createdAt: string;
  id: string;
  postId: string;
};
export type CreateCommentRequest = {
  content: string;
};
export type LikeResponse = {
  likeCount: number;
  /** Whether the caller now likes the post */
  liked: boolean;
};
export type ShareResponse = {
  /** False when this member had already shared the post (counted once) */
  counted: boolean;
  shareCount: number;
};
export type ReportCreatedResponse = {
  id: string;
};
export type ReportReason = 'harassment' | 'spam' | 'inappropriate' | 'misinformation';
export type CreateReportRequest = {
  description?: string | null;
  /** The reported post (exactly one of postId and reviewId) */
  postId?: string;
  reason: ReportReason;
  /** The reported review of a place (exactly one of postId and reviewId) */
  reviewId?: string;
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
export type UpdateServiceRequest = {
  address?: string | null;
  /** A category of type motorist, bicycle or camping */
  categoryId?: string;
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
  name?: string;
  /** OpenStreetMap `opening_hours` syntax ('24/7', 'Mo-Fr 08:00-17:00; PH off', 'Fr-Sa 18:00-02:00'), evaluated in Asia/Manila; PH is the public holidays of the Philippines. null or empty clears it. A value the package cannot read is 400 DESTINATION_OPENING_HOURS_INVALID / SERVICE_OPENING_HOURS_INVALID with its message. */
  openingHours?: string | null;
  /** Digits, spaces and + ( ) - / . */
  phone?: string | null;
  /** Trimmed; empty is 400 'Please enter a valid URL slug'; lower-case letters, digits and single hyphens; 409 SERVICE_SLUG_TAKEN when another service has it */
  slug?: string;
  /** http(s) only (400 'Website must be an http(s) URL') */
  website?: string | null;
};
export type NoticeResponse = {
  createdAt: string;
  id: string;
  kind: 'post_removed' | 'review_removed' | 'review_reply' | 'suspended';
  /** review_reply: the place */
  placeId?: string | null;
  /** review_reply: the business (place) that replied */
  placeName?: string | null;
  /** review_reply: a service's slug, else null */
  placeSlug?: string | null;
  /** review_reply */
  placeType?: ('destination' | 'service') | null;
  /** post_removed: the first 100 characters of the post */
  postExcerpt?: string | null;
  /** The moderator's reason */
  reason?: string | null;
  /** review_removed: the first 100 characters of the review */
  reviewExcerpt?: string | null;
  /** review_reply: the review the business replied to */
  reviewId?: string | null;
  /** suspended: until when */
  until?: string | null;
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
export const {
  useAuthSignInMutation,
  useAuthProvidersQuery,
  useLazyAuthProvidersQuery,
  useAuthSignUpMutation,
  useAuthChoosePasswordMutation,
  useCategoriesListQuery,
  useLazyCategoriesListQuery,
  useCommentsRemoveMutation,
  useCouponCodesCheckQuery,
  useLazyCouponCodesCheckQuery,
  useCouponCodesUseMutation,
  useCouponsListQuery,
  useLazyCouponsListQuery,
  useCouponsStatsQuery,
  useLazyCouponsStatsQuery,
  useCouponsRedeemMutation,
  useCouponsForServiceQuery,
  useLazyCouponsForServiceQuery,
  useDestinationsListQuery,
  useLazyDestinationsListQuery,
  useDestinationsGetQuery,
  useLazyDestinationsGetQuery,
  useDestinationsUpdateMutation,
  useHealthLiveQuery,
  useLazyHealthLiveQuery,
  useHealthReadyQuery,
  useLazyHealthReadyQuery,
  useUploadsImageQuery,
  useLazyUploadsImageQuery,
  useAuthSignOutMutation,
  usePostsListQuery,
  useLazyPostsListQuery,
  usePostsCreateMutation,
  usePostsFiguresQuery,
  useLazyPostsFiguresQuery,
  usePostsRemoveMutation,
  usePostsGetQuery,
  useLazyPostsGetQuery,
  usePostsCommentsQuery,
  useLazyPostsCommentsQuery,
  usePostsCommentMutation,
  usePostsLikeMutation,
  usePostsShareMutation,
  useReportsCreateMutation,
  useServicesListQuery,
  useLazyServicesListQuery,
  useServicesGetBySlugQuery,
  useLazyServicesGetBySlugQuery,
  useServicesGetQuery,
  useLazyServicesGetQuery,
  useServicesUpdateMutation,
  useUploadsUploadMutation,
  useUserCouponsListQuery,
  useLazyUserCouponsListQuery,
  useModerationNoticesQuery,
  useLazyModerationNoticesQuery,
  useModerationSeenMutation,
  useUserCouponsAssignmentsQuery,
  useLazyUserCouponsAssignmentsQuery,
} = injectedRtkApi;
