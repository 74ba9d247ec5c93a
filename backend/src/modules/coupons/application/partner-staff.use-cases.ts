import type { Page, PageRequest } from '../../../shared/domain/page.js';
import { isUuid } from '../../../shared/domain/uuid.js';
import { UnitOfWork } from '../../../shared/persistence/unit-of-work.js';
import { Clock } from '../../../shared/time/clock.js';
import { BusinessType } from '../domain/coupon.js';
import { CouponError, CouponErrorCode } from '../domain/coupons.errors.js';
import { BusinessDirectory } from './ports/business.directory.js';
import { PartnerStaffRepository, type StaffAssignmentView } from './ports/partner-staff.repository.js';
import type { Caller } from './coupons.use-cases.js';

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

/** GET /api/user/staff-assignments: the businesses whose counter the caller staffs (the /verify page). */
export class MyStaffAssignmentsQuery {
  constructor(private readonly staff: PartnerStaffRepository) {}

  execute(caller: Caller): Promise<StaffAssignmentView[]> {
    return this.staff.listForMember(caller.id);
  }
}

export interface AssignStaffInput {
  readonly userId?: string;
  readonly email?: string;
  readonly businessType: BusinessType;
  readonly businessId: string;
}

/** POST /api/partner-staff (admin): a member (by id or e-mail) becomes counter staff of a destination or service. */
export class AssignPartnerStaffUseCase {
  constructor(
    private readonly staff: PartnerStaffRepository,
    private readonly businesses: BusinessDirectory,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
    private readonly newId: () => string,
  ) {}

  async execute(caller: Caller, input: AssignStaffInput): Promise<StaffAssignmentView> {
    const email = input.email?.trim().toLowerCase();
    if ((input.userId === undefined) === (email === undefined || email === '')) {
      throw new CouponError(
        CouponErrorCode.StaffMemberRequired,
        'Name the member by userId or by email (one of them)',
        { field: 'userId' },
      );
    }
    return this.unitOfWork.run(async () => {
      const member = await this.staff.findMember(input.userId !== undefined ? { id: input.userId } : { email });
      if (!member)
        throw new CouponError(CouponErrorCode.StaffMemberNotFound, 'No member has this id or e-mail', {
          field: input.userId ? 'userId' : 'email',
        });
      const business = isUuid(input.businessId)
        ? await this.businesses.find(input.businessType, input.businessId)
        : null;
      if (!business) {
        throw new CouponError(CouponErrorCode.BusinessNotFound, `No ${input.businessType} has this id`, {
          field: 'businessId',
        });
      }
      const id = this.newId();
      if (!(await this.staff.add(id, member.id, business, caller.id, this.clock.now()))) {
        throw new CouponError(
          CouponErrorCode.StaffAlreadyAssigned,
          `${member.email} is already staff of ${business.name}`,
        );
      }
      const created = await this.staff.findView(id);
      if (!created)
        throw new CouponError(CouponErrorCode.StaffAssignmentNotFound, 'Staff assignment not found', { id });
      return created;
    });
  }
}

/** DELETE /api/partner-staff/{id} (admin). */
export class UnassignPartnerStaffUseCase {
  constructor(private readonly staff: PartnerStaffRepository) {}

  async execute(id: string): Promise<void> {
    if (!isUuid(id) || !(await this.staff.remove(id))) {
      throw new CouponError(CouponErrorCode.StaffAssignmentNotFound, 'Staff assignment not found', { id });
    }
  }
}
