import { isUuid } from '../../../shared/domain/uuid.js';
import { DestinationError } from '../domain/destination.errors.js';
import { DestinationRepository, type DestinationView } from './ports/destination.repository.js';

/** GET /api/destinations/{id}: one destination with its category, or DESTINATION_NOT_FOUND. Public. */
export class GetDestinationQuery {
  constructor(private readonly destinations: DestinationRepository) {}

  async execute(id: string): Promise<DestinationView> {
    const found = isUuid(id) ? await this.destinations.findById(id) : null;
    if (!found) throw DestinationError.notFound(id);
    return found;
  }
}
