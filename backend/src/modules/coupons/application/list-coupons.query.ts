import type { Page, PageRequest } from '../../../shared/domain/page.js';
import { Role } from '../../../shared/domain/role.js';
import { Clock } from '../../../shared/time/clock.js';
import { type CouponCategory } from '../domain/coupon.js';
import { KernelError } from '../../../shared/domain/kernel.errors.js';
import { CouponRepository, type CouponView } from './ports/coupon.repository.js';
import type { Caller } from './caller.js';

export interface ListCouponsInput extends PageRequest {
  readonly destinationId?: string;
  readonly serviceId?: string;
  readonly category?: CouponCategory;
  readonly search?: string;
  /** Inactive and expired too: admins only. */
  readonly all?: boolean;
}

/** GET /api/coupons: available coupons (domain isClaimableNow) for anyone; `all` (admins) adds the others. */
export class ListCouponsQuery {
  constructor(
    private readonly coupons: CouponRepository,
    private readonly clock: Clock,
  ) {}

  async execute(caller: Caller | undefined, input: ListCouponsInput): Promise<Page<CouponView>> {
    if (input.all) {
      if (!caller) throw KernelError.unauthenticated();
      if (caller.role !== Role.Admin) throw KernelError.forbidden('Only admins may list inactive and expired coupons');
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
