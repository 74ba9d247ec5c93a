import { ApiProperty } from '@nestjs/swagger';
import {
  PlaceType,
  ReviewStatus,
  type ReviewPhoto,
  type ReviewProps,
  type ReviewReply,
  type ReviewView,
} from '../../domain/review.js';
import type { ReviewSummary } from '../../application/ports/review.reader.js';
import type { HelpfulAnswer } from '../../application/vote-helpful.use-case.js';

/** Where a review's photo is served (GET /api/reviews/photos/{file}). */
export function reviewPhotoUrl(id: string, variant: 'full' | 'thumbnail' = 'full'): string {
  return `/api/reviews/photos/${id}${variant === 'thumbnail' ? '-thumb' : ''}.webp`;
}

/** A review's photo: WebP, metadata stripped, at most 1,600 px (the thumbnail 480 px) on the long side. */
export class ReviewPhotoResponse {
  @ApiProperty({ format: 'uuid', description: 'The upload id (as given in photoIds)' })
  id: string;

  @ApiProperty({ example: '/api/reviews/photos/3f0c…webp', description: 'WebP, at most 1,600 px on the long side' })
  url: string;

  @ApiProperty({ example: '/api/reviews/photos/3f0c…-thumb.webp', description: 'WebP, at most 480 px' })
  thumbnailUrl: string;

  @ApiProperty({ type: 'integer', example: 1600 })
  width: number;

  @ApiProperty({ type: 'integer', example: 1200 })
  height: number;

  static from(photo: ReviewPhoto): ReviewPhotoResponse {
    return {
      id: photo.id,
      url: reviewPhotoUrl(photo.id),
      thumbnailUrl: reviewPhotoUrl(photo.id, 'thumbnail'),
      width: photo.width,
      height: photo.height,
    };
  }
}

/** The business's public reply to a review. */
export class ReviewReplyResponse {
  @ApiProperty({ example: 'Salamat po! See you again in San Fernando.' })
  text: string;

  @ApiProperty({ example: "Everybody's Cafe", description: 'The business that replies: the reviewed place' })
  businessName: string;

  @ApiProperty({ type: String, format: 'date-time', description: 'When the reply was first written' })
  repliedAt: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'Last edited; null when never' })
  editedAt: string | null;

  static from(reply: ReviewReply, businessName: string): ReviewReplyResponse {
    return {
      text: reply.text,
      businessName,
      repliedAt: reply.repliedAt.toISOString(),
      editedAt: reply.editedAt?.toISOString() ?? null,
    };
  }
}

/** The answer of PUT and DELETE /api/reviews/{id}/helpful. */
export class HelpfulResponse {
  @ApiProperty({ type: 'integer', minimum: 0, description: 'Members who found the review helpful, now' })
  helpfulCount: number;

  @ApiProperty({ description: 'Whether the caller counts among them' })
  votedByMe: boolean;

  static from(answer: HelpfulAnswer): HelpfulResponse {
    return { helpfulCount: answer.helpfulCount, votedByMe: answer.votedByMe };
  }
}

/** The answer of GET /api/reviews/my-votes. */
export class MyHelpfulVotesResponse {
  @ApiProperty({
    type: [String],
    format: 'uuid',
    description: "The place's published reviews the caller marked helpful (votedByMe of each)",
  })
  reviewIds: string[];
}

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

  @ApiProperty({ type: [ReviewPhotoResponse], maxItems: 3, description: 'Up to 3 photos, in order' })
  photos: ReviewPhotoResponse[];

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
      photos: review.photos.map((photo) => ReviewPhotoResponse.from(photo)),
    };
  }
}

/** A published review as everyone reads it: with its author's display name. */
export class PublicReviewResponse extends ReviewResponse {
  @ApiProperty({ example: 'Maria S.', description: "The author's first name and last initial" })
  authorName: string;

  @ApiProperty({ type: ReviewReplyResponse, nullable: true, description: "The business's reply; null when none" })
  reply: ReviewReplyResponse | null;

  static override from(review: ReviewView): PublicReviewResponse {
    return {
      ...ReviewResponse.from(review),
      authorName: review.authorName,
      reply: review.reply ? ReviewReplyResponse.from(review.reply, review.placeName) : null,
    };
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
