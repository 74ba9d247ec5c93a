import type { PlaceRef, ReviewView } from '../domain/review.js';
import { placeNotFound } from './create-review.use-case.js';
import { ReviewReader } from './ports/review.reader.js';

/**
 * GET /api/reviews/mine: the caller's own review of a place (published or waiting for a moderator; never a removed
 * one), or null when they have none. Apart from GET /api/reviews, which stays one kept answer for everyone.
 */
export class MyReviewQuery {
  constructor(private readonly reader: ReviewReader) {}

  async execute(userId: string, place: PlaceRef): Promise<ReviewView | null> {
    const found = await this.reader.mine(userId, place);
    if (!found) throw placeNotFound(place);
    return found.review;
  }
}
