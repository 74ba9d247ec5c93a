import { isUuid } from '../../../shared/domain/uuid.js';
import { ServiceError } from '../domain/service.errors.js';
import { ServiceRepository, type ServiceView } from './ports/service.repository.js';

/** GET /api/services/{id}: one service with its category, or SERVICE_NOT_FOUND. Public. */
export class GetServiceQuery {
  constructor(private readonly services: ServiceRepository) {}

  async execute(id: string): Promise<ServiceView> {
    const found = isUuid(id) ? await this.services.findById(id) : null;
    if (!found) throw ServiceError.notFound(id);
    return found;
  }
}
