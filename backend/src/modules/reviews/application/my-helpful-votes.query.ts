import type { PlaceRef } from '../domain/review.js';
import { placeNotFound } from './create-review.use-case.js';
import { ReviewVotes } from './ports/review-votes.js';

/** GET /api/reviews/my-votes: which of a place's published reviews the caller marked helpful (ids). */
export class MyHelpfulVotesQuery {
  constructor(private readonly votes: ReviewVotes) {}

  async execute(userId: string, place: PlaceRef): Promise<string[]> {
    const ids = await this.votes.votedOn(userId, place);
    if (!ids) throw placeNotFound(place);
    return ids;
  }
}
