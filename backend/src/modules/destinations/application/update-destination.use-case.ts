import { Clock } from '../../../shared/time/clock.js';
import { UnitOfWork } from '../../../shared/persistence/unit-of-work.js';
import { isUuid } from '../../../shared/domain/uuid.js';
import { checkDestinationCategory, type DestinationChanges } from '../domain/destination.js';
import { DestinationError } from '../domain/destination.errors.js';
import { DestinationCategoryReader } from './ports/destination-category.reader.js';
import { DestinationRepository, type DestinationView } from './ports/destination.repository.js';

/**
 * PATCH /api/destinations/{id} (admin, editor): changes the given fields (null or '' clears one; the name
 * cannot be cleared), in one transaction with the destination row locked. No field: nothing changes.
 */
export class UpdateDestinationUseCase {
  constructor(
    private readonly destinations: DestinationRepository,
    private readonly categories: DestinationCategoryReader,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  execute(id: string, changes: DestinationChanges): Promise<DestinationView> {
    return this.unitOfWork.run(async () => {
      const current = isUuid(id) ? await this.destinations.lockById(id) : null;
      if (!current) throw DestinationError.notFound(id);
      const changed = Object.values(changes).some((value) => value !== undefined);
      if (changed) {
        const updated = current.update(changes, this.clock.now());
        if (updated.categoryId !== null && updated.categoryId !== current.categoryId) {
          checkDestinationCategory(updated.categoryId, await this.categories.findById(updated.categoryId));
        }
        await this.destinations.save(updated);
      }
      const view = await this.destinations.findById(id);
      if (!view) throw DestinationError.notFound(id);
      return view;
    });
  }
}
