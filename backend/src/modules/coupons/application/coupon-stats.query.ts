import { Clock } from '../../../shared/time/clock.js';
import { CouponRepository, type CouponStats } from './ports/coupon.repository.js';
import type { Caller } from './caller.js';

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
