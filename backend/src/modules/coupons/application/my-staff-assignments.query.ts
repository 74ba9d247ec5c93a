import { PartnerStaffRepository, type StaffAssignmentView } from './ports/partner-staff.repository.js';
import type { Caller } from './caller.js';

/** GET /api/user/staff-assignments: the businesses whose counter the caller staffs (the /verify page). */
export class MyStaffAssignmentsQuery {
  constructor(private readonly staff: PartnerStaffRepository) {}

  execute(caller: Caller): Promise<StaffAssignmentView[]> {
    return this.staff.listForMember(caller.id);
  }
}
