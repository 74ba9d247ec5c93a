import type { Business, BusinessType } from '../../domain/coupon.js';

/** The partner businesses (destinations and services of the catalog), as far as coupons need them. */
export abstract class BusinessDirectory {
  abstract find(type: BusinessType, id: string): Promise<Business | null>;
  abstract categoryExists(id: string): Promise<boolean>;
}
