import type { Page, PageRequest } from '../../../shared/domain/page.js';
import type { PlaceRef, ReviewView } from '../domain/review.js';
import { placeNotFound } from './create-review.use-case.js';
import { ReviewReader, type ReviewFilter } from './ports/review.reader.js';

/** GET /api/reviews: one page of a place's published reviews, sorted and filtered by stars. */
export class ListReviewsQuery {
  constructor(private readonly reader: ReviewReader) {}

  async execute(place: PlaceRef, filter: ReviewFilter, page: PageRequest): Promise<Page<ReviewView>> {
    const found = await this.reader.list(place, filter, page);
    if (!found) throw placeNotFound(place);
    return found;
  }
}
