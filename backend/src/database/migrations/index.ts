import type { MigrationInterface } from 'typeorm';
import { CreateAppMeta1795309100000 } from './1795309100000-create-app-meta.js';
import { CreateCategories1795309200000 } from './1795309200000-create-categories.js';
import { CatalogSearch1795309590000 } from './1795309590000-catalog-search.js';
import { CreateDestinations1795309591000 } from './1795309591000-create-destinations.js';
import { CreateServices1795309592000 } from './1795309592000-create-services.js';
import { CategoriesUniqueNameIgnoringCase1795309593000 } from './1795309593000-categories-unique-name-ignoring-case.js';
import { PlaceLocalNames1795309595000 } from './1795309595000-place-local-names.js';
import { CreateUsers1795309600000 } from './1795309600000-create-users.js';
import { CreateCommunity1795309700000 } from './1795309700000-create-community.js';
import { Moderation1795309710000 } from './1795309710000-moderation.js';
import { ListingIndexes1795309900000 } from './1795309900000-listing-indexes.js';
import { CacheVersions1795309920000 } from './1795309920000-cache-versions.js';
import { CreateCoupons1795310000000 } from './1795310000000-create-coupons.js';
import { CacheVersionsLockFree1795310100000 } from './1795310100000-cache-versions-lock-free.js';
import { CouponBadges1795310200000 } from './1795310200000-coupon-badges.js';
import { PostsCacheVersion1795310300000 } from './1795310300000-posts-cache-version.js';
import { PlaceSearchText1795310400000 } from './1795310400000-place-search-text.js';
import { RateLimitHits1795320100000 } from './1795320100000-rate-limit-hits.js';
import { ReportTrustAndKeptReports1795320200000 } from './1795320200000-report-trust-and-kept-reports.js';
import { PasswordChangeEndsAccess1795320300000 } from './1795320300000-password-change-ends-access.js';
import { CouponsCacheVersionColumns1795320400000 } from './1795320400000-coupons-cache-version-columns.js';
import { CouponRoomStatistics1795320500000 } from './1795320500000-coupon-room-statistics.js';
import { CreateReviews1795320600000 } from './1795320600000-create-reviews.js';
import { ReviewVotesRepliesPhotos1795320700000 } from './1795320700000-review-votes-replies-photos.js';
import { ReviewReports1795320800000 } from './1795320800000-review-reports.js';
import { OpeningHours1795320900000 } from './1795320900000-opening-hours.js';
import { NearAndRatingSort1795321000000 } from './1795321000000-near-and-rating-sort.js';

/**
 * Every schema change, oldest first (run at start-up, migrationsRun; never synchronize).
 * A new migration: add `<timestamp>-<what>.ts` here (class name ending in that timestamp) and list it below.
 * Never edit a migration that has been committed; write a new one.
 */
export const MIGRATIONS: ReadonlyArray<new () => MigrationInterface> = [
  CreateAppMeta1795309100000,
  CreateCategories1795309200000,
  CatalogSearch1795309590000,
  CreateDestinations1795309591000,
  CreateServices1795309592000,
  CategoriesUniqueNameIgnoringCase1795309593000,
  PlaceLocalNames1795309595000,
  CreateUsers1795309600000,
  CreateCommunity1795309700000,
  Moderation1795309710000,
  ListingIndexes1795309900000,
  CacheVersions1795309920000,
  CreateCoupons1795310000000,
  CacheVersionsLockFree1795310100000,
  CouponBadges1795310200000,
  PostsCacheVersion1795310300000,
  PlaceSearchText1795310400000,
  RateLimitHits1795320100000,
  ReportTrustAndKeptReports1795320200000,
  PasswordChangeEndsAccess1795320300000,
  CouponsCacheVersionColumns1795320400000,
  CouponRoomStatistics1795320500000,
  CreateReviews1795320600000,
  ReviewVotesRepliesPhotos1795320700000,
  ReviewReports1795320800000,
  OpeningHours1795320900000,
  NearAndRatingSort1795321000000,
];
