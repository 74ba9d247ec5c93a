import { businessOf, type Business, type CouponInput } from '../domain/coupon.js';
import { CouponError, CouponErrorCode } from '../domain/coupons.errors.js';
import { isUuid } from '../../../shared/domain/uuid.js';
import { BusinessDirectory } from './ports/business.directory.js';

/** The destination or service a coupon input names; BusinessNotFound when there is none. */
export async function businessFor(businesses: BusinessDirectory, input: CouponInput): Promise<Business> {
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

/** CategoryNotFound when the input names a category that does not exist. */
export async function checkCategory(
  businesses: BusinessDirectory,
  categoryId: string | null | undefined,
): Promise<void> {
  if (categoryId && !(await businesses.categoryExists(categoryId))) {
    throw new CouponError(CouponErrorCode.CategoryNotFound, 'No category has this id', {
      field: 'categoryId',
      categoryId,
    });
  }
}
