import type { AuthenticatedUser } from '../../../shared/auth/authenticated-user.js';
import type { Page, PageRequest } from '../../../shared/domain/page.js';
import { Role } from '../../../shared/domain/role.js';
import { UnitOfWork } from '../../../shared/persistence/unit-of-work.js';
import { Clock } from '../../../shared/time/clock.js';
import {
  applyCouponChanges,
  businessOf,
  BusinessType,
  draftCoupon,
  type Business,
  type CouponCategory,
  type CouponInput,
} from '../domain/coupon.js';
import { CouponError, CouponErrorCode, couponIdOrNotFound } from '../domain/coupons.errors.js';
import { isUuid } from '../../../shared/domain/uuid.js';
import { BusinessDirectory } from './ports/business.directory.js';
import { CouponRepository, type CouponStats, type CouponView } from './ports/coupon.repository.js';

export type Caller = Pick<AuthenticatedUser, 'id' | 'role'>;

export interface ListCouponsInput extends PageRequest {
  readonly destinationId?: string;
  readonly serviceId?: string;
  readonly category?: CouponCategory;
  readonly search?: string;
  /** Inactive and expired too: admins only. */
  readonly all?: boolean;
}

/** GET /api/coupons: active, unexpired coupons for anyone; `all` (admins) adds inactive and expired ones. */
export class ListCouponsQuery {
  constructor(
    private readonly coupons: CouponRepository,
    private readonly clock: Clock,
  ) {}

  async execute(caller: Caller | undefined, input: ListCouponsInput): Promise<Page<CouponView>> {
    if (input.all) {
      if (!caller) throw new CouponError(CouponErrorCode.SignInRequired, 'Unauthorized');
      if (caller.role !== Role.Admin)
        throw new CouponError(CouponErrorCode.AdminOnly, 'Only admins may list inactive and expired coupons');
    }
    const search = input.search?.trim();
    return this.coupons.list({
      destinationId: input.destinationId,
      serviceId: input.serviceId,
      category: input.category,
      search: search === '' ? undefined : search,
      includeAll: input.all === true,
      viewerId: caller?.id ?? null,
      now: this.clock.now(),
      limit: input.limit,
      offset: input.offset,
    });
  }
}

/** GET /api/coupons/{serviceId} (the spec's path): the active, unexpired coupons of one service. */
export class ListServiceCouponsQuery {
  constructor(
    private readonly coupons: CouponRepository,
    private readonly businesses: BusinessDirectory,
    private readonly clock: Clock,
  ) {}

  async execute(caller: Caller | undefined, serviceId: string, page: PageRequest): Promise<Page<CouponView>> {
    if (!isUuid(serviceId) || !(await this.businesses.find(BusinessType.Service, serviceId))) {
      throw new CouponError(CouponErrorCode.BusinessNotFound, 'Service not found', { serviceId });
    }
    return this.coupons.list({
      serviceId,
      includeAll: false,
      viewerId: caller?.id ?? null,
      now: this.clock.now(),
      ...page,
    });
  }
}

/** GET /api/coupons/stats: the stat cards of /coupons, from live counts. */
export class CouponStatsQuery {
  constructor(
    private readonly coupons: CouponRepository,
    private readonly clock: Clock,
  ) {}

  execute(caller: Caller | undefined): Promise<CouponStats> {
    return this.coupons.stats(caller?.id ?? null, this.clock.now());
  }
}

async function businessFor(businesses: BusinessDirectory, input: CouponInput): Promise<Business> {
  const { type, id } = businessOf(input);
  const business = isUuid(id) ? await businesses.find(type, id) : null;
  if (!business) {
    throw new CouponError(CouponErrorCode.BusinessNotFound, `No ${type} has this id`, {
      field: 'businessId',
      businessType: type,
      businessId: id,
    });
  }
  return business;
}

async function checkCategory(businesses: BusinessDirectory, categoryId: string | null | undefined): Promise<void> {
  if (categoryId && !(await businesses.categoryExists(categoryId))) {
    throw new CouponError(CouponErrorCode.CategoryNotFound, 'No category has this id', {
      field: 'categoryId',
      categoryId,
    });
  }
}

/** POST /api/coupons (admin). */
export class CreateCouponUseCase {
  constructor(
    private readonly coupons: CouponRepository,
    private readonly businesses: BusinessDirectory,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
    private readonly newId: () => string,
  ) {}

  execute(caller: Caller, input: CouponInput): Promise<CouponView> {
    return this.unitOfWork.run(async () => {
      const business = await businessFor(this.businesses, input);
      await checkCategory(this.businesses, input.categoryId);
      const now = this.clock.now();
      const draft = draftCoupon(input, business, now);
      const id = this.newId();
      await this.coupons.add(id, draft, now);
      const created = await this.coupons.findView(id, caller.id);
      if (!created) throw CouponError.notFound(id);
      return created;
    });
  }
}

/** PATCH /api/coupons/{id} (admin): any of the fields (the spec's toggle sends isActive alone). */
export class UpdateCouponUseCase {
  constructor(
    private readonly coupons: CouponRepository,
    private readonly businesses: BusinessDirectory,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  execute(caller: Caller, id: string, changes: CouponInput): Promise<CouponView> {
    return this.unitOfWork.run(async () => {
      const stored = await this.coupons.lockForChange(couponIdOrNotFound(id));
      if (!stored || stored.state.deleted) throw CouponError.notFound(id);
      const current = stored.draft;
      const explicit = changes.businessType !== undefined || changes.businessId !== undefined;
      const business =
        explicit || changes.destinationId || changes.serviceId
          ? await businessFor(
              this.businesses,
              explicit
                ? {
                    businessType: changes.businessType ?? current.businessType,
                    // A new business type needs its business; the same type keeps the stored one unless another is named.
                    businessId:
                      changes.businessId ??
                      (changes.businessType === undefined || changes.businessType === current.businessType
                        ? current.businessId
                        : undefined),
                    destinationId: changes.destinationId,
                    serviceId: changes.serviceId,
                  }
                : { destinationId: changes.destinationId, serviceId: changes.serviceId },
            )
          : await this.businesses.find(current.businessType, current.businessId);
      if (!business)
        throw new CouponError(CouponErrorCode.BusinessNotFound, 'The business of this coupon no longer exists', {
          field: 'businessId',
        });
      await checkCategory(this.businesses, changes.categoryId);
      const now = this.clock.now();
      const draft = applyCouponChanges(stored.draft, stored.state, changes, business, now);
      await this.coupons.update(id, draft, now);
      const updated = await this.coupons.findView(id, caller.id);
      if (!updated) throw CouponError.notFound(id);
      return updated;
    });
  }
}

/** DELETE /api/coupons/{id} (admin): withdraws it; members' claims stay in My Coupons, marked withdrawn. */
export class DeleteCouponUseCase {
  constructor(
    private readonly coupons: CouponRepository,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  execute(id: string): Promise<void> {
    return this.unitOfWork.run(async () => {
      const stored = await this.coupons.lockForChange(couponIdOrNotFound(id));
      if (!stored || stored.state.deleted) throw CouponError.notFound(id);
      await this.coupons.markDeleted(id, this.clock.now());
    });
  }
}
