import { Form, Grid } from 'antd';
import { useT } from '../../i18n/i18n';
import { useFeedback } from '../../shared/feedback';
import { useServerPaging } from '../../shared/use-server-paging';
import type { PickedBusiness } from './business-fields';
import {
  usePartnerStaffAssignMutation,
  usePartnerStaffListQuery,
  usePartnerStaffUnassignMutation,
  type BusinessType,
  type StaffAssignment,
} from './coupons-api';

/** Assignments per page. */
export const STAFF_PAGE_SIZE = 10;

export interface AssignValues {
  email: string;
  businessType: BusinessType;
  business: PickedBusiness | null;
}

/**
 * The partner staff card's state: the assign form (a new assignment goes back to page 1), the page of assignments and
 * the removal, each with its toast.
 */
export function usePartnerStaff() {
  const t = useT();
  const feedback = useFeedback();
  const narrow = !Grid.useBreakpoint().md;
  const [form] = Form.useForm<AssignValues>();
  const businessType = Form.useWatch('businessType', form) ?? 'destination';
  const { page, setPage, offset } = useServerPaging({ pageSize: STAFF_PAGE_SIZE });
  const list = usePartnerStaffListQuery({ limit: STAFF_PAGE_SIZE, offset });
  const [assign, { isLoading: assigning }] = usePartnerStaffAssignMutation();
  const [unassign] = usePartnerStaffUnassignMutation();

  const onAssign = async (values: AssignValues) => {
    try {
      const saved = await assign({
        assignStaffRequest: {
          email: values.email.trim(),
          businessType: values.businessType,
          businessId: values.business?.id ?? '',
        },
      }).unwrap();
      feedback.success(
        t('staff.assigned'),
        t('staff.assignedText', { name: saved.member.displayName, place: saved.businessName }),
      );
      form.resetFields();
      setPage(1);
    } catch (error) {
      feedback.error(error);
    }
  };

  const onRemove = async (assignment: StaffAssignment) => {
    try {
      await unassign({ id: assignment.id }).unwrap();
      feedback.success(
        t('staff.removed'),
        t('staff.removedText', { name: assignment.member.displayName, place: assignment.businessName }),
      );
    } catch (error) {
      feedback.error(error);
    }
  };

  return { narrow, form, businessType, page, setPage, list, assigning, onAssign, onRemove };
}
