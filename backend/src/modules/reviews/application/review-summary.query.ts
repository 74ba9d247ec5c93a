import type { PlaceRef } from '../domain/review.js';
import { placeNotFound } from './create-review.use-case.js';
import { ReviewReader, type ReviewSummary } from './ports/review.reader.js';

/** GET /api/reviews/summary: a place's rating, count and star distribution. */
export class ReviewSummaryQuery {
  constructor(private readonly reader: ReviewReader) {}

  async execute(place: PlaceRef): Promise<ReviewSummary> {
    const found = await this.reader.summary(place);
    if (!found) throw placeNotFound(place);
    return found;
  }
}
