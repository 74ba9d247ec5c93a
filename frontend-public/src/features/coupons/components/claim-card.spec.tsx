import { afterEach, describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { setLanguage } from '@tara/i18n';
import en from '../../../i18n/en.json';
import fil from '../../../i18n/fil.json';
import { i18n } from '../../../i18n/i18n';
import { renderWithStore } from '../../../test/render-with-store';
import { CLAIM_STATUS_LABELS } from '../coupon-display';
import type { Claim, ClaimStatus } from '../coupons.api';
import { claimFixture, couponFixture } from '../coupons.fixture';
import { ClaimCard } from './claim-card';

/**
 * Issue 31.6: My Coupons printed an expired claim's state twice ('Expired' on the expiry line and on the badge). Each
 * claim now says its state once, in both languages, and no other state's word.
 */
const CATALOGS = { en, fil } as const;
const PAST = '2026-01-31T15:59:59.999Z';

const CLAIMS: Record<ClaimStatus, Claim> = {
  valid: claimFixture(),
  used: claimFixture({
    status: 'used',
    usedAt: '2026-11-21T03:00:00.000Z',
    // Used, and its coupon has expired since: still 'Used' only.
    coupon: couponFixture({ claimedByMe: true, expiresAt: PAST, isExpired: true }),
  }),
  expired: claimFixture({
    status: 'expired',
    coupon: couponFixture({ claimedByMe: true, expiresAt: PAST, isExpired: true }),
  }),
  withdrawn: claimFixture({ status: 'withdrawn' }),
};

afterEach(() => {
  i18n.loadAndActivate({ locale: 'en', locales: i18n.locales, messages: { ...en } });
  setLanguage('en');
});

describe.each(Object.keys(CATALOGS) as Array<keyof typeof CATALOGS>)('ClaimCard in %s', (language) => {
  const messages: Record<string, string> = CATALOGS[language];
  const stateWords = Object.values(CLAIM_STATUS_LABELS).map((id) => messages[id]);
  // The expiry line's own state words, which must not repeat the badge.
  const expiryWords = [messages['coupons.expired']];

  it.each(Object.keys(CLAIMS) as ClaimStatus[])('says the state of a claim (%s) once', async (status) => {
    i18n.loadAndActivate({ locale: language, locales: i18n.locales, messages: { ...CATALOGS[language] } });
    setLanguage(language);
    renderWithStore(<ClaimCard claim={CLAIMS[status]} />);
    const card = await screen.findByTestId('claim-card');
    const own = messages[CLAIM_STATUS_LABELS[status]];
    expect(within(card).getByTestId('claim-status').textContent).toBe(own);
    for (const word of new Set([...stateWords, ...expiryWords])) {
      expect([word, within(card).queryAllByText(word).length]).toEqual([word, word === own ? 1 : 0]);
    }
  });
});
