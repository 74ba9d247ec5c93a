import { isUuid } from '../../../shared/domain/uuid.js';
import { UnitOfWork } from '../../../shared/persistence/unit-of-work.js';
import { Clock } from '../../../shared/time/clock.js';
import { BusinessType } from '../domain/coupon.js';
import { CouponError, CouponErrorCode } from '../domain/coupons.errors.js';
import { BusinessDirectory } from './ports/business.directory.js';
import { PartnerStaffRepository, type StaffAssignmentView } from './ports/partner-staff.repository.js';
import type { Caller } from './caller.js';

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
