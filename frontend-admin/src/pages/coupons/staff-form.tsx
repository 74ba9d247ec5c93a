import { Button, Col, Form, Input, Row, type FormInstance } from 'antd';
import { useT } from '../../i18n/i18n';
import { BusinessCols } from './business-fields';
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
        <BusinessCols
          businessType={businessType}
          cols={[
            { xs: 24, md: 5 },
            { xs: 24, md: 7 },
          ]}
        />
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
