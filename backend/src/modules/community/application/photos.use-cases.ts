import { Clock } from '../../../shared/time/clock.js';
import { CommunityError, CommunityErrorCode } from '../domain/community.errors.js';
import { mayPost, POSTING_NOT_ALLOWED_MESSAGE } from '../domain/post.js';
import { checkUpload, PHOTO_RULES } from '../domain/photo.js';
import { MODERATORS } from '../../../shared/domain/role.js';
import { ImageProcessor, ImageStore, type ImageVariant, type StoredImageInfo } from './ports/image.store.js';
import type { Caller } from './posts.use-cases.js';

export interface UploadInput {
  readonly bytes: Buffer;
  readonly declaredType: string;
}

/**
 * POST /api/uploads: a photo for a post, re-encoded to WebP (1,600 px and a 480 px thumbnail) with every metadata
 * field (GPS included) dropped, stored until a post uses it (unused uploads are deleted after 24 hours).
 */
export class UploadPhotoUseCase {
  constructor(
    private readonly processor: ImageProcessor,
    private readonly images: ImageStore,
    private readonly clock: Clock,
    private readonly newId: () => string,
  ) {}

  async execute(caller: Caller, input: UploadInput): Promise<StoredImageInfo> {
    if (!mayPost(caller.role))
      throw new CommunityError(CommunityErrorCode.PostingNotAllowed, POSTING_NOT_ALLOWED_MESSAGE);
    checkUpload(input.bytes.length, input.declaredType);
    const processed = await this.processor.process(input.bytes);
    return this.images.save(this.newId(), caller.id, processed, this.clock.now());
  }
}

/** GET /api/images/{id}.webp: the bytes of a stored photo, for a viewer who may see it (else 404, as if none). */
export class ReadImageQuery {
  constructor(private readonly images: ImageStore) {}

  async execute(id: string, variant: ImageVariant, caller: Caller | null): Promise<Buffer> {
    const viewer = caller ? { id: caller.id, moderates: MODERATORS.includes(caller.role) } : null;
    const bytes = viewer ? await this.images.read(id, variant, viewer) : null;
    if (!bytes) throw CommunityError.imageNotFound(id);
    return bytes;
  }
}

/** Deletes uploads that no post used within 24 hours (run on a timer). */
export class PurgeUnusedUploadsUseCase {
  constructor(
    private readonly images: ImageStore,
    private readonly clock: Clock,
  ) {}

  execute(): Promise<number> {
    return this.images.deleteUnattachedBefore(new Date(this.clock.now().getTime() - PHOTO_RULES.unattachedLifetimeMs));
  }
}
