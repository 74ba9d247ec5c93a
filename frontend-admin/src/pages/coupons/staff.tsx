import { Button, Card, Col, Flex, Form, Grid, Input, Popconfirm, Row, Select, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { formatDate, useLanguage } from '@tara/i18n';
import { useState } from 'react';
import { useFeedback } from '../../shared/feedback';
import { useT } from '../../i18n/i18n';
import { BusinessPicker, type PickedBusiness } from './coupon-form';
import {
  usePartnerStaffAssignMutation,
  usePartnerStaffListQuery,
  usePartnerStaffUnassignMutation,
  type BusinessType,
  type StaffAssignment,
} from './coupons-api';
import { ServerPagedTable } from '../../shared/server-paged-table';

/** Assignments per page. */
export const STAFF_PAGE_SIZE = 10;

const { Text } = Typography;

interface AssignValues {
  email: string;
  businessType: BusinessType;
  business: PickedBusiness | null;
}

const EMPTY: AssignValues = { email: '', businessType: 'destination', business: null };

/**
 * Partner staff (issue 11 point 2): the members who may check and mark coupon codes of one destination or service at
 * /verify. An admin assigns a member by e-mail and removes an assignment after confirmation.
 */
export function PartnerStaff() {
  const t = useT();
  const language = useLanguage();
  const feedback = useFeedback();
  const narrow = !Grid.useBreakpoint().md;
  const [form] = Form.useForm<AssignValues>();
  const businessType = Form.useWatch('businessType', form) ?? 'destination';
  const [page, setPage] = useState(1);
  const { currentData, isFetching } = usePartnerStaffListQuery({
    limit: STAFF_PAGE_SIZE,
    offset: (page - 1) * STAFF_PAGE_SIZE,
  });
  const [assign, { isLoading: assigning }] = usePartnerStaffAssignMutation();
  const [unassign] = usePartnerStaffUnassignMutation();

  const onFinish = async (values: AssignValues) => {
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

  const memberCell = (assignment: StaffAssignment) => (
    <Flex vertical>
      <Text strong>{assignment.member.displayName}</Text>
      <Text type="secondary" style={{ fontSize: 12, wordBreak: 'break-all' }}>
        {assignment.member.email}
      </Text>
    </Flex>
  );
  const placeCell = (assignment: StaffAssignment) => (
    <Flex vertical>
      <Text>{assignment.businessName}</Text>
      <Text type="secondary" style={{ fontSize: 12 }}>
        {t(assignment.businessType === 'destination' ? 'coupons.business.destination' : 'coupons.business.service')}
      </Text>
    </Flex>
  );
  const removeCell = (assignment: StaffAssignment) => (
    <Popconfirm
      title={t('staff.removeTitle')}
      description={
        <div style={{ maxWidth: 260 }}>
          {t('staff.removeText', { name: assignment.member.displayName, place: assignment.businessName })}
        </div>
      }
      okText={t('staff.remove')}
      okButtonProps={{ danger: true }}
      cancelText={t('common.cancel')}
      onConfirm={() => onRemove(assignment)}
    >
      <Button
        size="small"
        danger
        aria-label={t('staff.removeLabel', { name: assignment.member.displayName, place: assignment.businessName })}
      >
        {t('staff.remove')}
      </Button>
    </Popconfirm>
  );

  const columns: ColumnsType<StaffAssignment> = narrow
    ? [
        {
          title: t('staff.member'),
          key: 'member',
          render: (_, assignment) => (
            <Flex vertical gap={6}>
              {memberCell(assignment)}
              {placeCell(assignment)}
              {removeCell(assignment)}
            </Flex>
          ),
        },
      ]
    : [
        { title: t('staff.member'), key: 'member', render: (_, assignment) => memberCell(assignment) },
        { title: t('staff.place'), key: 'place', render: (_, assignment) => placeCell(assignment) },
        {
          title: t('staff.since'),
          key: 'since',
          render: (_, assignment) => formatDate(assignment.createdAt, language),
        },
        { title: t('content.actions'), key: 'actions', render: (_, assignment) => removeCell(assignment) },
      ];

  return (
    <Card
      title={
        <span role="heading" aria-level={2}>
          {t('staff.title')}
        </span>
      }
      styles={{ body: { padding: narrow ? 8 : undefined } }}
    >
      <Flex vertical gap={12}>
        <Text type="secondary">{t('staff.lead')}</Text>
        <Form
          form={form}
          name="partner-staff"
          layout="vertical"
          initialValues={EMPTY}
          onFinish={onFinish}
          requiredMark={false}
        >
          <Row gutter={12} align="bottom">
            <Col xs={24} md={8}>
              <Form.Item
                name="email"
                label={t('staff.email')}
                rules={[{ required: true, type: 'email', whitespace: true, message: t('staff.emailInvalid') }]}
              >
                <Input type="email" autoComplete="off" />
              </Form.Item>
            </Col>
            <Col xs={24} md={5}>
              <Form.Item name="businessType" label={t('coupons.form.businessType')}>
                <Select<BusinessType>
                  options={[
                    { value: 'destination', label: t('coupons.business.destination') },
                    { value: 'service', label: t('coupons.business.service') },
                  ]}
                  onChange={() => form.setFieldValue('business', null)}
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={7}>
              <Form.Item
                name="business"
                label={t('coupons.form.business')}
                rules={[
                  {
                    validator: async (_rule, value: PickedBusiness | null) => {
                      if (!value) throw new Error(t('coupons.form.businessRequired'));
                    },
                  },
                ]}
              >
                <BusinessPicker businessType={businessType} />
              </Form.Item>
            </Col>
            <Col xs={24} md={4}>
              <Form.Item>
                <Button type="primary" htmlType="submit" loading={assigning} block>
                  {assigning ? t('staff.assigning') : t('staff.assign')}
                </Button>
              </Form.Item>
            </Col>
          </Row>
        </Form>
        <ServerPagedTable<StaffAssignment>
          columns={columns}
          data={currentData}
          fetching={isFetching}
          page={page}
          pageSize={STAFF_PAGE_SIZE}
          onPage={setPage}
          empty={t('staff.empty')}
          hideOnSinglePage
        />
      </Flex>
    </Card>
  );
}
