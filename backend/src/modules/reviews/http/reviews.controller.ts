import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Patch, Post, Query, Res } from '@nestjs/common';
import {
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { CurrentUser, Public } from '../../../shared/auth/auth.decorators.js';
import type { AuthenticatedUser } from '../../../shared/auth/authenticated-user.js';
import { ApiErrors } from '../../../shared/http/api-errors.decorator.js';
import { ApiPagedOk } from '../../../shared/http/api-paged.decorator.js';
import { CacheScopes, PublicCache } from '../../../shared/http/http-cache.js';
import { pagedAnswer, pageRequestOf } from '../../../shared/http/pagination.js';
import { parseId } from '../../../shared/http/parse-id.pipe.js';
import { RateLimit } from '../../../shared/http/rate-limit/rate-limit.decorator.js';
import { CreateReviewUseCase } from '../application/create-review.use-case.js';
import { DeleteReviewUseCase } from '../application/delete-review.use-case.js';
import { ListReviewsQuery } from '../application/list-reviews.query.js';
import { MyReviewQuery } from '../application/my-review.query.js';
import { ReviewSort } from '../application/ports/review.reader.js';
import { ReviewSummaryQuery } from '../application/review-summary.query.js';
import { UpdateReviewUseCase } from '../application/update-review.use-case.js';
import { ReviewErrorCode } from '../domain/review.errors.js';
import { placeOf } from '../domain/review.js';
import {
  CreateReviewRequest,
  ListReviewsRequest,
  ReviewSummaryRequest,
  UpdateReviewRequest,
} from './dto/review.requests.js';
import { PublicReviewResponse, ReviewResponse, ReviewSummaryResponse } from './dto/review.responses.js';

/** A review's writes change its place's rating and count too: the writer's next read sees both at once. */
@ApiTags('reviews')
@Controller('reviews')
@CacheScopes('reviews', 'destinations', 'services')
export class ReviewsController {
  constructor(
    private readonly listReviews: ListReviewsQuery,
    private readonly reviewSummary: ReviewSummaryQuery,
    private readonly createReview: CreateReviewUseCase,
    private readonly updateReview: UpdateReviewUseCase,
    private readonly deleteReview: DeleteReviewUseCase,
    private readonly myReview: MyReviewQuery,
  ) {}

  @Get()
  @Public()
  @PublicCache({ scopes: ['reviews'] })
  @ApiOperation({
    summary: 'List the reviews of a place',
    description:
      'The published reviews of one destination or service (destinationId or serviceId), sorted (helpful by default: ' +
      'most helpful, then newest), optionally only those with some stars; the total in X-Total-Count. One statement.',
  })
  @ApiPagedOk(PublicReviewResponse, 'One page of reviews')
  @ApiErrors(ReviewErrorCode.PlaceRequired, ReviewErrorCode.PlaceNotFound)
  async list(
    @Query() query: ListReviewsRequest,
    @Res({ passthrough: true }) res: Response,
  ): Promise<PublicReviewResponse[]> {
    const page = await this.listReviews.execute(
      placeOf(query),
      { sort: query.sort ?? ReviewSort.Helpful, stars: query.stars },
      pageRequestOf(query),
    );
    return pagedAnswer(res, page, (review) => PublicReviewResponse.from(review));
  }

  @Get('summary')
  @Public()
  @PublicCache({ scopes: ['reviews'] })
  @ApiOperation({
    summary: "A place's rating and star distribution",
    description:
      'From its published reviews, in one statement: the rating (mean stars, one decimal; null without reviews), the ' +
      'count, and how many reviews give each number of stars (the five bars).',
  })
  @ApiOkResponse({ type: ReviewSummaryResponse })
  @ApiErrors(ReviewErrorCode.PlaceRequired, ReviewErrorCode.PlaceNotFound)
  async summary(@Query() query: ReviewSummaryRequest): Promise<ReviewSummaryResponse> {
    return ReviewSummaryResponse.from(await this.reviewSummary.execute(placeOf(query)));
  }

  @Get('mine')
  @ApiOperation({
    summary: 'Your own review of a place',
    description:
      "The caller's review of one destination or service (destinationId or serviceId), published or waiting for a " +
      'moderator (status pending), never one a moderator removed; 204 without one. Signed in only, suspended ' +
      'accounts too. Apart from GET /api/reviews, which stays one kept answer for everyone; never kept itself.',
  })
  @ApiOkResponse({ type: PublicReviewResponse, description: 'Your review of the place' })
  @ApiNoContentResponse({ description: 'You have no review of this place (or only one a moderator removed)' })
  @ApiErrors(ReviewErrorCode.PlaceRequired, ReviewErrorCode.PlaceNotFound)
  async mine(
    @CurrentUser() caller: AuthenticatedUser,
    @Query() query: ReviewSummaryRequest,
    @Res({ passthrough: true }) res: Response,
  ): Promise<PublicReviewResponse | undefined> {
    const review = await this.myReview.execute(caller.id, placeOf(query));
    res.setHeader('Cache-Control', 'private, no-store');
    if (review) return PublicReviewResponse.from(review);
    res.status(HttpStatus.NO_CONTENT);
    return undefined;
  }

  @Post()
  @RateLimit('reviews')
  @HttpCode(HttpStatus.CREATED)
  @ApiOperation({
    summary: 'Review a place',
    description:
      'Signed-in members, not suspended, once per place (then edit or delete it); not the staff of the business. ' +
      'Stars 1 to 5, a text of 20 to 2,000 characters (trimmed), the month of the visit (YYYY-MM, not after this ' +
      'month), up to 3 photos (photoIds: ids of your unused uploads, POST /api/uploads). Published at once; the ' +
      "place's rating and count follow in the same transaction (docs/reviews.md).",
  })
  @ApiCreatedResponse({ type: ReviewResponse })
  @ApiErrors(
    ReviewErrorCode.PlaceRequired,
    ReviewErrorCode.PlaceNotFound,
    ReviewErrorCode.AlreadyReviewed,
    ReviewErrorCode.OwnBusiness,
    ReviewErrorCode.InvalidStars,
    ReviewErrorCode.TextTooShort,
    ReviewErrorCode.TextTooLong,
    ReviewErrorCode.InvalidVisitMonth,
    ReviewErrorCode.TooManyPhotos,
    ReviewErrorCode.DuplicatePhoto,
    ReviewErrorCode.PhotoNotAvailable,
  )
  async create(@CurrentUser() caller: AuthenticatedUser, @Body() body: CreateReviewRequest): Promise<ReviewResponse> {
    const review = await this.createReview.execute(caller.id, {
      place: placeOf(body),
      stars: body.stars,
      text: body.text,
      visitMonth: body.visitMonth,
      photoIds: body.photoIds,
    });
    return ReviewResponse.from(review);
  }

  @Patch(':id')
  @RateLimit('reviews')
  @ApiParam({ name: 'id', format: 'uuid', description: 'The review' })
  @ApiOperation({
    summary: 'Edit your review',
    description:
      'Its author only (403 REVIEW_NOT_AUTHOR otherwise); the fields given change, with the same rules. photoIds, ' +
      'when given, become its photos in that order: the photos left out are deleted.',
  })
  @ApiOkResponse({ type: ReviewResponse })
  @ApiErrors(
    ReviewErrorCode.NotFound,
    ReviewErrorCode.NotAuthor,
    ReviewErrorCode.InvalidStars,
    ReviewErrorCode.TextRequired,
    ReviewErrorCode.TextTooShort,
    ReviewErrorCode.TextTooLong,
    ReviewErrorCode.InvalidVisitMonth,
    ReviewErrorCode.TooManyPhotos,
    ReviewErrorCode.DuplicatePhoto,
    ReviewErrorCode.PhotoNotAvailable,
  )
  async update(
    @CurrentUser() caller: AuthenticatedUser,
    @Param('id', parseId()) id: string,
    @Body() body: UpdateReviewRequest,
  ): Promise<ReviewResponse> {
    return ReviewResponse.from(await this.updateReview.execute(caller.id, id, body));
  }

  @Delete(':id')
  @RateLimit('writes')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiParam({ name: 'id', format: 'uuid', description: 'The review' })
  @ApiOperation({
    summary: 'Delete your review',
    description:
      "Its author only (403 REVIEW_NOT_AUTHOR otherwise); the place's rating and count follow at once, its photos " +
      'are deleted.',
  })
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiErrors(ReviewErrorCode.NotFound, ReviewErrorCode.NotAuthor)
  async remove(@CurrentUser() caller: AuthenticatedUser, @Param('id', parseId()) id: string): Promise<void> {
    await this.deleteReview.execute(caller.id, id);
  }
}
