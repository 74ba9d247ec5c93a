import { Clock } from '../../../shared/time/clock.js';
import { UnitOfWork } from '../../../shared/persistence/unit-of-work.js';
import { checkContent, checkIsAuthor, type ReviewContent, type ReviewProps } from '../domain/review.js';
import { ReviewError } from '../domain/review.errors.js';
import { checkPhotoIds, photoNotAvailable } from '../domain/review-photos.js';
import { ReviewRepository } from './ports/review.repository.js';
import { ReviewPhotos } from './ports/review-photos.js';

/** What an edit changes: the fields given; photoIds, when given, become the review's photos (in that order). */
export interface ReviewChanges extends Partial<ReviewContent> {
  readonly photoIds?: readonly string[];
}

/** PATCH /api/reviews/{id}: the author changes stars, text or month; the place's rating follows in the same transaction. */
export class UpdateReviewUseCase {
  constructor(
    private readonly reviews: ReviewRepository,
    private readonly photos: ReviewPhotos,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async execute(userId: string, id: string, changes: ReviewChanges): Promise<ReviewProps> {
    const now = this.clock.now();
    const photoIds = changes.photoIds === undefined ? undefined : checkPhotoIds(changes.photoIds);
    return this.unitOfWork.run(async () => {
      const before = await this.reviews.find(id);
      if (!before) throw ReviewError.notFound(id);
      checkIsAuthor(before, userId);
      const content = checkContent(
        {
          stars: changes.stars ?? before.stars,
          text: changes.text ?? before.text,
          visitMonth: changes.visitMonth ?? before.visitMonth,
        },
        now,
      );
      await this.reviews.lockPlace(before.place);
      await this.reviews.update(id, content, now);
      const photos = photoIds === undefined ? before.photos : await this.photos.set(id, userId, photoIds, now);
      if (!photos) throw photoNotAvailable();
      await this.reviews.refreshAggregates(before.place);
      return { ...before, ...content, updatedAt: now, photos };
    });
  }
}
