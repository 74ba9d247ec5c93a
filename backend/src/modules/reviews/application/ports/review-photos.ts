import type { ReviewPhoto } from '../../domain/review.js';

export type ReviewPhotoVariant = 'full' | 'thumbnail';

/** Who asks for a photo: a member's id, and whether they moderate. */
export interface ReviewPhotoViewer {
  readonly id: string;
  readonly moderates: boolean;
}

/**
 * Review photos: uploads of the community's pipeline (community_images, POST /api/uploads) used by a review (table
 * review_photos). Every method joins the caller's UnitOfWork.
 */
export abstract class ReviewPhotos {
  /**
   * Makes the review's photos exactly `photoIds`, in that order: photos it no longer has are deleted (their bytes
   * too); new ones must be the author's uploads that nothing uses yet, and are marked used. Answers the photos, or
   * null when one of the new ids is not such an upload (the caller rolls back).
   */
  abstract set(
    reviewId: string,
    authorId: string,
    photoIds: readonly string[],
    now: Date,
  ): Promise<ReviewPhoto[] | null>;
  /**
   * The bytes of a review's photo the viewer may see, else null: on a published review, to anyone; on any other, to
   * its author and to moderators.
   */
  abstract read(imageId: string, variant: ReviewPhotoVariant, viewer: ReviewPhotoViewer | null): Promise<Buffer | null>;
}
