import type { Page, PageRequest } from '../../../../shared/domain/page.js';
import type { BusinessType } from '../../domain/coupon.js';

/** A member an admin assigned as counter staff of one business. */
export interface StaffAssignmentView {
  readonly id: string;
  readonly member: {
    readonly id: string;
    readonly email: string;
    readonly firstName: string | null;
    readonly lastName: string | null;
  };
  readonly businessType: BusinessType;
  readonly businessId: string;
  readonly businessName: string;
  readonly businessLink: string;
  readonly createdAt: Date;
}

export interface Member {
  readonly id: string;
  readonly email: string;
}

/** Who may check and use codes at a partner's counter (besides admins). */
export abstract class PartnerStaffRepository {
  abstract list(
    page: PageRequest,
    filter: { businessType?: BusinessType; businessId?: string },
  ): Promise<Page<StaffAssignmentView>>;
  abstract listForMember(userId: string): Promise<StaffAssignmentView[]>;
  abstract findView(id: string): Promise<StaffAssignmentView | null>;
  /** False when this member is already staff of this business (a unique key decides). */
  abstract add(
    id: string,
    userId: string,
    business: { type: BusinessType; id: string },
    assignedBy: string,
    now: Date,
  ): Promise<boolean>;
  abstract remove(id: string): Promise<boolean>;
  abstract isStaffOf(userId: string, business: { type: BusinessType; id: string }): Promise<boolean>;
  abstract isStaffAnywhere(userId: string): Promise<boolean>;
  abstract findMember(by: { id?: string; email?: string }): Promise<Member | null>;
}
