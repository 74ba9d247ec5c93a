import type { Page, PageRequest } from '../../../shared/domain/page.js';
import { BusinessType } from '../domain/coupon.js';
import { PartnerStaffRepository, type StaffAssignmentView } from './ports/partner-staff.repository.js';

/** GET /api/partner-staff (admin): the assignments, optionally of one business. */
export class ListPartnerStaffQuery {
  constructor(private readonly staff: PartnerStaffRepository) {}

  execute(
    filter: { businessType?: BusinessType; businessId?: string },
    page: PageRequest,
  ): Promise<Page<StaffAssignmentView>> {
    return this.staff.list(page, filter);
  }
}
