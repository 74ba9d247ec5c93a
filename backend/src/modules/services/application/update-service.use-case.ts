import { Clock } from '../../../shared/time/clock.js';
import { UnitOfWork } from '../../../shared/persistence/unit-of-work.js';
import { isUuid } from '../../../shared/domain/uuid.js';
import { checkServiceCategory, type ServiceChanges } from '../domain/service.js';
import { ServiceError } from '../domain/service.errors.js';
import { ServiceCategoryReader } from './ports/service-category.reader.js';
import { ServiceRepository, type ServiceView } from './ports/service.repository.js';

export type UpdateServiceInput = ServiceChanges & { readonly slug?: string | null };

/**
 * PATCH /api/services/{id} (admin, editor): the coordinate editor ({latitude, longitude}), the slug editor
 * ({slug}: 409 SERVICE_SLUG_TAKEN when another service has it) or the edit dialog (any other fields), in one
 * transaction with the service row locked. Setting gasPrice stamps gasPriceUpdatedAt. No field: nothing changes.
 */
export class UpdateServiceUseCase {
  constructor(
    private readonly services: ServiceRepository,
    private readonly categories: ServiceCategoryReader,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  execute(id: string, input: UpdateServiceInput): Promise<ServiceView> {
    return this.unitOfWork.run(async () => {
      const current = isUuid(id) ? await this.services.lockById(id) : null;
      if (!current) throw ServiceError.notFound(id);
      const { slug, ...changes } = input;
      const now = this.clock.now();
      let updated = current;
      if (Object.values(changes).some((value) => value !== undefined)) updated = updated.update(changes, now);
      if (slug !== undefined) {
        updated = updated.withSlug(slug ?? '', now);
        if (updated.slug !== current.slug && (await this.services.isSlugTaken(updated.slug, id))) {
          throw ServiceError.slugTaken(updated.slug);
        }
      }
      if (updated.categoryId !== null && updated.categoryId !== current.categoryId) {
        checkServiceCategory(updated.categoryId, await this.categories.findById(updated.categoryId));
      }
      if (updated !== current) await this.services.save(updated);
      const view = await this.services.findById(id);
      if (!view) throw ServiceError.notFound(id);
      return view;
    });
  }
}
