import { Injectable } from '@nestjs/common';
import { TypeOrmUnitOfWork } from '../../../shared/persistence/typeorm-unit-of-work.js';
import type { ReviewPhoto } from '../domain/review.js';
import { ReviewPhotos, type ReviewPhotoVariant, type ReviewPhotoViewer } from '../application/ports/review-photos.js';

/**
 * review_photos over the community's uploads (community_images: WebP re-encoded, metadata stripped, by POST
 * /api/uploads). Using an upload sets its attached_at, as a post does, so the hourly purge of unused uploads leaves
 * it; a row deleted (an edit, or with its review) deletes the photo's bytes (trigger review_photos_free_image).
 */
@Injectable()
export class PgReviewPhotos extends ReviewPhotos {
  constructor(private readonly db: TypeOrmUnitOfWork) {
    super();
  }

  override async set(
    reviewId: string,
    authorId: string,
    photoIds: readonly string[],
    now: Date,
  ): Promise<ReviewPhoto[] | null> {
    const current = (
      await this.db.rows<{ id: string }>(`SELECT image_id AS id FROM review_photos WHERE review_id = $1`, [reviewId])
    ).map((row) => row.id);
    const gone = current.filter((id) => !photoIds.includes(id));
    if (gone.length)
      await this.db.rows(`DELETE FROM review_photos WHERE review_id = $1 AND image_id = ANY($2::uuid[])`, [
        reviewId,
        gone,
      ]);
    // The kept photos take their new places (the unique position is checked at commit).
    await this.db.rows(
      `UPDATE review_photos ph SET position = w.ord - 1
       FROM unnest($2::uuid[]) WITH ORDINALITY AS w(id, ord)
       WHERE ph.review_id = $1 AND ph.image_id = w.id AND ph.position <> w.ord - 1`,
      [reviewId, photoIds],
    );
    const fresh = photoIds.filter((id) => !current.includes(id));
    if (fresh.length) {
      // Only the author's uploads that no post or review uses (the kept ones are used already, so skipped): the row
      // lock makes two simultaneous uses of one upload take turns, and the second finds it used.
      const attached = await this.db.rows(
        `WITH wanted AS (SELECT id, ord - 1 AS position FROM unnest($2::uuid[]) WITH ORDINALITY AS w(id, ord)),
         used AS (
           UPDATE community_images i SET attached_at = $4 FROM wanted w
           WHERE i.id = w.id AND i.owner_id = $3 AND i.attached_at IS NULL
           RETURNING i.id, i.width, i.height, w.position
         )
         INSERT INTO review_photos (review_id, position, image_id, width, height)
         SELECT $1, position, id, width, height FROM used RETURNING image_id`,
        [reviewId, photoIds, authorId, now],
      );
      if (attached.length !== fresh.length) return null;
    }
    return this.db.rows<ReviewPhoto>(
      `SELECT image_id AS id, width, height FROM review_photos WHERE review_id = $1 ORDER BY position`,
      [reviewId],
    );
  }

  override async read(
    imageId: string,
    variant: ReviewPhotoVariant,
    viewer: ReviewPhotoViewer | null,
  ): Promise<Buffer | null> {
    const column = variant === 'full' ? 'i.full_webp' : 'i.thumbnail_webp';
    const rows = await this.db.rows<{ bytes: Buffer }>(
      `SELECT ${column} AS bytes
       FROM review_photos ph JOIN community_images i ON i.id = ph.image_id JOIN reviews r ON r.id = ph.review_id
       WHERE ph.image_id = $1 AND (r.status = 'published' OR r.author_id = $2 OR $3)`,
      [imageId, viewer?.id ?? null, viewer?.moderates ?? false],
    );
    return rows[0]?.bytes ?? null;
  }
}
