import { isValidSlug } from '../../catalog/domain/slug.js';
import { ServiceError } from '../domain/service.errors.js';
import { ServiceRepository, type ServiceView } from './ports/service.repository.js';

/** GET /api/services/slug/{slug}: one service by its URL slug (ignoring case), or SERVICE_NOT_FOUND. Public. */
export class GetServiceBySlugQuery {
  constructor(private readonly services: ServiceRepository) {}

  async execute(slug: string): Promise<ServiceView> {
    const normalised = slug.trim().toLowerCase();
    const found = isValidSlug(normalised) ? await this.services.findBySlug(normalised) : null;
    if (!found) throw ServiceError.notFound(slug);
    return found;
  }
}
