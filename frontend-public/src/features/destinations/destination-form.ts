import type { MessageId } from '../../i18n/i18n';
import {
  COORDINATES_RANGE_MESSAGE,
  COORDINATES_REQUIRED_MESSAGE,
  isValidLatitude,
  isValidLongitude,
  parseDecimal,
} from '../../shared/lib/coordinates';
import { toNumber } from '../../shared/lib/format';
import { imagesOf } from '../../shared/images/images';
import type { DestinationResponse, UpdateDestinationRequest } from '@tara/api-client';

/** Spec sections 3 and 9: up to 3 extra image URLs besides the cover. */
export const MAX_EXTRA_IMAGES = 3;

/** The editor's text inputs (latitude and longitude are typed as text, spec section 3). */
export interface DestinationFormValues {
  name: string;
  description: string;
  address: string;
  latitude: string;
  longitude: string;
  phone: string;
  website: string;
  /** OpenStreetMap syntax; the server checks it on save (docs/opening-hours.md). */
  openingHours: string;
  extraImages: string[];
}

/** Each invalid field's message (an id of the app's messages, shown translated). */
export type DestinationFormErrors = Partial<
  Record<Exclude<keyof DestinationFormValues, 'extraImages'> | 'coordinates', MessageId>
> & {
  extraImages?: (MessageId | undefined)[];
};

const numberText = (value: unknown) => {
  const number = toNumber(value);
  return number === null ? '' : String(number);
};

/** A fresh copy of the record's values: editing never touches the cached record. */
export function toFormValues(destination: DestinationResponse): DestinationFormValues {
  const extras = imagesOf(destination).slice(1, 1 + MAX_EXTRA_IMAGES);
  return {
    name: destination.name ?? '',
    description: destination.description ?? '',
    address: destination.address ?? '',
    latitude: numberText(destination.latitude),
    longitude: numberText(destination.longitude),
    phone: destination.phone ?? '',
    website: destination.website ?? '',
    openingHours: destination.openingHours ?? '',
    extraImages: Array.from({ length: MAX_EXTRA_IMAGES }, (_, index) => extras[index] ?? ''),
  };
}

const HTTP_URL = /^https?:\/\/[^\s/$.?#][^\s]*$/i;
const IMAGE_URL = /^(https?:\/\/[^\s/$.?#][^\s]*|\/(?!\/)[^\s]*)$/i;

/** Name required; coordinates both or neither, numbers in range; URLs http(s) (DESIGN section 5). */
export function validateDestinationForm(values: DestinationFormValues): DestinationFormErrors {
  const errors: DestinationFormErrors = {};
  if (!values.name.trim()) errors.name = 'destinationForm.nameRequired';

  const latText = values.latitude.trim();
  const lngText = values.longitude.trim();
  if (latText || lngText) {
    const latitude = parseDecimal(latText);
    const longitude = parseDecimal(lngText);
    if (latitude === null || longitude === null) errors.coordinates = COORDINATES_REQUIRED_MESSAGE;
    else if (!isValidLatitude(latitude) || !isValidLongitude(longitude)) errors.coordinates = COORDINATES_RANGE_MESSAGE;
  }

  const website = values.website.trim();
  if (website && !HTTP_URL.test(website)) errors.website = 'destinationForm.websiteInvalid';

  const imageErrors = values.extraImages.map((url) =>
    url.trim() && !IMAGE_URL.test(url.trim()) ? ('destinationForm.imageInvalid' as const) : undefined,
  );
  if (imageErrors.some(Boolean)) errors.extraImages = imageErrors;
  return errors;
}

export function hasErrors(errors: DestinationFormErrors): boolean {
  return Object.values(errors).some((value) => (Array.isArray(value) ? value.some(Boolean) : Boolean(value)));
}

const textOrNull = (value: string) => (value.trim() === '' ? null : value.trim());

/**
 * Only the fields that changed (spec section 7: PATCH sends changed fields); a cleared field is sent as
 * null so that the server removes it. Extra images keep the cover first: images = [cover, ...extras].
 */
export function destinationChanges(
  destination: DestinationResponse,
  values: DestinationFormValues,
): UpdateDestinationRequest {
  const changes: UpdateDestinationRequest = {};
  const name = values.name.trim();
  if (name !== destination.name) changes.name = name;

  for (const field of ['description', 'address', 'phone', 'website', 'openingHours'] as const) {
    const next = textOrNull(values[field]);
    if (next !== (destination[field] ?? null)) changes[field] = next;
  }

  const latitude = parseDecimal(values.latitude);
  const longitude = parseDecimal(values.longitude);
  if (latitude !== toNumber(destination.latitude)) changes.latitude = latitude;
  if (longitude !== toNumber(destination.longitude)) changes.longitude = longitude;

  const current = imagesOf(destination);
  const cover = current[0];
  const currentExtras = current.slice(1, 1 + MAX_EXTRA_IMAGES);
  const nextExtras = values.extraImages
    .map((url) => url.trim())
    .filter(Boolean)
    .slice(0, MAX_EXTRA_IMAGES);
  const sameExtras =
    currentExtras.length === nextExtras.length && currentExtras.every((url, index) => url === nextExtras[index]);
  if (!sameExtras) changes.images = cover ? [cover, ...nextExtras] : nextExtras;
  return changes;
}
