import { UnitOfWork } from '../../../shared/persistence/unit-of-work.js';
import { Clock } from '../../../shared/time/clock.js';
import { applyCouponChanges, type CouponInput } from '../domain/coupon.js';
import { CouponError, CouponErrorCode, couponIdOrNotFound } from '../domain/coupons.errors.js';
import { BusinessDirectory } from './ports/business.directory.js';
import { CouponRepository, type CouponView } from './ports/coupon.repository.js';
import type { Caller } from './caller.js';
import { businessFor, checkCategory } from './coupon-business.js';

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
