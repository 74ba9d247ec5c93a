import { Clock } from '../../../shared/time/clock.js';
import { UnitOfWork } from '../../../shared/persistence/unit-of-work.js';
import { firstFreeSlug, slugify } from '../../catalog/domain/slug.js';
import { checkServiceCategory, checkSlug, Service, type ServiceChanges } from '../domain/service.js';
import { ServiceError } from '../domain/service.errors.js';
import { ServiceCategoryReader } from './ports/service-category.reader.js';
import { ServiceRepository, type ServiceView } from './ports/service.repository.js';

export type CreateServiceInput = ServiceChanges & { readonly slug?: string | null };

/** How often a generated slug is tried again when another create took it at the same moment. */
const SLUG_ATTEMPTS = 5;

/**
 * POST /api/services (admin, editor): checks every field and the category, then adds the service. Without
 * a slug, one is made from the name and kept unique with a -2, -3 ... suffix; a given slug that is taken is
 * SERVICE_SLUG_TAKEN (409).
 */
export class CreateServiceUseCase {
  constructor(
    private readonly services: ServiceRepository,
    private readonly categories: ServiceCategoryReader,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
    private readonly newId: () => string,
  ) {}

  execute(input: CreateServiceInput): Promise<ServiceView> {
    return this.unitOfWork.run(async () => {
      const { slug: requested, ...fields } = input;
      const now = this.clock.now();
      const id = this.newId();
      const given = requested === undefined ? undefined : checkSlug(requested);
      // Checks every field before looking for a slug (the name must be valid to make one).
      const draft = Service.create(id, given ?? 'draft', fields, now);
      checkServiceCategory(draft.categoryId as string, await this.categories.findById(draft.categoryId as string));

      if (given !== undefined) {
        if (!(await this.services.addIfSlugFree(draft))) throw ServiceError.slugTaken(given);
      } else {
        const base = slugify(draft.name) || 'service';
        for (let attempt = 1; ; attempt++) {
          const slug = firstFreeSlug(base, new Set(await this.services.slugsStartingWith(base)));
          if (await this.services.addIfSlugFree(draft.withSlug(slug, now))) break;
          if (attempt >= SLUG_ATTEMPTS) throw ServiceError.slugTaken(slug);
        }
      }
      const created = await this.services.findById(id);
      if (!created) throw ServiceError.notFound(id);
      return created;
    });
  }
}
