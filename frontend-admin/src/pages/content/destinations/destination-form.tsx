import { Col, Form, Input, Row, Select } from 'antd';
import type { CategoryResponse, DestinationResponse, UpdateDestinationRequest } from '@tara/api-client';
import type { CreateDestinationRequest } from '@tara/api-client/admin';
import { useCategoriesListQuery } from '../../../shared/api/admin-api';
import { CoordinateCols, DescriptionItems, NameItem } from '../content-fields';
import { OpeningHoursItem } from '../opening-hours-field';
import {
  imageUrlError,
  MAX_EXTRA_IMAGES,
  numberText,
  parseDecimal,
  textOrNull,
  validate,
  websiteError,
} from '../content-form';
import { useT } from '../../../i18n/i18n';

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
  openingHours: string;
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
  openingHours: '',
  extraImages: Array.from({ length: MAX_EXTRA_IMAGES }, () => ''),
};

/** Spec section 5: destination categories (plus food places, which are destinations too). */
export function destinationCategories(categories: readonly CategoryResponse[]): CategoryResponse[] {
  return categories.filter((category) => category.type === 'destination' || category.type === 'food');
}

/** The cover: imageUrl, else the first of images. */
function coverOf(destination: DestinationResponse): string {
  return destination.imageUrl ?? destination.images?.[0] ?? '';
}

function extrasOf(destination: DestinationResponse): string[] {
  const images = destination.images ?? [];
  const cover = coverOf(destination);
  const extras = images[0] === cover ? images.slice(1) : images.filter((url) => url !== cover);
  return extras.slice(0, MAX_EXTRA_IMAGES);
}

/** A fresh copy of the record's values for the edit dialog. */
export function destinationToValues(destination: DestinationResponse): DestinationFormValues {
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
    openingHours: destination.openingHours ?? '',
    extraImages: Array.from({ length: MAX_EXTRA_IMAGES }, (_, index) => extras[index] ?? ''),
  };
}

/** POST body (spec section 7): name required, others only when filled; latitude/longitude only when filled. */
export function destinationCreateBody(values: DestinationFormValues): CreateDestinationRequest {
  const body: CreateDestinationRequest = { name: values.name.trim() };
  for (const key of ['description', 'address', 'imageUrl', 'website', 'phone', 'openingHours'] as const) {
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
export function destinationPatchBody(
  destination: DestinationResponse,
  values: DestinationFormValues,
): UpdateDestinationRequest {
  const body: UpdateDestinationRequest = {};
  if (values.name.trim() !== destination.name) body.name = values.name.trim();
  for (const key of ['description', 'address', 'website', 'phone', 'openingHours'] as const) {
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
  const extras = values.extraImages
    .map((url) => url.trim())
    .filter(Boolean)
    .slice(0, MAX_EXTRA_IMAGES);
  const previousExtras = extrasOf(destination);
  if (cover !== previousCover || JSON.stringify(extras) !== JSON.stringify(previousExtras)) {
    body.images = cover ? [cover, ...extras] : extras;
  }
  return body;
}

/**
 * Fields of the destination dialogs. `withImages` adds the up-to-3 extra image URLs of the edit dialog. The category
 * select reads the one cached category list, so a category created or renamed in the Categories card shows at once.
 */
export function DestinationFields({ withImages }: { withImages: boolean }) {
  const { data: categories = [] } = useCategoriesListQuery({});
  const t = useT();
  return (
    <>
      <NameItem maxLength={200} />
      <DescriptionItems />
      <Row gutter={12}>
        <CoordinateCols sm={12} examples />
      </Row>
      <Form.Item label={t('form.category')} name="categoryId">
        <Select
          allowClear
          placeholder={t('form.chooseCategory')}
          options={destinationCategories(categories).map((category) => ({ value: category.id, label: category.name }))}
          showSearch={{ optionFilterProp: 'label' }}
        />
      </Form.Item>
      <Form.Item
        label={t('form.imageUrl')}
        name="imageUrl"
        rules={[validate(imageUrlError)]}
        extra={t('form.imageUrlHelp')}
      >
        <Input autoComplete="off" />
      </Form.Item>
      {withImages &&
        Array.from({ length: MAX_EXTRA_IMAGES }, (_, index) => (
          <Form.Item
            key={index}
            label={t('form.extraImage', { number: index + 1 })}
            name={['extraImages', index]}
            rules={[validate(imageUrlError)]}
          >
            <Input autoComplete="off" />
          </Form.Item>
        ))}
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          <Form.Item label={t('form.website')} name="website" rules={[validate(websiteError)]}>
            <Input autoComplete="off" placeholder="https://" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item label={t('form.phone')} name="phone">
            <Input autoComplete="off" inputMode="tel" />
          </Form.Item>
        </Col>
      </Row>
      <OpeningHoursItem />
    </>
  );
}
