import { Col, Form, Input, Row, Select, Switch } from 'antd';
import type { Category, Service } from '../content.api';
import { coordinatesError, numberText, parseDecimal, textOrNull, websiteError } from '../content-form';

export interface ServiceFormValues {
  name: string;
  slug: string;
  categoryId: string | undefined;
  description: string;
  address: string;
  phone: string;
  hours: string;
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
  website: '',
  latitude: '',
  longitude: '',
  gasPrice: '',
  isOpen24h: false,
  isEmergency: false,
  isVerified: false,
};

export const INVALID_SLUG_MESSAGE = 'Please enter a valid URL slug';

/** Spec section 5: every category except type destination (and food, which are destination-like places). */
export function serviceCategories(categories: readonly Category[]): Category[] {
  return categories.filter((category) => category.type !== 'destination' && category.type !== 'food');
}

export function serviceToValues(service: Service): ServiceFormValues {
  return {
    name: service.name,
    slug: service.slug ?? '',
    categoryId: service.categoryId ?? undefined,
    description: service.description ?? '',
    address: service.address ?? '',
    phone: service.phone ?? '',
    hours: service.hours ?? '',
    website: service.website ?? '',
    latitude: numberText(service.latitude),
    longitude: numberText(service.longitude),
    gasPrice: numberText(service.gasPrice),
    isOpen24h: service.isOpen24h,
    isEmergency: service.isEmergency,
    isVerified: service.isVerified,
  };
}

const TEXT_FIELDS = ['description', 'address', 'phone', 'hours', 'website'] as const;
const FLAGS = ['isOpen24h', 'isEmergency', 'isVerified'] as const;

export function serviceCreateBody(values: ServiceFormValues): Record<string, unknown> {
  const body: Record<string, unknown> = { name: values.name.trim(), categoryId: values.categoryId };
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
  return body;
}

export function servicePatchBody(service: Service, values: ServiceFormValues): Record<string, unknown> {
  const body: Record<string, unknown> = {};
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
  return body;
}

const validate = (check: (value: string) => string | null) => ({
  validator: (_: unknown, value: string) => {
    const message = check(value ?? '');
    return message ? Promise.reject(new Error(message)) : Promise.resolve();
  },
});

const gasPriceError = (value: string) => {
  if (!value.trim()) return null;
  const price = parseDecimal(value);
  return price === null || price < 0 || price > 1000 ? 'Enter the price per litre in pesos, e.g. 62.45' : null;
};

/** Fields of the service dialogs. `slugRequired`: an existing slug can be changed but not emptied. */
export function ServiceFields({ categories, slugRequired }: { categories: readonly Category[]; slugRequired: boolean }) {
  const form = Form.useFormInstance<ServiceFormValues>();
  const coordinateRule = {
    validator: () => {
      const message = coordinatesError(form.getFieldValue('latitude') ?? '', form.getFieldValue('longitude') ?? '');
      return message ? Promise.reject(new Error(message)) : Promise.resolve();
    },
  };
  return (
    <>
      <Form.Item label="Name" name="name" rules={[{ required: true, whitespace: true, message: 'Name is required' }]}>
        <Input autoComplete="off" maxLength={200} />
      </Form.Item>
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          <Form.Item
            label="Slug"
            name="slug"
            extra={slugRequired ? 'The address /service/<slug>' : 'Optional: made from the name when empty'}
            rules={slugRequired ? [{ required: true, whitespace: true, message: INVALID_SLUG_MESSAGE }] : []}
          >
            <Input autoComplete="off" autoCapitalize="none" spellCheck={false} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item label="Category" name="categoryId" rules={[{ required: true, message: 'Choose a category' }]}>
            <Select
              placeholder="Choose a category"
              options={serviceCategories(categories).map((category) => ({
                value: category.id,
                label: `${category.name} (${category.type})`,
              }))}
              showSearch={{ optionFilterProp: 'label' }}
            />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item label="Description" name="description">
        <Input.TextArea rows={3} maxLength={5000} />
      </Form.Item>
      <Form.Item label="Address" name="address">
        <Input autoComplete="off" />
      </Form.Item>
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          <Form.Item label="Phone" name="phone">
            <Input autoComplete="off" inputMode="tel" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item label="Hours" name="hours">
            <Input autoComplete="off" placeholder="e.g. 6:00 AM – 10:00 PM" />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item label="Website" name="website" rules={[validate(websiteError)]}>
        <Input autoComplete="off" placeholder="https://" />
      </Form.Item>
      <Row gutter={12}>
        <Col xs={24} sm={8}>
          <Form.Item label="Latitude" name="latitude" dependencies={['longitude']} rules={[coordinateRule]}>
            <Input inputMode="decimal" autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={8}>
          <Form.Item label="Longitude" name="longitude" dependencies={['latitude']} rules={[coordinateRule]}>
            <Input inputMode="decimal" autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={8}>
          <Form.Item label="Gas price (₱/L)" name="gasPrice" rules={[validate(gasPriceError)]}>
            <Input inputMode="decimal" autoComplete="off" placeholder="62.45" />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={12}>
        <Col xs={8}>
          <Form.Item label="Open 24/7" name="isOpen24h" valuePropName="checked">
            <Switch />
          </Form.Item>
        </Col>
        <Col xs={8}>
          <Form.Item label="Emergency" name="isEmergency" valuePropName="checked">
            <Switch />
          </Form.Item>
        </Col>
        <Col xs={8}>
          <Form.Item label="Verified" name="isVerified" valuePropName="checked">
            <Switch />
          </Form.Item>
        </Col>
      </Row>
    </>
  );
}
