import { Clock } from '../../../shared/time/clock.js';
import { checkUpload } from '../domain/photo.js';
import { ImageProcessor, ImageStore, type StoredImageInfo } from './ports/image.store.js';
import type { Caller } from './caller.js';

export interface UploadInput {
  readonly bytes: Buffer;
  readonly declaredType: string;
}

/**
 * POST /api/uploads: a photo for a post or a review (any member in good standing: the post or the review that uses it
 * checks who may write it), re-encoded to WebP (1,600 px and a 480 px thumbnail) with every metadata
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
    checkUpload(input.bytes.length, input.declaredType);
    const processed = await this.processor.process(input.bytes);
    return this.images.save(this.newId(), caller.id, processed, this.clock.now());
  }
}
