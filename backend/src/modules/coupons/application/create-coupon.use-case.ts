import { UnitOfWork } from '../../../shared/persistence/unit-of-work.js';
import { Clock } from '../../../shared/time/clock.js';
import { draftCoupon, type CouponInput } from '../domain/coupon.js';
import { CouponError } from '../domain/coupons.errors.js';
import { BusinessDirectory } from './ports/business.directory.js';
import { CouponRepository, type CouponView } from './ports/coupon.repository.js';
import type { Caller } from './caller.js';
import { businessFor, checkCategory } from './coupon-business.js';

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
