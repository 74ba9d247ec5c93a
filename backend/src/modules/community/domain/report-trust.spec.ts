import { Role } from '../../../shared/domain/role.js';
import {
  DEFAULT_REPORT_TRUST_POLICY,
  isInGoodStanding,
  mayBeHiddenByReports,
  shouldHide,
  trustCutoffs,
  type ReporterRecord,
} from './report-trust.js';

const NOW = new Date('2026-11-20T04:00:00Z');
const HOUR = 3_600_000;
const cutoffs = trustCutoffs(DEFAULT_REPORT_TRUST_POLICY, NOW);

const reporter = (overrides: Partial<ReporterRecord> = {}): ReporterRecord => ({
  accountCreatedAt: new Date(NOW.getTime() - 30 * 24 * HOUR),
  upheldReports: 0,
  publishedPosts: 0,
  dismissedRecently: 0,
  upheldRecently: 0,
  ...overrides,
});
const brandNew = () => reporter({ accountCreatedAt: new Date(NOW.getTime() - 5_000) });

describe('report trust (issue 28.3)', () => {
  it('trusts accounts from 72 hours old, and younger ones only with an upheld report or a published post', () => {
    expect(isInGoodStanding(reporter({ accountCreatedAt: new Date(NOW.getTime() - 72 * HOUR) }), cutoffs)).toBe(true);
    expect(isInGoodStanding(reporter({ accountCreatedAt: new Date(NOW.getTime() - 72 * HOUR + 1) }), cutoffs)).toBe(
      false,
    );
    expect(isInGoodStanding(brandNew(), cutoffs)).toBe(false);
    expect(isInGoodStanding({ ...brandNew(), upheldReports: 1 }, cutoffs)).toBe(true);
    expect(isInGoodStanding({ ...brandNew(), publishedPosts: 1 }, cutoffs)).toBe(true);
  });

  it('takes the weight away from a reporter with 3+ dismissed reports in 90 days and more dismissed than upheld', () => {
    expect(isInGoodStanding(reporter({ dismissedRecently: 3 }), cutoffs)).toBe(false);
    expect(isInGoodStanding(reporter({ dismissedRecently: 2 }), cutoffs)).toBe(true);
    expect(isInGoodStanding(reporter({ dismissedRecently: 3, upheldRecently: 3 }), cutoffs)).toBe(true);
    expect(isInGoodStanding(reporter({ dismissedRecently: 4, upheldRecently: 3, upheldReports: 10 }), cutoffs)).toBe(
      false,
    );
  });

  it('never hides staff posts, and hides a member post at the threshold of reporters in good standing', () => {
    expect([Role.Admin, Role.Moderator, Role.Editor].some(mayBeHiddenByReports)).toBe(false);
    expect([Role.User, Role.VerifiedBlogger].every(mayBeHiddenByReports)).toBe(true);
    const trusted = [reporter(), reporter(), reporter()];
    expect(shouldHide(Role.VerifiedBlogger, trusted, cutoffs, 3)).toBe(true);
    expect(shouldHide(Role.Admin, trusted, cutoffs, 3)).toBe(false);
    // The throwaway-account attack: three brand-new accounts, or two trusted and one brand-new.
    expect(shouldHide(Role.VerifiedBlogger, [brandNew(), brandNew(), brandNew()], cutoffs, 3)).toBe(false);
    expect(shouldHide(Role.VerifiedBlogger, [reporter(), reporter(), brandNew()], cutoffs, 3)).toBe(false);
    expect(
      shouldHide(Role.VerifiedBlogger, [reporter(), reporter(), reporter({ dismissedRecently: 5 })], cutoffs, 3),
    ).toBe(false);
  });

  it('derives its cutoffs from the policy', () => {
    const custom = trustCutoffs({ minAccountAgeHours: 1, distrustMinDismissed: 5, distrustWindowDays: 7 }, NOW);
    expect(custom).toEqual({
      trustedIfCreatedBy: new Date(NOW.getTime() - HOUR),
      recentSince: new Date(NOW.getTime() - 7 * 24 * HOUR),
      distrustMinDismissed: 5,
    });
  });
});
