import { ApiProperty } from '@nestjs/swagger';
import { PlaceType, ReviewStatus, type ReviewProps, type ReviewView } from '../../domain/review.js';
import type { ReviewSummary } from '../../application/ports/review.reader.js';

/** A review as its author gets it back from a write. */
export class ReviewResponse {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ enum: PlaceType, enumName: 'ReviewPlaceType' })
  placeType: PlaceType;

  @ApiProperty({ format: 'uuid', description: 'The destination or the service' })
  placeId: string;

  @ApiProperty({ format: 'uuid' })
  authorId: string;

  @ApiProperty({ type: 'integer', minimum: 1, maximum: 5 })
  stars: number;

  @ApiProperty()
  text: string;

  @ApiProperty({ example: '2026-10', description: 'The month of the visit (YYYY-MM)' })
  visitMonth: string;

  @ApiProperty({
    enum: ReviewStatus,
    enumName: 'ReviewStatus',
    description: 'published (counted and shown), pending (waits for a moderator) or removed',
  })
  status: ReviewStatus;

  @ApiProperty({ type: 'integer', minimum: 0, description: 'Members who found it helpful' })
  helpfulCount: number;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: string;

  @ApiProperty({ type: String, format: 'date-time' })
  updatedAt: string;

  static from(review: ReviewProps): ReviewResponse {
    return {
      id: review.id,
      placeType: review.place.type,
      placeId: review.place.id,
      authorId: review.authorId,
      stars: review.stars,
      text: review.text,
      visitMonth: review.visitMonth,
      status: review.status,
      helpfulCount: review.helpfulCount,
      createdAt: review.createdAt.toISOString(),
      updatedAt: review.updatedAt.toISOString(),
    };
  }
}

/** A published review as everyone reads it: with its author's display name. */
export class PublicReviewResponse extends ReviewResponse {
  @ApiProperty({ example: 'Maria S.', description: "The author's first name and last initial" })
  authorName: string;

  static override from(review: ReviewView): PublicReviewResponse {
    return { ...ReviewResponse.from(review), authorName: review.authorName };
  }
}

/** A place's rating, count and the five bars of its stars, from its published reviews. */
export class ReviewSummaryResponse {
  @ApiProperty({
    type: Number,
    nullable: true,
    example: 4.6,
    description: 'Mean stars to one decimal; null without any review (shown as New)',
  })
  rating: number | null;

  @ApiProperty({ type: 'integer', minimum: 0 })
  reviewCount: number;

  @ApiProperty({
    type: [Number],
    minItems: 5,
    maxItems: 5,
    example: [1, 0, 3, 12, 40],
    description: 'How many reviews give 1, 2, 3, 4 and 5 stars (index 0 is one star)',
  })
  distribution: number[];

  static from(summary: ReviewSummary): ReviewSummaryResponse {
    return { rating: summary.rating, reviewCount: summary.reviewCount, distribution: [...summary.distribution] };
  }
}
