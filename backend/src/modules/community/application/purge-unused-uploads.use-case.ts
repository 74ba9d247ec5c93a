import { Clock } from '../../../shared/time/clock.js';
import { PHOTO_RULES } from '../domain/photo.js';
import { ImageStore } from './ports/image.store.js';

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
