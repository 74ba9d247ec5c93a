import { Col, Form, Input, Row, Select, Switch } from 'antd';
import type { CategoryResponse, ServiceResponse, UpdateServiceRequest } from '@tara/api-client';
import type { CreateServiceRequest } from '@tara/api-client/admin';
import { useCategoriesListQuery } from '../../../shared/api/admin-api';
import { CATEGORY_TYPE_LABELS } from '../categories/category-form';
import { useT, type MessageId } from '../../../i18n/i18n';
import { CoordinateCols, DescriptionItems, NameItem } from '../content-fields';
import { OpeningHoursItem } from '../opening-hours-field';
import { numberText, parseDecimal, textOrNull, validate, websiteError } from '../content-form';

export interface ServiceFormValues {
  name: string;
  slug: string;
  categoryId: string | undefined;
  description: string;
  address: string;
  phone: string;
  hours: string;
  openingHours: string;
  website: string;
  latitude: string;
  longitude: string;
  gasPrice: string;
  isOpen24h: boolean;
  isEmergency: boolean;
  isVerified: boolean;
}

export const EMPTY_SERVICE: ServiceFormValues = {
  name: '',
  slug: '',
  categoryId: undefined,
  description: '',
  address: '',
  phone: '',
  hours: '',
  openingHours: '',
  website: '',
  latitude: '',
  longitude: '',
  gasPrice: '',
  isOpen24h: false,
  isEmergency: false,
  isVerified: false,
};

/** Spec section 5: every category except type destination (and food, which are destination-like places). */
export function serviceCategories(categories: readonly CategoryResponse[]): CategoryResponse[] {
  return categories.filter((category) => category.type !== 'destination' && category.type !== 'food');
}

export function serviceToValues(service: ServiceResponse): ServiceFormValues {
  return {
    name: service.name,
    slug: service.slug,
    categoryId: service.categoryId ?? undefined,
    description: service.description ?? '',
    address: service.address ?? '',
    phone: service.phone ?? '',
    hours: service.hours ?? '',
    openingHours: service.openingHours ?? '',
    website: service.website ?? '',
    latitude: numberText(service.latitude),
    longitude: numberText(service.longitude),
    gasPrice: numberText(service.gasPrice),
    isOpen24h: service.isOpen24h,
    isEmergency: service.isEmergency,
    isVerified: service.isVerified,
  };
}

const TEXT_FIELDS = ['description', 'address', 'phone', 'hours', 'website', 'openingHours'] as const;
const FLAGS = ['isOpen24h', 'isEmergency', 'isVerified'] as const;

export function serviceCreateBody(values: ServiceFormValues): CreateServiceRequest {
  // categoryId is required by the form
  const body: CreateServiceRequest = { name: values.name.trim(), categoryId: values.categoryId as string };
  const slug = textOrNull(values.slug);
  if (slug) body.slug = slug;
  for (const key of TEXT_FIELDS) {
    const text = textOrNull(values[key]);
    if (text) body[key] = text;
  }
  const latitude = parseDecimal(values.latitude);
  const longitude = parseDecimal(values.longitude);
  if (latitude !== null) body.latitude = latitude;
  if (longitude !== null) body.longitude = longitude;
  const gasPrice = parseDecimal(values.gasPrice);
  if (gasPrice !== null) body.gasPrice = gasPrice;
  for (const flag of FLAGS) body[flag] = values[flag];
  // With hours, 'Open 24/7' follows them (docs/opening-hours.md).
  if (body.openingHours) delete body.isOpen24h;
  return body;
}

export function servicePatchBody(service: ServiceResponse, values: ServiceFormValues): UpdateServiceRequest {
  const body: UpdateServiceRequest = {};
  const toNumber = (value: unknown) => (value === null || value === undefined || value === '' ? null : Number(value));
  if (values.name.trim() !== service.name) body.name = values.name.trim();
  const slug = textOrNull(values.slug);
  if (slug !== null && slug !== service.slug) body.slug = slug;
  if (values.categoryId && values.categoryId !== service.categoryId) body.categoryId = values.categoryId;
  for (const key of TEXT_FIELDS) {
    const next = textOrNull(values[key]);
    if (next !== (service[key] ?? null)) body[key] = next;
  }
  const latitude = parseDecimal(values.latitude);
  const longitude = parseDecimal(values.longitude);
  if (latitude !== toNumber(service.latitude) || longitude !== toNumber(service.longitude)) {
    // The API takes the two together.
    body.latitude = latitude;
    body.longitude = longitude;
  }
  const gasPrice = parseDecimal(values.gasPrice);
  if (gasPrice !== toNumber(service.gasPrice)) body.gasPrice = gasPrice;
  for (const flag of FLAGS) if (values[flag] !== service[flag]) body[flag] = values[flag];
  // New hours decide 'Open 24/7' on the server; the switch alone sets '24/7' or clears hours that were.
  if (body.openingHours !== undefined) delete body.isOpen24h;
  return body;
}

const gasPriceError = (value: string): MessageId | null => {
  if (!value.trim()) return null;
  const price = parseDecimal(value);
  return price === null || price < 0 || price > 1000 ? 'form.gasPriceInvalid' : null;
};

/**
 * Fields of the service dialogs. `slugRequired`: an existing slug can be changed but not emptied. The category select
 * reads the one cached category list, so a category created or renamed in the Categories card shows at once.
 */
export function ServiceFields({ slugRequired }: { slugRequired: boolean }) {
  const { data: categories = [] } = useCategoriesListQuery({});
  const t = useT();
  return (
    <>
      <NameItem maxLength={200} />
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          <Form.Item
            label={t('form.slug')}
            name="slug"
            extra={slugRequired ? t('form.slugHelp') : t('form.slugOptional')}
            rules={slugRequired ? [{ required: true, whitespace: true, message: t('form.slugInvalid') }] : []}
          >
            <Input autoComplete="off" autoCapitalize="none" spellCheck={false} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            label={t('form.category')}
            name="categoryId"
            rules={[{ required: true, message: t('form.chooseCategory') }]}
          >
            <Select
              placeholder={t('form.chooseCategory')}
              options={serviceCategories(categories).map((category) => ({
                value: category.id,
                label: `${category.name} (${t(CATEGORY_TYPE_LABELS[category.type])})`,
              }))}
              showSearch={{ optionFilterProp: 'label' }}
            />
          </Form.Item>
        </Col>
      </Row>
      <DescriptionItems />
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          <Form.Item label={t('form.phone')} name="phone">
            <Input autoComplete="off" inputMode="tel" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item label={t('form.hours')} name="hours">
            <Input autoComplete="off" placeholder={t('form.hoursExample')} />
          </Form.Item>
        </Col>
      </Row>
      <OpeningHoursItem />
      <Form.Item label={t('form.website')} name="website" rules={[validate(websiteError)]}>
        <Input autoComplete="off" placeholder="https://" />
      </Form.Item>
      <Row gutter={12}>
        <CoordinateCols sm={8} />
        <Col xs={24} sm={8}>
          <Form.Item label={t('form.gasPrice')} name="gasPrice" rules={[validate(gasPriceError)]}>
            <Input inputMode="decimal" autoComplete="off" placeholder="62.45" />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={12}>
        <Col xs={8}>
          <Form.Item label={t('services.open24h')} name="isOpen24h" valuePropName="checked">
            <Switch />
          </Form.Item>
        </Col>
        <Col xs={8}>
          <Form.Item label={t('services.emergency')} name="isEmergency" valuePropName="checked">
            <Switch />
          </Form.Item>
        </Col>
        <Col xs={8}>
          <Form.Item label={t('services.verified')} name="isVerified" valuePropName="checked">
            <Switch />
          </Form.Item>
        </Col>
      </Row>
    </>
  );
}
