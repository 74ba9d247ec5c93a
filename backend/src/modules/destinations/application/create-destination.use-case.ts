import { Clock } from '../../../shared/time/clock.js';
import { UnitOfWork } from '../../../shared/persistence/unit-of-work.js';
import type { TextInput } from '../../catalog/domain/catalog-rules.js';
import { checkDestinationCategory, Destination, type DestinationChanges } from '../domain/destination.js';
import { DestinationError } from '../domain/destination.errors.js';
import { DestinationCategoryReader } from './ports/destination-category.reader.js';
import { DestinationRepository, type DestinationView } from './ports/destination.repository.js';

export type CreateDestinationInput = DestinationChanges & { readonly name: TextInput };

/** POST /api/destinations (admin, editor): checks every field and the category, then adds the destination. */
export class CreateDestinationUseCase {
  constructor(
    private readonly destinations: DestinationRepository,
    private readonly categories: DestinationCategoryReader,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
    private readonly newId: () => string,
  ) {}

  execute(input: CreateDestinationInput): Promise<DestinationView> {
    return this.unitOfWork.run(async () => {
      const destination = Destination.create(this.newId(), input, this.clock.now());
      if (destination.categoryId !== null) {
        checkDestinationCategory(destination.categoryId, await this.categories.findById(destination.categoryId));
      }
      await this.destinations.add(destination);
      const created = await this.destinations.findById(destination.id);
      if (!created) throw DestinationError.notFound(destination.id);
      return created;
    });
  }
}
