import { CommunityError } from '../domain/community.errors.js';
import { MODERATORS } from '../../../shared/domain/role.js';
import { ImageStore, type ImageVariant } from './ports/image.store.js';
import type { Caller } from './caller.js';

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
