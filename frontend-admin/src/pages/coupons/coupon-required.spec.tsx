import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, configure, fireEvent, screen, within } from '@testing-library/react';
import { setLanguage } from '@tara/i18n';
import { toApiError } from '@tara/api-client';
import { errorText } from '../../shared/api/errors';
import { json, mockFetch, requestsOf } from '../../test/fixtures';
import { renderWithStore } from '../../test/render';
import { activate, t } from '../../i18n/i18n';
import { CouponsTab } from './list';

/**
 * Issue 31.3: the coupon form sent empty says which fields are required, in the reader's language; the API's
 * *_REQUIRED codes and a VALIDATION_FAILED naming missing fields read the same way.
 */
configure({ asyncUtilTimeout: 5_000 });

afterEach(async () => {
  jest.restoreAllMocks();
  setLanguage('en');
  await act(async () => activate('en'));
});

const inLanguage = async (language: 'en' | 'fil') => {
  setLanguage(language);
  await act(async () => activate(language));
};

const badRequest = (body: object) => toApiError({ status: 400, data: { statusCode: 400, ...body } });

describe('the Create Coupon form sent empty', () => {
  it.each(['en', 'fil'] as const)(
    'names the title, the business and the expiry date as required (%s), sending nothing',
    async (language) => {
      await inLanguage(language);
      expect(t('coupons.form.titleRequired') === 'Enter a title.').toBe(language === 'en');
      // No coupons, no staff, no places: every list is empty.
      const fetch = mockFetch(() => json([], { headers: { 'X-Total-Count': '0' } }));
      renderWithStore(<CouponsTab search="" />);
      fireEvent.click(await screen.findByRole('button', { name: t('coupons.create') }));
      const dialog = await screen.findByRole('dialog', { name: t('coupons.create') });
      fireEvent.click(within(dialog).getByRole('button', { name: t('dialog.create') }));
      expect(await within(dialog).findByText(t('coupons.form.titleRequired'))).toBeTruthy();
      expect(within(dialog).getByText(t('coupons.form.businessRequired'))).toBeTruthy();
      expect(within(dialog).getByText(t('coupons.form.expiryRequired'))).toBeTruthy();
      expect(requestsOf(fetch).filter((request) => request.method !== 'GET')).toEqual([]);
    },
  );
});

describe("the API's answer to a coupon without its required fields", () => {
  it.each([
    ['COUPON_TITLE_REQUIRED', 'title', 'coupons.form.titleRequired'],
    ['COUPON_EXPIRY_REQUIRED', 'expiresAt', 'coupons.form.expiryRequired'],
    ['COUPON_BUSINESS_REQUIRED', 'businessId', 'coupons.form.businessRequired'],
  ] as const)('%s reads as the form says it, in both languages', async (code, field, id) => {
    const error = badRequest({ code, message: `${field} is required`, details: { field, fields: [] } });
    const english = t(id);
    expect(errorText(error, t)).toBe(english);
    await inLanguage('fil');
    expect(errorText(error, t)).toBe(t(id));
    expect(t(id)).not.toBe(english);
  });

  it('a VALIDATION_FAILED naming missing fields says "<Field> is required" / "Kailangan ang <field>"', async () => {
    const error = badRequest({
      code: 'VALIDATION_FAILED',
      message: 'discountType is required; email is required',
      details: {
        fields: [
          { field: 'discountType', messages: ['discountType is required'] },
          { field: 'email', messages: ['email is required'] },
        ],
      },
    });
    expect(errorText(error, t)).toBe('Discount type is required Email is required');
    await inLanguage('fil');
    expect(errorText(error, t)).toBe(
      `Kailangan ang ${t('coupons.form.discountType')} Kailangan ang ${t('users.email')}`,
    );
    expect(t('coupons.form.discountType')).not.toBe('Discount type');
  });

  it("keeps the server's sentence for a value that is there but wrong", () => {
    const error = badRequest({
      code: 'VALIDATION_FAILED',
      message: 'maxRedemptions must be at least 1',
      details: { fields: [{ field: 'maxRedemptions', messages: ['maxRedemptions must be at least 1'] }] },
    });
    expect(errorText(error, t)).toBe('maxRedemptions must be at least 1');
  });
});
