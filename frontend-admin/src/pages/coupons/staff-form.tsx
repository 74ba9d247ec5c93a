import { Button, Col, Form, Input, Row, Select, type FormInstance } from 'antd';
import { useT } from '../../i18n/i18n';
import { BusinessPicker, type PickedBusiness } from './coupon-form';
import type { BusinessType } from './coupons-api';
import type { AssignValues } from './use-partner-staff';

const EMPTY: AssignValues = { email: '', businessType: 'destination', business: null };

/** Assign a member (by e-mail) to one destination or service. */
export function AssignStaffForm({
  form,
  businessType,
  assigning,
  onAssign,
}: {
  form: FormInstance<AssignValues>;
  businessType: BusinessType;
  assigning: boolean;
  onAssign: (values: AssignValues) => Promise<void>;
}) {
  const t = useT();
  return (
    <Form
      form={form}
      name="partner-staff"
      layout="vertical"
      initialValues={EMPTY}
      onFinish={(values) => void onAssign(values)}
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
  );
}
