import { MODERATORS, type Role } from '../../../shared/domain/role.js';
import { ReviewError, ReviewErrorCode } from '../domain/review.errors.js';
import { ReviewPhotos, type ReviewPhotoVariant } from './ports/review-photos.js';

/** GET /api/reviews/photos/{id}.webp: a review's photo, for whoever may see the review (else 404, as if none). */
export class ReadReviewPhotoQuery {
  constructor(private readonly photos: ReviewPhotos) {}

  async execute(
    imageId: string,
    variant: ReviewPhotoVariant,
    caller: { readonly id: string; readonly role: Role } | null,
  ): Promise<Buffer> {
    const viewer = caller ? { id: caller.id, moderates: MODERATORS.includes(caller.role) } : null;
    const bytes = await this.photos.read(imageId, variant, viewer);
    if (!bytes) throw new ReviewError(ReviewErrorCode.PhotoNotFound, 'Photo not found', { id: imageId });
    return bytes;
  }
}
