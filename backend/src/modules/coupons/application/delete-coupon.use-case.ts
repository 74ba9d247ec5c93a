import { UnitOfWork } from '../../../shared/persistence/unit-of-work.js';
import { Clock } from '../../../shared/time/clock.js';
import { CouponError, couponIdOrNotFound } from '../domain/coupons.errors.js';
import { CouponRepository } from './ports/coupon.repository.js';

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
