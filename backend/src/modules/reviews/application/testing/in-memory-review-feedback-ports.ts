import type { PlaceRef, ReviewPhoto, ReviewReply } from '../../domain/review.js';
import { ReviewNotices, ReviewReplies, type ReplyNotice, type ReplyTarget } from '../ports/review-replies.js';
import { ReviewPhotos } from '../ports/review-photos.js';
import { ReviewVotes } from '../ports/review-votes.js';
import type { InMemoryReviewRepository } from './in-memory-review-ports.js';

/** Votes in memory over an InMemoryReviewRepository's reviews (helpfulCount follows, as the trigger does). */
export class InMemoryReviewVotes extends ReviewVotes {
  votes = new Set<string>();

  constructor(private readonly repo: InMemoryReviewRepository) {
    super();
  }

  override add(reviewId: string, userId: string): Promise<number | null> {
    if (!this.repo.reviews.has(reviewId)) return Promise.resolve(null);
    this.votes.add(`${reviewId}:${userId}`);
    return Promise.resolve(this.count(reviewId));
  }

  override remove(reviewId: string, userId: string): Promise<number | null> {
    this.votes.delete(`${reviewId}:${userId}`);
    return Promise.resolve(this.repo.reviews.has(reviewId) ? this.count(reviewId) : null);
  }

  override votedOn(userId: string, place: PlaceRef): Promise<string[] | null> {
    if (!this.repo.places.has(place.id)) return Promise.resolve(null);
    const ids = [...this.repo.reviews.values()]
      .filter((review) => review.place.id === place.id && this.votes.has(`${review.id}:${userId}`))
      .map((review) => review.id);
    return Promise.resolve(ids);
  }

  private count(reviewId: string): number {
    const n = [...this.votes].filter((key) => key.startsWith(`${reviewId}:`)).length;
    const review = this.repo.reviews.get(reviewId);
    if (review) this.repo.reviews.set(reviewId, { ...review, helpfulCount: n });
    return n;
  }
}

/** Replies and notices in memory; `staff` holds `userId:placeId` of partner staff. */
export class InMemoryReviewReplies extends ReviewReplies {
  staff = new Set<string>();
  locks: string[] = [];

  constructor(private readonly repo: InMemoryReviewRepository) {
    super();
  }

  override lock(reviewId: string): Promise<ReplyTarget | null> {
    this.locks.push(reviewId);
    const review = this.repo.reviews.get(reviewId);
    return Promise.resolve(review ? { review, placeName: `Place ${review.place.id}`, placeSlug: null } : null);
  }

  override isStaffOf(userId: string, place: PlaceRef): Promise<boolean> {
    return Promise.resolve(this.staff.has(`${userId}:${place.id}`));
  }

  override save(reviewId: string, reply: ReviewReply): Promise<void> {
    const review = this.repo.reviews.get(reviewId);
    if (review) this.repo.reviews.set(reviewId, { ...review, reply });
    return Promise.resolve();
  }

  override clear(reviewId: string): Promise<void> {
    const review = this.repo.reviews.get(reviewId);
    if (review) this.repo.reviews.set(reviewId, { ...review, reply: null });
    return Promise.resolve();
  }
}

export class InMemoryReviewNotices extends ReviewNotices {
  sent: Array<{ id: string; reviewerId: string; notice: ReplyNotice }> = [];

  override replied(id: string, reviewerId: string, notice: ReplyNotice): Promise<void> {
    this.sent.push({ id, reviewerId, notice });
    return Promise.resolve();
  }
}

/** Uploads (`uploads`: id -> owner) and the reviews using them, in memory (the repository's reviews follow). */
export class InMemoryReviewPhotos extends ReviewPhotos {
  uploads = new Map<string, string>();
  used = new Map<string, string>();

  constructor(private readonly repo?: InMemoryReviewRepository) {
    super();
  }

  override set(reviewId: string, authorId: string, photoIds: readonly string[]): Promise<ReviewPhoto[] | null> {
    const fresh = photoIds.filter((id) => this.used.get(id) !== reviewId);
    if (fresh.some((id) => this.uploads.get(id) !== authorId || this.used.has(id))) return Promise.resolve(null);
    for (const [id, owner] of this.used)
      if (owner === reviewId && !photoIds.includes(id)) {
        this.used.delete(id);
        this.uploads.delete(id);
      }
    for (const id of fresh) this.used.set(id, reviewId);
    const photos = photoIds.map((id) => ({ id, width: 1600, height: 1200 }));
    const review = this.repo?.reviews.get(reviewId);
    if (review) this.repo?.reviews.set(reviewId, { ...review, photos });
    return Promise.resolve(photos);
  }

  override read(): Promise<Buffer | null> {
    return Promise.resolve(null);
  }
}
