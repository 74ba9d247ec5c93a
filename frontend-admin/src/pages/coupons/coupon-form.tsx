import { Checkbox, Col, Form, Input, Row, Select, type FormInstance } from 'antd';
import { useT, type MessageId } from '../../i18n/i18n';
import { parseDecimal } from '../../shared/format';
import { BusinessCols, type PickedBusiness } from './business-fields';
import type { AdminCoupon, BusinessType, CouponBody, CouponCategory, DiscountType } from './coupons-api';

export type { PickedBusiness } from './business-fields';

export interface CouponFormValues {
  title: string;
  description: string;
  discountType: DiscountType;
  discountValue: string;
  businessType: BusinessType;
  business: PickedBusiness | null;
  /** 'auto': the server takes it from the business's category. */
  category: CouponCategory | 'auto';
  /** YYYY-MM-DD: valid to the end of that day, Philippine time. */
  expiresAt: string;
  maxRedemptions: string;
  isActive: boolean;
}

export const EMPTY_COUPON: CouponFormValues = {
  title: '',
  description: '',
  discountType: 'percentage',
  discountValue: '',
  businessType: 'destination',
  business: null,
  category: 'auto',
  expiresAt: '',
  maxRedemptions: '',
  isActive: true,
};

export const DISCOUNT_TYPE_LABELS: Record<DiscountType, MessageId> = {
  percentage: 'coupons.type.percentage',
  fixed_amount: 'coupons.type.amount',
  fixed: 'coupons.type.amount',
  bogo: 'coupons.type.bogo',
};

export const CATEGORY_LABELS: Record<CouponCategory, MessageId> = {
  food: 'coupons.category.food',
  hotel: 'coupons.category.hotel',
  transport: 'coupons.category.transport',
  activity: 'coupons.category.activity',
  shopping: 'coupons.category.shopping',
};

/** A day in the Philippines (YYYY-MM-DD) of an instant. */
export function manilaDay(value: string | Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Manila',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(value));
}

export function couponToValues(coupon: AdminCoupon): CouponFormValues {
  return {
    title: coupon.title,
    description: coupon.description ?? '',
    discountType: coupon.discountType === 'fixed' ? 'fixed_amount' : coupon.discountType,
    discountValue: coupon.discountValue === null ? '' : String(coupon.discountValue),
    businessType: coupon.businessType,
    business: { id: coupon.businessId, name: coupon.businessName },
    category: coupon.category,
    expiresAt: coupon.expiresAt ? manilaDay(coupon.expiresAt) : '',
    maxRedemptions: coupon.maxRedemptions === null ? '' : String(coupon.maxRedemptions),
    isActive: coupon.isActive,
  };
}

function discountOf(values: CouponFormValues): number | null {
  return values.discountType === 'bogo' ? null : parseDecimal(values.discountValue);
}

function maxOf(values: CouponFormValues): number | null {
  const text = values.maxRedemptions.trim();
  return text === '' ? null : Number(text);
}

function businessFields(values: CouponFormValues) {
  const id = values.business?.id ?? '';
  return {
    businessType: values.businessType,
    businessId: id,
    // The spec's client sends these too (section 7).
    destinationId: values.businessType === 'destination' ? id : null,
    serviceId: values.businessType === 'service' ? id : null,
  };
}

/** POST /api/coupons (spec section 7): trimmed text, the value as a number, empty optional fields left out. */
export function couponCreateBody(values: CouponFormValues): CouponBody {
  const description = values.description.trim();
  const discountValue = discountOf(values);
  const max = maxOf(values);
  return {
    title: values.title.trim(),
    ...(description ? { description } : {}),
    discountType: values.discountType,
    ...(discountValue === null ? {} : { discountValue }),
    ...businessFields(values),
    ...(values.category === 'auto' ? {} : { category: values.category }),
    expiresAt: values.expiresAt,
    ...(max === null ? {} : { maxRedemptions: max }),
    isActive: values.isActive,
  };
}

/** PATCH /api/coupons/{id}: only what changed. */
export function couponPatchBody(coupon: AdminCoupon, values: CouponFormValues): Partial<CouponBody> {
  const before = couponToValues(coupon);
  const body: Partial<CouponBody> = {};
  if (values.title.trim() !== before.title) body.title = values.title.trim();
  if (values.description.trim() !== before.description) body.description = values.description.trim() || null;
  if (values.discountType !== before.discountType || discountOf(values) !== discountOf(before)) {
    body.discountType = values.discountType;
    body.discountValue = discountOf(values);
  }
  if (values.businessType !== before.businessType || values.business?.id !== before.business?.id)
    Object.assign(body, businessFields(values));
  if (values.category !== before.category && values.category !== 'auto') body.category = values.category;
  if (values.expiresAt !== before.expiresAt) body.expiresAt = values.expiresAt;
  if (maxOf(values) !== maxOf(before)) body.maxRedemptions = maxOf(values);
  if (values.isActive !== before.isActive) body.isActive = values.isActive;
  return body;
}

/**
 * The fields of the create and edit dialogs (spec section 5): title, business and expiry date required; the value is a
 * decimal labelled 'Percentage' or 'Amount (₱)' (none for Buy 1 Get 1); changing the business type clears the chosen
 * business; max redemptions an optional whole number (never below the claims made, which the server checks too).
 */
export function CouponFields({ form, claimed = 0 }: { form: FormInstance<CouponFormValues>; claimed?: number }) {
  const t = useT();
  const discountType = Form.useWatch('discountType', form) ?? 'percentage';
  const businessType = Form.useWatch('businessType', form) ?? 'destination';
  const today = manilaDay(new Date());
  return (
    <>
      <Form.Item
        name="title"
        label={t('coupons.form.title')}
        rules={[
          { required: true, whitespace: true, message: t('coupons.form.titleRequired') },
          { max: 120, message: t('coupons.form.titleTooLong') },
        ]}
      >
        <Input maxLength={120} />
      </Form.Item>
      <Form.Item
        name="description"
        label={t('coupons.form.description')}
        rules={[{ max: 1000, message: t('coupons.form.descriptionTooLong') }]}
      >
        <Input.TextArea rows={2} maxLength={1000} />
      </Form.Item>
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          <Form.Item name="discountType" label={t('coupons.form.discountType')}>
            <Select<DiscountType>
              options={(['percentage', 'fixed_amount', 'bogo'] as const).map((type) => ({
                value: type,
                label: t(DISCOUNT_TYPE_LABELS[type]),
              }))}
              onChange={(type) => type === 'bogo' && form.setFieldValue('discountValue', '')}
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          {discountType === 'bogo' ? null : (
            <Form.Item
              name="discountValue"
              label={discountType === 'percentage' ? t('coupons.form.percentage') : t('coupons.form.amount')}
              dependencies={['discountType']}
              rules={[
                {
                  validator: async (_rule, value: string) => {
                    const number = parseDecimal(value);
                    if (discountType === 'percentage') {
                      if (number === null || number < 1 || number > 100)
                        throw new Error(t('coupons.form.percentageInvalid'));
                    } else if (number === null || number <= 0 || !/^\s*\d+(\.\d{1,2})?\s*$/.test(value ?? '')) {
                      throw new Error(t('coupons.form.amountInvalid'));
                    }
                  },
                },
              ]}
            >
              <Input
                inputMode="decimal"
                suffix={discountType === 'percentage' ? '%' : undefined}
                prefix={discountType === 'percentage' ? undefined : '₱'}
              />
            </Form.Item>
          )}
        </Col>
      </Row>
      <Row gutter={12}>
        <BusinessCols
          businessType={businessType}
          cols={[
            { xs: 24, sm: 10 },
            { xs: 24, sm: 14 },
          ]}
        />
      </Row>
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          <Form.Item name="category" label={t('coupons.form.category')}>
            <Select<CouponCategory | 'auto'>
              options={[
                { value: 'auto', label: t('coupons.form.categoryAuto') },
                ...(Object.keys(CATEGORY_LABELS) as CouponCategory[]).map((category) => ({
                  value: category,
                  label: t(CATEGORY_LABELS[category]),
                })),
              ]}
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name="expiresAt"
            label={t('coupons.form.expiresAt')}
            extra={t('coupons.form.expiresHint')}
            rules={[{ required: true, message: t('coupons.form.expiryRequired') }]}
          >
            <Input type="date" min={today} />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={12} align="middle">
        <Col xs={24} sm={12}>
          <Form.Item
            name="maxRedemptions"
            label={t('coupons.form.maxRedemptions')}
            extra={t('coupons.form.maxHint')}
            rules={[
              {
                validator: async (_rule, value: string) => {
                  const text = (value ?? '').trim();
                  if (text === '') return;
                  if (!/^\d+$/.test(text) || Number(text) < 1) throw new Error(t('coupons.form.maxInvalid'));
                  if (Number(text) < claimed) throw new Error(t('coupons.form.maxBelowClaims', { count: claimed }));
                },
              },
            ]}
          >
            <Input inputMode="numeric" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="isActive" valuePropName="checked">
            <Checkbox>{t('coupons.form.active')}</Checkbox>
          </Form.Item>
        </Col>
      </Row>
    </>
  );
}
