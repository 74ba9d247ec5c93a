import { isUuid } from '../../../shared/domain/uuid.js';
import { CouponError, CouponErrorCode } from '../domain/coupons.errors.js';
import { PartnerStaffRepository } from './ports/partner-staff.repository.js';

/** DELETE /api/partner-staff/{id} (admin). */
export class UnassignPartnerStaffUseCase {
  constructor(private readonly staff: PartnerStaffRepository) {}

  async execute(id: string): Promise<void> {
    if (!isUuid(id) || !(await this.staff.remove(id))) {
      throw new CouponError(CouponErrorCode.StaffAssignmentNotFound, 'Staff assignment not found', { id });
    }
  }
}
