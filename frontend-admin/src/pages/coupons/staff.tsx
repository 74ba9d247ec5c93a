import { Card, Flex, Typography } from 'antd';
import { useLanguage } from '@tara/i18n';
import { useT } from '../../i18n/i18n';
import { ServerPagedTable } from '../../shared/server-paged-table';
import type { StaffAssignment } from './coupons-api';
import { staffColumns } from './staff-columns';
import { AssignStaffForm } from './staff-form';
import { STAFF_PAGE_SIZE, usePartnerStaff } from './use-partner-staff';

export { STAFF_PAGE_SIZE } from './use-partner-staff';

const { Text } = Typography;

/**
 * Partner staff (issue 11 point 2): the members who may check and mark coupon codes of one destination or service at
 * /verify. An admin assigns a member by e-mail and removes an assignment after confirmation.
 */
export function PartnerStaff() {
  const t = useT();
  const language = useLanguage();
  const staff = usePartnerStaff();
  return (
    <Card
      title={
        <span role="heading" aria-level={2}>
          {t('staff.title')}
        </span>
      }
      styles={{ body: { padding: staff.narrow ? 8 : undefined } }}
    >
      <Flex vertical gap={12}>
        <Text type="secondary">{t('staff.lead')}</Text>
        <AssignStaffForm
          form={staff.form}
          businessType={staff.businessType}
          assigning={staff.assigning}
          onAssign={staff.onAssign}
        />
        <ServerPagedTable<StaffAssignment>
          columns={staffColumns(staff.narrow, staff.onRemove, t, language)}
          list={staff.list}
          page={staff.page}
          pageSize={STAFF_PAGE_SIZE}
          onPage={staff.setPage}
          loadError={t('staff.loadError')}
          empty={t('staff.empty')}
          hideOnSinglePage
        />
      </Flex>
    </Card>
  );
}
