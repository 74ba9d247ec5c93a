import { Col, Form, Input, Row, Select } from 'antd';
import type { Category, Destination } from '../content.api';
import {
  coordinatesError,
  imageUrlError,
  MAX_EXTRA_IMAGES,
  numberText,
  parseDecimal,
  textOrNull,
  websiteError,
} from '../content-form';

export interface DestinationFormValues {
  name: string;
  description: string;
  address: string;
  latitude: string;
  longitude: string;
  categoryId: string | undefined;
  imageUrl: string;
  website: string;
  phone: string;
  extraImages: string[];
}

export const EMPTY_DESTINATION: DestinationFormValues = {
  name: '',
  description: '',
  address: '',
  latitude: '',
  longitude: '',
  categoryId: undefined,
  imageUrl: '',
  website: '',
  phone: '',
  extraImages: Array.from({ length: MAX_EXTRA_IMAGES }, () => ''),
};

/** Spec section 5: destination categories (plus food places, which are destinations too). */
export function destinationCategories(categories: readonly Category[]): Category[] {
  return categories.filter((category) => category.type === 'destination' || category.type === 'food');
}

/** The cover: imageUrl, else the first of images. */
function coverOf(destination: Destination): string {
  return destination.imageUrl ?? destination.images?.[0] ?? '';
}

function extrasOf(destination: Destination): string[] {
  const images = destination.images ?? [];
  const cover = coverOf(destination);
  const extras = images[0] === cover ? images.slice(1) : images.filter((url) => url !== cover);
  return extras.slice(0, MAX_EXTRA_IMAGES);
}

/** A fresh copy of the record's values for the edit dialog. */
export function destinationToValues(destination: Destination): DestinationFormValues {
  const extras = extrasOf(destination);
  return {
    name: destination.name,
    description: destination.description ?? '',
    address: destination.address ?? '',
    latitude: numberText(destination.latitude),
    longitude: numberText(destination.longitude),
    categoryId: destination.categoryId ?? undefined,
    imageUrl: coverOf(destination),
    website: destination.website ?? '',
    phone: destination.phone ?? '',
    extraImages: Array.from({ length: MAX_EXTRA_IMAGES }, (_, index) => extras[index] ?? ''),
  };
}

/** POST body (spec section 7): name required, others only when filled; latitude/longitude only when filled. */
export function destinationCreateBody(values: DestinationFormValues): Record<string, unknown> {
  const body: Record<string, unknown> = { name: values.name.trim() };
  for (const key of ['description', 'address', 'imageUrl', 'website', 'phone'] as const) {
    const text = textOrNull(values[key]);
    if (text) body[key] = text;
  }
  if (values.categoryId) body.categoryId = values.categoryId;
  const latitude = parseDecimal(values.latitude);
  const longitude = parseDecimal(values.longitude);
  if (latitude !== null) body.latitude = latitude;
  if (longitude !== null) body.longitude = longitude;
  return body;
}

/** PATCH body: changed fields only; clearing a field sends null (spec section 5: clearing removes it). */
export function destinationPatchBody(destination: Destination, values: DestinationFormValues): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  if (values.name.trim() !== destination.name) body.name = values.name.trim();
  for (const key of ['description', 'address', 'website', 'phone'] as const) {
    const next = textOrNull(values[key]);
    if (next !== (destination[key] ?? null)) body[key] = next;
  }
  if ((values.categoryId ?? null) !== (destination.categoryId ?? null)) body.categoryId = values.categoryId ?? null;
  const latitude = parseDecimal(values.latitude);
  const longitude = parseDecimal(values.longitude);
  const toNumber = (value: unknown) => (value === null || value === undefined ? null : Number(value));
  if (latitude !== toNumber(destination.latitude)) body.latitude = latitude;
  if (longitude !== toNumber(destination.longitude)) body.longitude = longitude;

  const cover = textOrNull(values.imageUrl);
  const previousCover = textOrNull(coverOf(destination));
  if (cover !== previousCover) body.imageUrl = cover;
  const extras = values.extraImages.map((url) => url.trim()).filter(Boolean).slice(0, MAX_EXTRA_IMAGES);
  const previousExtras = extrasOf(destination);
  if (cover !== previousCover || JSON.stringify(extras) !== JSON.stringify(previousExtras)) {
    body.images = cover ? [cover, ...extras] : extras;
  }
  return body;
}

const validate = (check: (value: string) => string | null) => ({
  validator: (_: unknown, value: string) => {
    const message = check(value ?? '');
    return message ? Promise.reject(new Error(message)) : Promise.resolve();
  },
});

/** Fields of the destination dialogs. `withImages` adds the up-to-3 extra image URLs of the edit dialog. */
export function DestinationFields({ categories, withImages }: { categories: readonly Category[]; withImages: boolean }) {
  const form = Form.useFormInstance<DestinationFormValues>();
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
      <Form.Item label="Description" name="description">
        <Input.TextArea rows={3} maxLength={5000} />
      </Form.Item>
      <Form.Item label="Address" name="address">
        <Input autoComplete="off" />
      </Form.Item>
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          <Form.Item label="Latitude" name="latitude" dependencies={['longitude']} rules={[coordinateRule]}>
            <Input inputMode="decimal" placeholder="e.g. 15.2046" autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item label="Longitude" name="longitude" dependencies={['latitude']} rules={[coordinateRule]}>
            <Input inputMode="decimal" placeholder="e.g. 120.7856" autoComplete="off" />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item label="Category" name="categoryId">
        <Select
          allowClear
          placeholder="Choose a category"
          options={destinationCategories(categories).map((category) => ({ value: category.id, label: category.name }))}
          showSearch={{ optionFilterProp: 'label' }}
        />
      </Form.Item>
      <Form.Item label="Image URL" name="imageUrl" rules={[validate(imageUrlError)]} extra="The cover photo">
        <Input autoComplete="off" />
      </Form.Item>
      {withImages &&
        Array.from({ length: MAX_EXTRA_IMAGES }, (_, index) => (
          <Form.Item
            key={index}
            label={`Extra image ${index + 1} URL`}
            name={['extraImages', index]}
            rules={[validate(imageUrlError)]}
          >
            <Input autoComplete="off" />
          </Form.Item>
        ))}
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          <Form.Item label="Website" name="website" rules={[validate(websiteError)]}>
            <Input autoComplete="off" placeholder="https://" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item label="Phone" name="phone">
            <Input autoComplete="off" inputMode="tel" />
          </Form.Item>
        </Col>
      </Row>
    </>
  );
}
