import { baseApi as api } from './base-api';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    reviewsList: build.query<ReviewsListApiResponse, ReviewsListApiArg>({
      query: (queryArg) => ({
        url: `/api/reviews`,
        params: {
          limit: queryArg.limit,
          offset: queryArg.offset,
          destinationId: queryArg.destinationId,
          serviceId: queryArg.serviceId,
          sort: queryArg.sort,
          stars: queryArg.stars,
        },
      }),
    }),
    reviewsCreate: build.mutation<ReviewsCreateApiResponse, ReviewsCreateApiArg>({
      query: (queryArg) => ({ url: `/api/reviews`, method: 'POST', body: queryArg.createReviewRequest }),
    }),
    reviewsMine: build.query<ReviewsMineApiResponse, ReviewsMineApiArg>({
      query: (queryArg) => ({
        url: `/api/reviews/mine`,
        params: {
          destinationId: queryArg.destinationId,
          serviceId: queryArg.serviceId,
        },
      }),
    }),
    reviewFeedbackMyHelpfulVotes: build.query<
      ReviewFeedbackMyHelpfulVotesApiResponse,
      ReviewFeedbackMyHelpfulVotesApiArg
    >({
      query: (queryArg) => ({
        url: `/api/reviews/my-votes`,
        params: {
          destinationId: queryArg.destinationId,
          serviceId: queryArg.serviceId,
        },
      }),
    }),
    reviewFeedbackPhoto: build.query<ReviewFeedbackPhotoApiResponse, ReviewFeedbackPhotoApiArg>({
      query: (queryArg) => ({ url: `/api/reviews/photos/${queryArg.file}` }),
    }),
    reviewsSummary: build.query<ReviewsSummaryApiResponse, ReviewsSummaryApiArg>({
      query: (queryArg) => ({
        url: `/api/reviews/summary`,
        params: {
          destinationId: queryArg.destinationId,
          serviceId: queryArg.serviceId,
        },
      }),
    }),
    reviewsRemove: build.mutation<ReviewsRemoveApiResponse, ReviewsRemoveApiArg>({
      query: (queryArg) => ({ url: `/api/reviews/${queryArg.id}`, method: 'DELETE' }),
    }),
    reviewsUpdate: build.mutation<ReviewsUpdateApiResponse, ReviewsUpdateApiArg>({
      query: (queryArg) => ({
        url: `/api/reviews/${queryArg.id}`,
        method: 'PATCH',
        body: queryArg.updateReviewRequest,
      }),
    }),
    reviewFeedbackUnvote: build.mutation<ReviewFeedbackUnvoteApiResponse, ReviewFeedbackUnvoteApiArg>({
      query: (queryArg) => ({ url: `/api/reviews/${queryArg.id}/helpful`, method: 'DELETE' }),
    }),
    reviewFeedbackVote: build.mutation<ReviewFeedbackVoteApiResponse, ReviewFeedbackVoteApiArg>({
      query: (queryArg) => ({ url: `/api/reviews/${queryArg.id}/helpful`, method: 'PUT' }),
    }),
    reviewFeedbackRemoveReply: build.mutation<ReviewFeedbackRemoveReplyApiResponse, ReviewFeedbackRemoveReplyApiArg>({
      query: (queryArg) => ({ url: `/api/reviews/${queryArg.id}/reply`, method: 'DELETE' }),
    }),
    reviewFeedbackReply: build.mutation<ReviewFeedbackReplyApiResponse, ReviewFeedbackReplyApiArg>({
      query: (queryArg) => ({
        url: `/api/reviews/${queryArg.id}/reply`,
        method: 'PUT',
        body: queryArg.reviewReplyRequest,
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as reviewsApi };
export type ReviewsListApiResponse = /** status 200 One page of reviews */ PublicReviewResponse[];
export type ReviewsListApiArg = {
  /** Page size */
  limit?: number;
  /** Items to skip */
  offset?: number;
  /** The destination (or give serviceId) */
  destinationId?: string;
  /** The service (or give destinationId) */
  serviceId?: string;
  /** helpful (most helpful first, then newest), newest, highest or lowest stars first (then newest) */
  sort?: ReviewSort;
  /** Only these stars */
  stars?: number;
};
export type ReviewsCreateApiResponse = /** status 201  */ ReviewResponse;
export type ReviewsCreateApiArg = {
  createReviewRequest: CreateReviewRequest;
};
export type ReviewsMineApiResponse = /** status 200 Your review of the place */ PublicReviewResponse;
export type ReviewsMineApiArg = {
  /** The destination (or give serviceId) */
  destinationId?: string;
  /** The service (or give destinationId) */
  serviceId?: string;
};
export type ReviewFeedbackMyHelpfulVotesApiResponse = /** status 200  */ MyHelpfulVotesResponse;
export type ReviewFeedbackMyHelpfulVotesApiArg = {
  /** The destination (or give serviceId) */
  destinationId?: string;
  /** The service (or give destinationId) */
  serviceId?: string;
};
export type ReviewFeedbackPhotoApiResponse = /** status 200 WebP bytes */ Blob;
export type ReviewFeedbackPhotoApiArg = {
  file: string;
};
export type ReviewsSummaryApiResponse = /** status 200  */ ReviewSummaryResponse;
export type ReviewsSummaryApiArg = {
  /** The destination (or give serviceId) */
  destinationId?: string;
  /** The service (or give destinationId) */
  serviceId?: string;
};
export type ReviewsRemoveApiResponse = unknown;
export type ReviewsRemoveApiArg = {
  /** The review */
  id: string;
};
export type ReviewsUpdateApiResponse = /** status 200  */ ReviewResponse;
export type ReviewsUpdateApiArg = {
  /** The review */
  id: string;
  updateReviewRequest: UpdateReviewRequest;
};
export type ReviewFeedbackUnvoteApiResponse = /** status 200  */ HelpfulResponse;
export type ReviewFeedbackUnvoteApiArg = {
  /** The review */
  id: string;
};
export type ReviewFeedbackVoteApiResponse = /** status 200  */ HelpfulResponse;
export type ReviewFeedbackVoteApiArg = {
  /** The review */
  id: string;
};
export type ReviewFeedbackRemoveReplyApiResponse = unknown;
export type ReviewFeedbackRemoveReplyApiArg = {
  /** The review */
  id: string;
};
export type ReviewFeedbackReplyApiResponse = /** status 200  */ ReviewReplyResponse;
export type ReviewFeedbackReplyApiArg = {
  /** The review */
  id: string;
  reviewReplyRequest: ReviewReplyRequest;
};
export type ReviewPhotoResponse = {
  height: number;
  /** The upload id (as given in photoIds) */
  id: string;
  /** WebP, at most 480 px */
  thumbnailUrl: string;
  /** WebP, at most 1,600 px on the long side */
  url: string;
  width: number;
};
export type ReviewPlaceType = 'destination' | 'service';
export type ReviewReplyResponse = {
  /** The business that replies: the reviewed place */
  businessName: string;
  /** Last edited; null when never */
  editedAt: string | null;
  /** When the reply was first written */
  repliedAt: string;
  text: string;
};
export type ReviewStatus = 'published' | 'pending' | 'removed';
export type PublicReviewResponse = {
  authorId: string;
  /** The author's first name and last initial */
  authorName: string;
  createdAt: string;
  /** Members who found it helpful */
  helpfulCount: number;
  id: string;
  /** Up to 3 photos, in order */
  photos: ReviewPhotoResponse[];
  /** The destination or the service */
  placeId: string;
  placeType: ReviewPlaceType;
  /** The business's reply; null when none */
  reply: ReviewReplyResponse | null;
  stars: number;
  /** published (counted and shown), pending (waits for a moderator) or removed */
  status: ReviewStatus;
  text: string;
  updatedAt: string;
  /** The month of the visit (YYYY-MM) */
  visitMonth: string;
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
export type ReviewSort = 'helpful' | 'newest' | 'highest' | 'lowest';
export type ReviewResponse = {
  authorId: string;
  createdAt: string;
  /** Members who found it helpful */
  helpfulCount: number;
  id: string;
  /** Up to 3 photos, in order */
  photos: ReviewPhotoResponse[];
  /** The destination or the service */
  placeId: string;
  placeType: ReviewPlaceType;
  stars: number;
  /** published (counted and shown), pending (waits for a moderator) or removed */
  status: ReviewStatus;
  text: string;
  updatedAt: string;
  /** The month of the visit (YYYY-MM) */
  visitMonth: string;
};
export type CreateReviewRequest = {
  /** The destination reviewed (or give serviceId) */
  destinationId?: string;
  /** Up to 3 photos, in order: ids of your unused uploads (POST /api/uploads) */
  photoIds?: string[];
  /** The service reviewed (or give destinationId) */
  serviceId?: string;
  stars: number;
  text: string;
  /** The month of the visit (YYYY-MM), not after this month */
  visitMonth: string;
};
export type MyHelpfulVotesResponse = {
  /** The place's published reviews the caller marked helpful (votedByMe of each) */
  reviewIds: string[];
};
export type ReviewSummaryResponse = {
  /** How many reviews give 1, 2, 3, 4 and 5 stars (index 0 is one star) */
  distribution: number[];
  /** Mean stars to one decimal; null without any review (shown as New) */
  rating: number | null;
  reviewCount: number;
};
export type UpdateReviewRequest = {
  /** The review's photos from now on, in order: those left out are deleted, new ones must be unused uploads of yours */
  photoIds?: string[];
  stars?: number;
  text?: string;
  /** The month of the visit (YYYY-MM), not after this month */
  visitMonth?: string;
};
export type HelpfulResponse = {
  /** Members who found the review helpful, now */
  helpfulCount: number;
  /** Whether the caller counts among them */
  votedByMe: boolean;
};
export type ReviewReplyRequest = {
  text: string;
};
export const {
  useReviewsListQuery,
  useLazyReviewsListQuery,
  useReviewsCreateMutation,
  useReviewsMineQuery,
  useLazyReviewsMineQuery,
  useReviewFeedbackMyHelpfulVotesQuery,
  useLazyReviewFeedbackMyHelpfulVotesQuery,
  useReviewFeedbackPhotoQuery,
  useLazyReviewFeedbackPhotoQuery,
  useReviewsSummaryQuery,
  useLazyReviewsSummaryQuery,
  useReviewsRemoveMutation,
  useReviewsUpdateMutation,
  useReviewFeedbackUnvoteMutation,
  useReviewFeedbackVoteMutation,
  useReviewFeedbackRemoveReplyMutation,
  useReviewFeedbackReplyMutation,
} = injectedRtkApi;
