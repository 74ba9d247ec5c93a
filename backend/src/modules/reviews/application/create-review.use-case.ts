import { Clock } from '../../../shared/time/clock.js';
import { UnitOfWork } from '../../../shared/persistence/unit-of-work.js';
import { checkContent, initialStatus, type PlaceRef, type ReviewContent, type ReviewProps } from '../domain/review.js';
import { ReviewError, ReviewErrorCode } from '../domain/review.errors.js';
import { checkPhotoIds, photoNotAvailable } from '../domain/review-photos.js';
import { ReviewRepository } from './ports/review.repository.js';
import { ReviewPhotos } from './ports/review-photos.js';

export interface CreateReviewInput extends ReviewContent {
  readonly place: PlaceRef;
  /** Up to 3 unused uploads of the author's (POST /api/uploads), in order. */
  readonly photoIds?: readonly string[];
}

/**
 * POST /api/reviews: a signed-in member (not suspended: the guard) reviews a destination or a service once. The place's
 * row is locked first, so the review and the place's rating and count are written by one transaction after another.
 */
export class CreateReviewUseCase {
  constructor(
    private readonly reviews: ReviewRepository,
    private readonly photos: ReviewPhotos,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
    private readonly newId: () => string,
  ) {}

  async execute(authorId: string, input: CreateReviewInput): Promise<ReviewProps> {
    const now = this.clock.now();
    const content = checkContent(input, now);
    const photoIds = checkPhotoIds(input.photoIds ?? []);
    return this.unitOfWork.run(async () => {
      if (!(await this.reviews.lockPlace(input.place))) throw placeNotFound(input.place);
      if (await this.reviews.isStaffOf(authorId, input.place))
        throw new ReviewError(ReviewErrorCode.OwnBusiness, 'Staff of a business cannot review it', {
          [placeField(input.place)]: input.place.id,
        });
      const review: ReviewProps = {
        id: this.newId(),
        place: input.place,
        authorId,
        ...content,
        status: initialStatus(),
        helpfulCount: 0,
        createdAt: now,
        updatedAt: now,
        photos: [],
        reply: null,
      };
      if (!(await this.reviews.add(review)))
        throw new ReviewError(
          ReviewErrorCode.AlreadyReviewed,
          'You have reviewed this place already: edit your review',
          {
            [placeField(input.place)]: input.place.id,
          },
        );
      const photos = photoIds.length ? await this.photos.set(review.id, authorId, photoIds, now) : [];
      if (!photos) throw photoNotAvailable();
      await this.reviews.refreshAggregates(input.place);
      return { ...review, photos };
    });
  }
}

function placeField(place: PlaceRef): string {
  return `${place.type}Id`;
}

export function placeNotFound(place: PlaceRef): ReviewError {
  return new ReviewError(ReviewErrorCode.PlaceNotFound, `No such ${place.type}`, { [placeField(place)]: place.id });
}
