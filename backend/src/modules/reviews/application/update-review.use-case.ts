import { Clock } from '../../../shared/time/clock.js';
import { UnitOfWork } from '../../../shared/persistence/unit-of-work.js';
import { checkContent, checkIsAuthor, type ReviewContent, type ReviewProps } from '../domain/review.js';
import { ReviewError } from '../domain/review.errors.js';
import { ReviewRepository } from './ports/review.repository.js';

/** PATCH /api/reviews/{id}: the author changes stars, text or month; the place's rating follows in the same transaction. */
export class UpdateReviewUseCase {
  constructor(
    private readonly reviews: ReviewRepository,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async execute(userId: string, id: string, changes: Partial<ReviewContent>): Promise<ReviewProps> {
    const now = this.clock.now();
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
      await this.reviews.refreshAggregates(before.place);
      return { ...before, ...content, updatedAt: now };
    });
  }
}
