import { UnitOfWork } from '../../../shared/persistence/unit-of-work.js';
import { checkIsAuthor } from '../domain/review.js';
import { ReviewError } from '../domain/review.errors.js';
import { ReviewRepository } from './ports/review.repository.js';

/** DELETE /api/reviews/{id}: the author deletes their review; the place's rating and count follow at once. */
export class DeleteReviewUseCase {
  constructor(
    private readonly reviews: ReviewRepository,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  execute(userId: string, id: string): Promise<void> {
    return this.unitOfWork.run(async () => {
      const review = await this.reviews.find(id);
      if (!review) throw ReviewError.notFound(id);
      checkIsAuthor(review, userId);
      await this.reviews.lockPlace(review.place);
      await this.reviews.remove(id);
      await this.reviews.refreshAggregates(review.place);
    });
  }
}
