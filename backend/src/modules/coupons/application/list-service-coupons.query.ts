import type { Page, PageRequest } from '../../../shared/domain/page.js';
import { Clock } from '../../../shared/time/clock.js';
import { BusinessType } from '../domain/coupon.js';
import { CouponError, CouponErrorCode } from '../domain/coupons.errors.js';
import { isUuid } from '../../../shared/domain/uuid.js';
import { BusinessDirectory } from './ports/business.directory.js';
import { CouponRepository, type CouponView } from './ports/coupon.repository.js';
import type { Caller } from './caller.js';

/** GET /api/coupons/{serviceId} (the spec's path): the available coupons of one service (domain isClaimableNow). */
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
