import { ratingOf, ReviewStatus, type PlaceRef, type ReviewContent, type ReviewProps } from '../../domain/review.js';
import { ReviewRepository } from '../ports/review.repository.js';

/** The reviews and the places' figures in memory, for the use cases' unit tests. */
export class InMemoryReviewRepository extends ReviewRepository {
  reviews = new Map<string, ReviewProps>();
  /** Places that exist, by id, with their stored figures. */
  places = new Map<string, { rating: number | null; reviewCount: number }>();
  /** `userId:placeId` of partner staff. */
  staff = new Set<string>();
  locks: string[] = [];

  snapshot(): () => void {
    const reviews = new Map(this.reviews);
    const places = new Map(this.places);
    return () => {
      this.reviews = reviews;
      this.places = places;
    };
  }

  override lockPlace(place: PlaceRef): Promise<boolean> {
    this.locks.push(place.id);
    return Promise.resolve(this.places.has(place.id));
  }

  override isStaffOf(userId: string, place: PlaceRef): Promise<boolean> {
    return Promise.resolve(this.staff.has(`${userId}:${place.id}`));
  }

  override add(review: ReviewProps): Promise<boolean> {
    const taken = [...this.reviews.values()].some(
      (r) => r.authorId === review.authorId && r.place.id === review.place.id && r.status !== ReviewStatus.Removed,
    );
    if (!taken) this.reviews.set(review.id, review);
    return Promise.resolve(!taken);
  }

  override find(id: string): Promise<ReviewProps | null> {
    return Promise.resolve(this.reviews.get(id) ?? null);
  }

  override update(id: string, content: ReviewContent, now: Date): Promise<void> {
    const review = this.reviews.get(id);
    if (review) this.reviews.set(id, { ...review, ...content, updatedAt: now });
    return Promise.resolve();
  }

  override remove(id: string): Promise<void> {
    this.reviews.delete(id);
    return Promise.resolve();
  }

  override refreshAggregates(place: PlaceRef): Promise<void> {
    const bars = [0, 0, 0, 0, 0];
    for (const review of this.reviews.values())
      if (review.place.id === place.id && review.status === ReviewStatus.Published) bars[review.stars - 1]++;
    this.places.set(place.id, ratingOf(bars));
    return Promise.resolve();
  }
}
