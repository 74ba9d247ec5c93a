import { Injectable } from '@nestjs/common';
import { TypeOrmUnitOfWork } from '../../../shared/persistence/typeorm-unit-of-work.js';
import { returnedRows } from '../../../shared/persistence/sql.js';
import {
  ImageStore,
  storedImageInfo,
  type ImageVariant,
  type ImageViewer,
  type ProcessedImage,
  type StoredImageInfo,
} from '../application/ports/image.store.js';
import { visibleToSql } from './community-sql.js';

/** The post's visibility rule (community-sql.ts) for the viewer in $2. */
const VISIBLE_TO_VIEWER_SQL = visibleToSql('$2');

/** Photos as bytea rows of community_images (one PostgreSQL for every replica; no shared disk needed). */
@Injectable()
export class PgImageStore extends ImageStore {
  constructor(private readonly db: TypeOrmUnitOfWork) {
    super();
  }

  override async save(id: string, ownerId: string, image: ProcessedImage, now: Date): Promise<StoredImageInfo> {
    await this.db.manager.query(
      `INSERT INTO community_images (id, owner_id, full_webp, thumbnail_webp, width, height, thumbnail_width, thumbnail_height, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
        id,
        ownerId,
        image.full,
        image.thumbnail,
        image.width,
        image.height,
        image.thumbnailWidth,
        image.thumbnailHeight,
        now,
      ],
    );
    return storedImageInfo(id, image);
  }

  override async attach(id: string, ownerId: string, now: Date): Promise<boolean> {
    const rows = returnedRows<{ id: string }>(
      await this.db.manager.query(
        `UPDATE community_images SET attached_at = $3 WHERE id = $1 AND owner_id = $2 AND attached_at IS NULL RETURNING id`,
        [id, ownerId, now],
      ),
    );
    return rows.length > 0;
  }

  override async read(id: string, variant: ImageVariant, viewer: ImageViewer): Promise<Buffer | null> {
    const column = variant === 'full' ? 'full_webp' : 'thumbnail_webp';
    // The post's own visibility rule (community-sql.ts), so a photo can never be seen where its post cannot.
    const rows: { bytes: Buffer }[] = await this.db.manager.query(
      `SELECT i.${column} AS bytes FROM community_images i LEFT JOIN posts p ON p.image_id = i.id
       WHERE i.id = $1 AND CASE WHEN p.id IS NULL THEN i.attached_at IS NULL AND i.owner_id = $2
                                ELSE ${VISIBLE_TO_VIEWER_SQL} OR ($3 AND p.status <> 'deleted') END`,
      [id, viewer.id, viewer.moderates],
    );
    return rows[0]?.bytes ?? null;
  }

  override async deleteUnattachedBefore(before: Date): Promise<number> {
    const rows = returnedRows<{ id: string }>(
      await this.db.manager.query(
        // Only rows nobody holds, in id order (two replicas pruning at once, or an attach in progress, never deadlock).
        `DELETE FROM community_images WHERE id IN (
           SELECT id FROM community_images WHERE attached_at IS NULL AND created_at < $1 ORDER BY id FOR UPDATE SKIP LOCKED
         ) RETURNING id`,
        [before],
      ),
    );
    return rows.length;
  }
}
