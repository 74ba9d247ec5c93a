import { Clock } from '../../../shared/time/clock.js';
import { UnitOfWork } from '../../../shared/persistence/unit-of-work.js';
import { CommunityError, CommunityErrorCode } from '../domain/community.errors.js';
import { checkMayPost, draftPost, type NewPostInput } from '../domain/post.js';
import { ImageStore } from './ports/image.store.js';
import { PostRepository, type PostView } from './ports/post.repository.js';
import type { Caller } from './caller.js';

/** POST /api/posts: admins, moderators, editors and verified bloggers share an update, with an optional photo. */
export class CreatePostUseCase {
  constructor(
    private readonly posts: PostRepository,
    private readonly images: ImageStore,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
    private readonly newId: () => string,
  ) {}

  async execute(caller: Caller, input: NewPostInput): Promise<PostView> {
    checkMayPost(caller.role);
    const draft = draftPost(input);
    return this.unitOfWork.run(async () => {
      const now = this.clock.now();
      if (draft.imageId !== null && !(await this.images.attach(draft.imageId, caller.id, now))) {
        throw new CommunityError(
          CommunityErrorCode.ImageAlreadyUsed,
          'This photo is not an upload of yours that is still unused',
          {
            field: 'imageId',
          },
        );
      }
      const id = this.newId();
      await this.posts.add(id, caller.id, draft, now);
      const created = await this.posts.findView(id, caller.id);
      if (!created) throw CommunityError.postNotFound(id);
      return created;
    });
  }
}
