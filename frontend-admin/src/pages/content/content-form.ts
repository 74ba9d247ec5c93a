import { t, type MessageId } from '../../i18n/i18n';
import { parseDecimal } from '../../shared/format';

export { parseDecimal, shortId } from '../../shared/format';

/**
 * Form rules shared by the Content tab's dialogs (spec section 5). A dialog edits a COPY of the record
 * (`toValues` builds fresh values); Cancel throws the copy away; Save sends only what changed.
 */

export const MAX_EXTRA_IMAGES = 3;

/** Both or neither; numbers in range. Returns the error's message id or null. */
export function coordinatesError(latitude: string, longitude: string): MessageId | null {
  const lat = latitude.trim();
  const lng = longitude.trim();
  if (!lat && !lng) return null;
  const latValue = parseDecimal(lat);
  const lngValue = parseDecimal(lng);
  if (latValue === null || lngValue === null) return 'form.coordinatesInvalid';
  if (latValue < -90 || latValue > 90 || lngValue < -180 || lngValue > 180) return 'form.coordinatesRange';
  return null;
}

const HTTP_URL = /^https?:\/\/[^\s/$.?#][^\s]*$/i;
const IMAGE_URL = /^(https?:\/\/[^\s/$.?#][^\s]*|\/(?!\/)[^\s]*)$/i;

export function websiteError(value: string | undefined): MessageId | null {
  const text = (value ?? '').trim();
  return text && !HTTP_URL.test(text) ? 'form.websiteInvalid' : null;
}

export function imageUrlError(value: string | undefined): MessageId | null {
  const text = (value ?? '').trim();
  return text && !IMAGE_URL.test(text) ? 'form.imageUrlInvalid' : null;
}

export const numberText = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return '';
  const number = Number(value);
  return Number.isFinite(number) ? String(number) : '';
};

export const textOrNull = (value: string | null | undefined): string | null => {
  const text = (value ?? '').trim();
  return text === '' ? null : text;
};

/** Body for a create: trimmed values, empty ones left out. */
export function filledFields(values: Record<string, unknown>): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === null) continue;
    if (typeof value === 'string') {
      const text = value.trim();
      if (text) body[key] = text;
    } else {
      body[key] = value;
    }
  }
  return body;
}

/** Body for an update: only fields whose normalised value differs from the record's; cleared ones as null. */
export function changedFields(record: Record<string, unknown>, next: Record<string, unknown>): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(next)) {
    const before = record[key] ?? null;
    const after = value ?? null;
    if (Array.isArray(before) || Array.isArray(after)) {
      if (JSON.stringify(before ?? []) !== JSON.stringify(after ?? [])) body[key] = after;
    } else if (before !== after) {
      body[key] = after;
    }
  }
  return body;
}

/** A Form.Item rule from a check that returns a message id: the message in the language in force. */
export function validate(check: (value: string) => MessageId | null) {
  return {
    validator: (_: unknown, value: string) => {
      const id = check(value ?? '');
      return id ? Promise.reject(new Error(t(id))) : Promise.resolve();
    },
  };
}
