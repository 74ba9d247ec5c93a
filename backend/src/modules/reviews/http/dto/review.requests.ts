import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsArray, IsEnum, IsInt, IsOptional, IsString, IsUUID, Matches, Max, MaxLength, Min } from 'class-validator';
import { PageRequestQuery } from '../../../../shared/http/page.request.js';
import { RequiredCode } from '../../../../shared/http/required-code.decorator.js';
import { ReviewErrorCode } from '../../domain/review.errors.js';
import { MAX_STARS, MIN_STARS, TEXT_MAX_LENGTH, TEXT_MIN_LENGTH } from '../../domain/review.js';
import { MAX_REVIEW_PHOTOS } from '../../domain/review-photos.js';
import { REPLY_MAX_LENGTH } from '../../domain/review-reply.js';
import { ReviewSort } from '../../application/ports/review.reader.js';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const STARS_MESSAGE = `stars must be a whole number from ${MIN_STARS} to ${MAX_STARS}`;
const PHOTO_IDS_MESSAGE = 'photoIds must be a list of upload ids (UUIDs)';

/** photoIds of a write: the ids POST /api/uploads answered (at most 3, each once: REVIEW_TOO_MANY_PHOTOS, ...). */
function PhotoIds(description: string): PropertyDecorator {
  return (target, key) => {
    ApiPropertyOptional({
      type: [String],
      format: 'uuid',
      maxItems: MAX_REVIEW_PHOTOS,
      uniqueItems: true,
      description,
    })(target, key);
    IsOptional()(target, key);
    IsArray({ message: PHOTO_IDS_MESSAGE })(target, key);
    IsUUID('all', { each: true, message: PHOTO_IDS_MESSAGE })(target, key);
  };
}

/** destinationId or serviceId: the place, exactly one of the two (else 400 REVIEW_PLACE_REQUIRED). */
export class PlaceQuery extends PageRequestQuery {
  @ApiPropertyOptional({ format: 'uuid', description: 'The destination (or give serviceId)' })
  @IsOptional()
  @IsUUID('all', { message: 'destinationId must be a UUID' })
  destinationId?: string;

  @ApiPropertyOptional({ format: 'uuid', description: 'The service (or give destinationId)' })
  @IsOptional()
  @IsUUID('all', { message: 'serviceId must be a UUID' })
  serviceId?: string;
}

/** Query string of GET /api/reviews/summary. */
export class ReviewSummaryRequest {
  @ApiPropertyOptional({ format: 'uuid', description: 'The destination (or give serviceId)' })
  @IsOptional()
  @IsUUID('all', { message: 'destinationId must be a UUID' })
  destinationId?: string;

  @ApiPropertyOptional({ format: 'uuid', description: 'The service (or give destinationId)' })
  @IsOptional()
  @IsUUID('all', { message: 'serviceId must be a UUID' })
  serviceId?: string;
}

/** Query string of GET /api/reviews. */
export class ListReviewsRequest extends PlaceQuery {
  @ApiPropertyOptional({
    enum: ReviewSort,
    enumName: 'ReviewSort',
    default: ReviewSort.Helpful,
    description: 'helpful (most helpful first, then newest), newest, highest or lowest stars first (then newest)',
  })
  @IsOptional()
  @IsEnum(ReviewSort, { message: 'sort must be one of: helpful, newest, highest, lowest' })
  sort?: ReviewSort;

  @ApiPropertyOptional({ type: 'integer', minimum: MIN_STARS, maximum: MAX_STARS, description: 'Only these stars' })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: STARS_MESSAGE })
  @Min(MIN_STARS, { message: STARS_MESSAGE })
  @Max(MAX_STARS, { message: STARS_MESSAGE })
  stars?: number;
}

/** Body of PATCH /api/reviews/{id}: what is given changes. */
export class UpdateReviewRequest {
  @ApiPropertyOptional({ type: 'integer', minimum: MIN_STARS, maximum: MAX_STARS, example: 5 })
  @IsOptional()
  @IsInt({ message: STARS_MESSAGE })
  @Min(MIN_STARS, { message: STARS_MESSAGE })
  @Max(MAX_STARS, { message: STARS_MESSAGE })
  stars?: number;

  @ApiPropertyOptional({
    minLength: TEXT_MIN_LENGTH,
    maxLength: TEXT_MAX_LENGTH,
    example: 'The sisig here is the real thing: crisp, sour, and served on a sizzling plate.',
  })
  @IsOptional()
  @IsString({ message: 'text must be a string' })
  @MaxLength(TEXT_MAX_LENGTH * 2, { message: `text must be at most ${TEXT_MAX_LENGTH} characters` })
  text?: string;

  @ApiPropertyOptional({ example: '2026-10', description: 'The month of the visit (YYYY-MM), not after this month' })
  @IsOptional()
  @IsString({ message: 'visitMonth must be a month (YYYY-MM)' })
  @Matches(MONTH, { message: 'visitMonth must be a month (YYYY-MM)' })
  visitMonth?: string;

  @PhotoIds(
    "The review's photos from now on, in order: those left out are deleted, new ones must be unused uploads of yours",
  )
  photoIds?: string[];
}

/** Body of POST /api/reviews. */
export class CreateReviewRequest {
  @ApiPropertyOptional({ format: 'uuid', description: 'The destination reviewed (or give serviceId)' })
  @IsOptional()
  @IsUUID('all', { message: 'destinationId must be a UUID' })
  destinationId?: string;

  @ApiPropertyOptional({ format: 'uuid', description: 'The service reviewed (or give destinationId)' })
  @IsOptional()
  @IsUUID('all', { message: 'serviceId must be a UUID' })
  serviceId?: string;

  @ApiProperty({ type: 'integer', minimum: MIN_STARS, maximum: MAX_STARS, example: 5 })
  @RequiredCode(ReviewErrorCode.StarsRequired)
  @IsInt({ message: STARS_MESSAGE })
  @Min(MIN_STARS, { message: STARS_MESSAGE })
  @Max(MAX_STARS, { message: STARS_MESSAGE })
  stars: number;

  @ApiProperty({
    minLength: TEXT_MIN_LENGTH,
    maxLength: TEXT_MAX_LENGTH,
    example: 'The sisig here is the real thing: crisp, sour, and served on a sizzling plate.',
  })
  @RequiredCode(ReviewErrorCode.TextRequired)
  @IsString({ message: 'text must be a string' })
  @MaxLength(TEXT_MAX_LENGTH * 2, { message: `text must be at most ${TEXT_MAX_LENGTH} characters` })
  text: string;

  @ApiProperty({ example: '2026-10', description: 'The month of the visit (YYYY-MM), not after this month' })
  @RequiredCode(ReviewErrorCode.VisitMonthRequired)
  @IsString({ message: 'visitMonth must be a month (YYYY-MM)' })
  @Matches(MONTH, { message: 'visitMonth must be a month (YYYY-MM)' })
  visitMonth: string;

  @PhotoIds('Up to 3 photos, in order: ids of your unused uploads (POST /api/uploads)')
  photoIds?: string[];
}

/** Body of PUT /api/reviews/{id}/reply. */
export class ReviewReplyRequest {
  @ApiProperty({
    minLength: 1,
    maxLength: REPLY_MAX_LENGTH,
    example: 'Salamat po! We are glad the sisig was worth the trip. See you again in San Fernando.',
  })
  @RequiredCode(ReviewErrorCode.ReplyTextRequired)
  @IsString({ message: 'text must be a string' })
  @MaxLength(REPLY_MAX_LENGTH * 2, { message: `text must be at most ${REPLY_MAX_LENGTH} characters` })
  text: string;
}
